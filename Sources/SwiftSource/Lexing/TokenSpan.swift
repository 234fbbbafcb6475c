/// A token as the lexer first finds it: its kind and where it is, as offsets into the source's
/// UTF-8 bytes, without the text, line and column a ``Token`` carries.
///
/// For code that works on the bytes anyway, such as a highlighter: making a ``Token`` costs a
/// line lookup and a reference-counted slice of the source for every token.
///
/// ```swift
/// let spans = Lexer.spans(in: "let n = 1")
/// spans.map(\.kind)
/// // [.keyword, .whitespace, .identifier, .whitespace, .operator, .whitespace, .number]
/// ```
public struct TokenSpan: Sendable {
    /// What the token is.
    public var kind: TokenKind
    /// Where the token is, as offsets into the source's UTF-8 bytes.
    public var range: Range<Int>
    /// Whether the token is complete; see ``Token/isTerminated``.
    public var isTerminated = true
    /// The interpolations of a string literal, in order; empty for other tokens.
    public var interpolations: [InterpolationSpan] = []
}

/// An interpolation `\( ... )` of a string literal as the lexer first finds it; see
/// ``Interpolation``.
public struct InterpolationSpan: Sendable {
    /// Where the interpolation is, delimiters included, as offsets into the source's UTF-8
    /// bytes.
    public var range: Range<Int>
    /// The tokens of the code inside.
    public var tokens: [TokenSpan]
    /// Whether the closing parenthesis is there.
    public var isTerminated: Bool
}
