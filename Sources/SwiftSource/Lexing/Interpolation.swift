/// One `\( ... )` inside a string literal, with the code inside it already lexed.
///
/// ```swift
/// let literal = Lexer.tokens(in: #""total: \(count + 1)""#)[0]
/// let interpolation = literal.interpolations[0]
/// interpolation.text                    // "\\(count + 1)"
/// interpolation.tokens.map(\.text)      // ["count", " ", "+", " ", "1"]
/// ```
public struct Interpolation: Sendable, Hashable {
    /// The interpolation's text, from its backslash through its closing parenthesis.
    public let text: Substring
    /// Where the interpolation sits in the source, as offsets into its UTF-8 bytes.
    public let utf8Range: Range<Int>
    /// The tokens between the parentheses. They carry their own positions in the source, and
    /// string literals among them have interpolations of their own.
    public let tokens: [Token]
    /// Whether the closing parenthesis was found.
    public let isTerminated: Bool

    /// Creates an interpolation; ``Lexer`` is the usual way to get one.
    public init(text: Substring, utf8Range: Range<Int>, tokens: [Token], isTerminated: Bool) {
        self.text = text
        self.utf8Range = utf8Range
        self.tokens = tokens
        self.isTerminated = isTerminated
    }

    /// Where the interpolation sits in the source, as indices of the string that was lexed.
    public var range: Range<String.Index> {
        text.startIndex..<text.endIndex
    }
}
