/// The tokens that matter to the declaration scanner, with trivia reduced to two facts per
/// token: whether a line break comes before it, and whether any trivia does.
struct SignificantTokens {
    private(set) var tokens: [Token] = []
    /// Whether a line break (or the start of the file) comes before each token.
    private(set) var startsLine: [Bool] = []
    /// Whether whitespace, a line break or a comment comes before each token.
    private(set) var followsTrivia: [Bool] = []
    /// The lines of the doc comments right before each token, with only whitespace between.
    private(set) var docCommentLines: [ClosedRange<Int>?] = []

    init(_ all: [Token]) {
        var sawLineBreak = true
        var sawTrivia = false
        var docComment: ClosedRange<Int>?
        for token in all {
            if token.kind.isTrivia, let marker = Self.markerAttribute(in: token) {
                tokens.append(marker)
                startsLine.append(sawLineBreak)
                followsTrivia.append(sawTrivia)
                docCommentLines.append(nil)
                sawLineBreak = false
                sawTrivia = true
                docComment = nil
                continue
            }
            if token.kind.isTrivia {
                sawTrivia = true
                if token.kind == .newline || token.text.contains(where: \.isNewline) {
                    sawLineBreak = true
                }
                switch token.kind {
                case .docLineComment, .docBlockComment:
                    let last = token.line + token.text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                    docComment = (docComment?.lowerBound ?? token.line)...last
                case .lineComment, .blockComment:
                    docComment = nil
                default:
                    break
                }
                continue
            }
            tokens.append(token)
            startsLine.append(sawLineBreak)
            followsTrivia.append(sawTrivia)
            docCommentLines.append(docComment)
            sawLineBreak = false
            sawTrivia = false
            docComment = nil
        }
    }

    /// The attributes that only a macro gives meaning to, which a source without macros writes
    /// in a comment: `/* @ReducerCaseIgnored */ case meeting(Meeting)`.
    static let markerAttributes: Set<Substring> = ["@ReducerCaseIgnored", "@ReducerCaseEphemeral"]

    /// A comment that holds nothing but a marker attribute, read as that attribute.
    private static func markerAttribute(in comment: Token) -> Token? {
        guard comment.kind == .blockComment || comment.kind == .lineComment else { return nil }
        var text = comment.text
        text = text.hasPrefix("/*") && text.hasSuffix("*/") ? text.dropFirst(2).dropLast(2) : text.dropFirst(2)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        guard markerAttributes.contains(text) else { return nil }
        return Token(
            kind: .attribute, text: text, utf8Range: comment.utf8Range, line: comment.line, column: comment.column
        )
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> Token { tokens[index] }

    /// Whether the token at `index` exists and is `text` of the given kind.
    func isToken(_ index: Int, _ kind: TokenKind, _ text: String) -> Bool {
        index < tokens.count && tokens[index].kind == kind && tokens[index].text == text
    }

    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        isToken(index, .punctuation, text)
    }

    /// Whether the token at `index` is a name: an identifier (contextual keywords included) or a
    /// backticked name.
    func isName(_ index: Int) -> Bool {
        guard index < tokens.count else { return false }
        switch tokens[index].kind {
        case .identifier, .backtickedIdentifier: return true
        default: return false
        }
    }

    /// The source text of `range`, with each run of trivia folded into one space, and no space
    /// just inside brackets or before `,`, `:`, `.`, so that multi-line types read naturally.
    func text(_ range: Range<Int>) -> String {
        var result = ""
        for index in range where index < tokens.count {
            let text = tokens[index].text
            if index > range.lowerBound, followsTrivia[index],
                !["(", "[", "<", "."].contains(result.last.map(String.init) ?? ""),
                ![")", "]", ">", ",", ":", "."].contains(String(text))
            {
                result += " "
            }
            result += text
        }
        return result
    }
}
