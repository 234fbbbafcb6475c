/// Cuts Swift source text into tokens, comments and whitespace included.
///
/// The lexer is total: it accepts any string, never traps, and always finishes. Malformed
/// input still yields tokens that cover the whole text; a construct whose closing delimiter is
/// missing comes back with ``Token/isTerminated`` set to `false`.
///
/// String literals are single tokens. The code inside their interpolations is lexed too and
/// hangs off the literal, in ``Token/interpolations`` (or, interleaved with the literal text,
/// ``Token/segments``), so that the top-level token list stays flat and free of string
/// contents.
///
/// ```swift
/// let tokens = Lexer.tokens(in: "case child(Child.Action) // a comment")
/// tokens.filter { !$0.kind.isTrivia }.map(\.text)
/// // ["case", "child", "(", "Child", ".", "Action", ")"]
/// ```
public enum Lexer {
    /// All tokens of `source`, in order and without gaps.
    public static func tokens(in source: String) -> [Token] {
        let bytes = Array(source.utf8)
        var scanner = ByteScanner(bytes: bytes)
        let spans = scanner.scanAll()
        let builder = TokenBuilder(source: source, lines: LineTable(bytes))
        return spans.map(builder.token)
    }

    /// The same tokens as ``tokens(in:)``, as kinds and byte ranges only: for code that reads
    /// the source's bytes itself.
    public static func spans(in source: String) -> [TokenSpan] {
        var scanner = ByteScanner(bytes: Array(source.utf8))
        return scanner.scanAll()
    }
}

/// Attaches text, lines and columns to raw tokens.
private struct TokenBuilder {
    let source: String
    let lines: LineTable

    func token(_ raw: TokenSpan) -> Token {
        let location = lines.location(of: raw.range.lowerBound)
        return Token(
            kind: raw.kind,
            text: text(raw.range),
            utf8Range: raw.range,
            line: location.line,
            column: location.column,
            isTerminated: raw.isTerminated,
            interpolations: raw.interpolations.map(interpolation)
        )
    }

    func interpolation(_ raw: InterpolationSpan) -> Interpolation {
        Interpolation(
            text: text(raw.range),
            utf8Range: raw.range,
            tokens: raw.tokens.map(token),
            isTerminated: raw.isTerminated
        )
    }

    /// The source text at `range`; token boundaries always fall between Unicode scalars.
    private func text(_ range: Range<Int>) -> Substring {
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)
        return Substring(utf8[start..<end])
    }
}
