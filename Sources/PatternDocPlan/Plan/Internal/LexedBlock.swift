import SwiftSource

/// A block's code as the splitter and the test finder see it: its lines, and its significant
/// tokens (no whitespace, line breaks or comments) with the few facts about the trivia around
/// each one that Swift's grammar depends on.
struct LexedBlock {
    /// The code as lexed.
    let code: String
    /// The source lines, without their line breaks; `lines[0]` is line 1.
    let lines: [Substring]
    /// The tokens that are not trivia, in order.
    let tokens: [Token]
    /// Whether each token is the first significant token of its line.
    let startsLine: [Bool]
    /// Whether whitespace, a comment or a line break comes right before each token.
    let followsTrivia: [Bool]
    /// Whether whitespace, a comment, a line break or the end comes right after each token.
    let precedesTrivia: [Bool]
    /// Per line (index 0 = line 1): whether a significant token covers any of it.
    let isSignificantLine: [Bool]
    /// Per line: whether the line starts inside a token that began on an earlier line (a
    /// multi-line string or block comment), so that no chunk may start there.
    let startsInsideToken: [Bool]
    /// The `//` comments, in order (the `// Prints` checks read them).
    let lineComments: [Token]

    init(_ code: String) {
        self.code = code
        lines = LexedBlock.lines(of: code)
        let all = Lexer.tokens(in: code)
        lineComments = all.filter { $0.kind == .lineComment }
        var tokens: [Token] = []
        var startsLine: [Bool] = []
        var followsTrivia: [Bool] = []
        var precedesTrivia: [Bool] = []
        var significant = Array(repeating: false, count: lines.count)
        var inside = Array(repeating: false, count: lines.count)
        var sawLineBreak = true
        var sawTrivia = false
        for token in all {
            // The line the token ends on; a line break token ends the line it is on.
            let lastLine = token.kind == .newline ? token.line : token.line + LexedBlock.lineBreaks(in: token.text)
            if lastLine > token.line {
                for line in (token.line + 1)...lastLine where line <= inside.count {
                    inside[line - 1] = true
                }
            }
            if token.kind.isTrivia {
                if !precedesTrivia.isEmpty { precedesTrivia[precedesTrivia.count - 1] = true }
                sawTrivia = true
                if token.kind == .newline || lastLine > token.line { sawLineBreak = true }
                continue
            }
            for line in token.line...lastLine where line <= significant.count {
                significant[line - 1] = true
            }
            tokens.append(token)
            startsLine.append(sawLineBreak)
            followsTrivia.append(sawTrivia)
            precedesTrivia.append(false)
            sawLineBreak = false
            sawTrivia = false
        }
        if !precedesTrivia.isEmpty { precedesTrivia[precedesTrivia.count - 1] = true }
        self.tokens = tokens
        self.startsLine = startsLine
        self.followsTrivia = followsTrivia
        self.precedesTrivia = precedesTrivia
        isSignificantLine = significant
        startsInsideToken = inside
    }

    /// Whether the token at `index` exists, has the given kind and, when given, the given text.
    func isToken(_ index: Int, _ kind: TokenKind, _ text: String? = nil) -> Bool {
        guard tokens.indices.contains(index), tokens[index].kind == kind else { return false }
        return text.map { tokens[index].text == $0 } ?? true
    }

    /// Whether the token at `index` is a word: a name or a reserved word.
    func isWord(_ index: Int) -> Bool {
        isToken(index, .identifier) || isToken(index, .keyword) || isToken(index, .backtickedIdentifier)
    }

    /// The index after the bracketed group that opens at `index` (`(`, `[` or `{`), or the end
    /// of the tokens when the group is not closed.
    func indexAfterGroup(openingAt index: Int) -> Int {
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            switch BracketKind(tokens[cursor]) {
            case .opening: depth += 1
            case .closing: depth -= 1
            case nil: break
            }
            cursor += 1
            if depth <= 0 { return cursor }
        }
        return cursor
    }

    /// The index after the generic argument clause that directly follows the token at `index`
    /// (`@OptionSet<Int>`, `@Entry<Array<Int>>`), or `index + 1` when none does. The clause is
    /// read on its line, counting the `<` and `>` of its operator tokens (`>>` closes two).
    func indexAfterGenericArguments(following index: Int) -> Int {
        let next = index + 1
        guard next < tokens.count, tokens[next].kind == .operator, tokens[next].text.hasPrefix("<"),
            !followsTrivia[next]
        else { return next }
        var depth = 0
        var cursor = next
        while cursor < tokens.count, cursor == next || !startsLine[cursor] {
            if tokens[cursor].kind == .operator {
                for character in tokens[cursor].text {
                    if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
                }
            }
            cursor += 1
            if depth <= 0 { return cursor }
        }
        return next
    }

    /// The source lines as the lexer counts them: split at `\n`, `\r\n` and `\r`.
    static func lines(of code: String) -> [Substring] {
        var lines = code.split(omittingEmptySubsequences: false) { isLineBreak($0) }
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private static func lineBreaks(in text: Substring) -> Int {
        text.reduce(0) { $0 + (isLineBreak($1) ? 1 : 0) }
    }

    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }
}

/// Whether a token opens or closes a bracketed group.
enum BracketKind {
    case opening, closing

    init?(_ token: Token) {
        guard token.kind == .punctuation else { return nil }
        switch token.text {
        case "(", "[", "{": self = .opening
        case ")", "]", "}": self = .closing
        default: return nil
        }
    }
}
