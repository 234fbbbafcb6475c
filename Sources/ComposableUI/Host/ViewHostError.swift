/// Why a ``ViewHost`` could not do what a test asked: what was looked for, and what is on
/// screen instead.
public struct ViewHostError: Error, CustomStringConvertible, Equatable {
    /// The explanation, ending with what to do.
    public let message: String

    /// The explanation.
    public var description: String {
        message
    }

    /// An error with `message`, for comparing with the one a host threw: `#expect(throws: ViewHostError("..."))`.
    public init(_ message: String) {
        self.message = message
    }

    /// No control of `kind` titled `title`, or more than one.
    static func lookup(kind: String, title: String, matches: Int, onScreen titles: [String]) -> ViewHostError {
        let listed = titles.isEmpty ? "none" : titles.map { "\"\($0)\"" }.joined(separator: ", ")
        if matches == 0 {
            return ViewHostError(
                "No \(kind) titled \"\(title)\" is on screen. \(kind.capitalizedFirst)s on screen: \(listed). "
                    + "Check the title (it must match the whole label's text), or render() the host to see what is shown."
            )
        }
        return ViewHostError(
            "\(matches) \(kind)s titled \"\(title)\" are on screen, so which one to use is ambiguous. "
                + "\(kind.capitalizedFirst)s on screen: \(listed). Give them different titles."
        )
    }
}

extension String {
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
