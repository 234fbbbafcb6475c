import SwiftSource

/// The doc comments of a Swift file as one Markdown text whose line N is the comment text of
/// the file's line N, every other line blank: the page a source file's examples are extracted
/// from, so that every position in it (a fence, a compiler error, a failed expectation) is a
/// line of the `.swift` file.
///
/// `///` lines lose their `///`; a `/** */` comment loses its delimiters and the `*` that
/// starts its inner lines. Each comment then loses the indentation its lines share, as DocC
/// reads it, so that a fence written `///     ```swift` is still a fence.
enum DocCommentMarkdown {
    /// The Markdown of `tokens`' doc comments (the tokens of a file of `lineCount` lines), or
    /// `nil` when no doc comment holds a code fence.
    static func of(_ tokens: [Token], lineCount: Int) -> String? {
        var lines = [Substring](repeating: "", count: lineCount + 1)
        var comment: [(line: Int, text: Substring)] = []
        var hasFence = false
        func flush() {
            let indent = comment.filter { !$0.text.allSatisfy(\.isWhitespace) }
                .map { $0.text.prefix { $0 == " " || $0 == "\t" }.count }
                .min() ?? 0
            for (line, text) in comment where line < lines.count {
                let stripped = text.allSatisfy(\.isWhitespace) ? "" : text.dropFirst(indent)
                if !hasFence, isFence(stripped) { hasFence = true }
                lines[line] = stripped
            }
            comment = []
        }
        var lastCommentLine = -1
        for token in tokens {
            switch token.kind {
            case .docLineComment:
                if token.line != lastCommentLine + 1 { flush() }
                comment.append((token.line, token.text.dropFirst(3)))
                lastCommentLine = token.line
            case .docBlockComment:
                flush()
                comment = blockLines(token)
                flush()
                lastCommentLine = -1
            case .whitespace, .newline:
                continue
            default:
                flush()
                lastCommentLine = -1
            }
        }
        flush()
        guard hasFence else { return nil }
        return lines.dropFirst().joined(separator: "\n") + "\n"
    }

    /// A `/** */` comment's lines without its delimiters and its lines' leading `*`.
    private static func blockLines(_ token: Token) -> [(line: Int, text: Substring)] {
        var text = token.text.dropFirst(3)
        if token.isTerminated, text.hasSuffix("*/") { text = text.dropLast(2) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            var line = line.hasSuffix("\r") ? line.dropLast() : line
            if offset > 0 {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                if trimmed.first == "*" { line = trimmed.dropFirst() }
            }
            return (token.line + offset, line)
        }
    }

    /// Whether a comment line opens or closes a fence.
    private static func isFence(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
    }
}
