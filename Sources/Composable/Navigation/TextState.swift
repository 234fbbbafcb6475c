/// Text in an alert or dialog, kept as a value so that tests can compare it.
public struct TextState: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text.
    public let string: String

    /// Text reading `string`.
    public init(_ string: String) {
        self.string = string
    }

    /// Text written as a literal: `"Delete?"`.
    public init(stringLiteral value: String) {
        self.string = value
    }

    /// The text.
    public var description: String {
        string
    }
}
