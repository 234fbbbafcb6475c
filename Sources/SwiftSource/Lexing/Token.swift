/// One piece of Swift source text, as cut by ``Lexer``.
///
/// Tokens cover the source without gaps or overlap: joining the ``text`` of every token
/// returned by ``Lexer/tokens(in:)`` gives back the source.
///
/// ```swift
/// let token = Lexer.tokens(in: "@MainActor")[0]
/// token.kind    // .attribute
/// token.text    // "@MainActor"
/// token.line    // 1
/// token.column  // 1
/// ```
public struct Token: Sendable, Hashable {
    /// What the token is.
    public let kind: TokenKind
    /// The token's text, a slice of the source that was lexed.
    public let text: Substring
    /// Where the token sits in the source, as offsets into its UTF-8 bytes.
    public let utf8Range: Range<Int>
    /// The 1-based line on which the token starts.
    public let line: Int
    /// The 1-based column at which the token starts, counted in UTF-8 bytes as the Swift
    /// compiler counts them in diagnostics.
    public let column: Int
    /// Whether the token is complete. It is `false` for a string literal, block comment,
    /// backticked name or regex literal whose closing delimiter is missing: such a token runs
    /// to the end of the input (single-line strings and backticks: to the end of the line).
    public let isTerminated: Bool
    /// The interpolations `\( ... )` of a string literal, in order; empty for other tokens.
    public let interpolations: [Interpolation]

    /// Creates a token; ``Lexer`` is the usual way to get one.
    public init(
        kind: TokenKind,
        text: Substring,
        utf8Range: Range<Int>,
        line: Int,
        column: Int,
        isTerminated: Bool = true,
        interpolations: [Interpolation] = []
    ) {
        self.kind = kind
        self.text = text
        self.utf8Range = utf8Range
        self.line = line
        self.column = column
        self.isTerminated = isTerminated
        self.interpolations = interpolations
    }

    /// Where the token sits in the source, as indices of the string that was lexed.
    public var range: Range<String.Index> {
        text.startIndex..<text.endIndex
    }

    /// A string literal cut into its literal text and its interpolations, in source order.
    ///
    /// A highlighter colours the ``StringSegment/text(_:)`` parts as a string and highlights the
    /// tokens of each ``StringSegment/interpolation(_:)`` as code. For a token that is not a
    /// string literal, or has no interpolations, the only segment is the whole text.
    ///
    /// ```swift
    /// let literal = Lexer.tokens(in: #""a\(b)c""#)[0]
    /// literal.segments  // [.text("\"a"), .interpolation(\(b)), .text("c\"")]
    /// ```
    public var segments: [StringSegment] {
        var segments: [StringSegment] = []
        var cursor = text.startIndex
        for interpolation in interpolations {
            if cursor < interpolation.range.lowerBound {
                segments.append(.text(text[cursor..<interpolation.range.lowerBound]))
            }
            segments.append(.interpolation(interpolation))
            cursor = interpolation.range.upperBound
        }
        if cursor < text.endIndex || segments.isEmpty {
            segments.append(.text(text[cursor..<text.endIndex]))
        }
        return segments
    }
}
