/// Greets people by name, politely or not.
public struct Greeter: Sendable {
    /// Whether greetings end with an exclamation mark.
    public var isExcited: Bool

    /// Creates a greeter.
    public init(isExcited: Bool = false) {
        self.isExcited = isExcited
    }

    /// "Hello, NAME." or "Hello, NAME!".
    public func greet(_ name: String) -> String {
        "Hello, \(name)\(isExcited ? "!" : ".")"
    }
}
