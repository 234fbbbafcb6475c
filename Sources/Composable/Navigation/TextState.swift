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

    /// Text shown exactly as written: the original's spelling for text that is not looked up
    /// in localization tables (there are none here, so it is the same as ``init(_:)``).
    ///
    /// ```swift
    /// let name = TextState(verbatim: "Blob Jr.")
    /// // snippet.hide
    /// precondition(name.string == "Blob Jr.")
    /// ```
    public init(verbatim content: String) {
        self.string = content
    }

    /// The two texts one after the other.
    ///
    /// ```swift
    /// let greeting = TextState("Hello, ") + TextState("Blob")
    /// // snippet.hide
    /// precondition(greeting.string == "Hello, Blob")
    /// ```
    public static func + (lhs: Self, rhs: Self) -> Self {
        TextState(lhs.string + rhs.string)
    }
}
