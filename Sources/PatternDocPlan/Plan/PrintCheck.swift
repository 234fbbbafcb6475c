import Foundation
import SwiftSource

/// A `// Prints "x"` comment right after a top-level statement, Apple's convention for the
/// output of an example: the program marks where that statement's output starts and ends, and
/// the block fails when it printed anything else. The statement is a `print(...)`, or any
/// other that prints as it runs: a loop or an `if` whose body prints (the comment below its
/// closing brace), a call of a function or closure of the page that prints, an assignment
/// that ends an instance whose `deinit` prints. A `let` or `var` is not checked, nor a `Task`, whose
/// body prints after the statements that follow it.
///
/// The comment is on the statement's own last line or on the lines right after it; each
/// `// Prints` line is one line of output, written in quotes (`// Prints "Hello, Ada!"`, with
/// `\"` for a quote) or as is (`// Prints 42`).
///
/// ```text
/// let checks = PrintCheck.find(in: "let x = 2\nprint(x * 21)\n// Prints \"42\"\n", firstLine: 10)
/// checks[0].firstLine   // 11
/// checks[0].expected    // "42"
/// ```
package struct PrintCheck: Hashable, Sendable {
    /// The number of the check within its module, which the program's marks carry.
    package var number: Int
    /// The line of the file where the statement starts.
    package var firstLine: Int
    /// The line where it ends.
    var lastLine: Int
    /// The line of the (first) `// Prints` comment.
    package var commentLine: Int
    /// What the comment says the statement prints, lines joined with `\n`.
    package var expected: String
    /// Other readings of the same comment that the output may equal instead: Apple's prose
    /// leaves some comments ambiguous (`// Prints "a", because "b".` against
    /// `// Prints "["a", "b"]".`), so the check passes when the output is any of them.
    package var alternatives: [String] = []
    /// Whether the `print` is inside a body (a function's, a loop's, a closure's) rather than
    /// a top-level statement: it may run any number of times, and passes when one of its runs
    /// printed what the comment says.
    package var isInBody = false

    /// Creates a check.
    init(number: Int, firstLine: Int, lastLine: Int, commentLine: Int, expected: String) {
        self.number = number
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.commentLine = commentLine
        self.expected = expected
    }

    /// The checks of `code`, whose first line is line `firstLine` of its file, numbered from
    /// `firstNumber`: one per top-level statement followed by `// Prints`.
    static func find(in code: String, firstLine: Int, firstNumber: Int = 0) -> [PrintCheck] {
        guard code.contains("// Prints") else { return [] }
        return find(in: LexedBlock(code), firstLine: firstLine, firstNumber: firstNumber)
    }

    /// The checks of a lexed block, as `find(in:firstLine:firstNumber:)` finds them.
    static func find(in lexed: LexedBlock, firstLine: Int, firstNumber: Int = 0) -> [PrintCheck] {
        let comments = lexed.lineComments
        // Every comment a check reads starts so.
        guard comments.contains(where: { $0.text.hasPrefix("// Prints") }) else { return [] }
        let commentsByLine = Dictionary(comments.map { ($0.line, String($0.text)) }) { first, _ in first }
        var found: [(first: Int, last: Int, inBody: Bool)] = []
        for item in TopLevelItems(lexed).items() where item.kind == .statement {
            let first = item.tokens.lowerBound
            // A binding may become a global, which the program uses in its place: what its
            // initializer prints is not told apart from the statements around it.
            guard !lexed.isToken(first, .keyword, "let"), !lexed.isToken(first, .keyword, "var"), !item.tokens.isEmpty else { continue }
            // A `Task { ... }` prints when it runs, after the statements that follow it.
            if lexed.isToken(first, .identifier, "Task"), lexed.tokens.count > first + 1, ["{", "(", "."].contains(lexed.tokens[first + 1].text) {
                continue
            }
            found.append((lexed.tokens[first].line, lexed.tokens[item.tokens.upperBound - 1].line, false))
        }
        found += printsInBodies(of: lexed)
        var checks: [PrintCheck] = []
        let reader = CommentReader(comments: commentsByLine, lexed: lexed)
        for statement in found.sorted(by: { $0.first < $1.first }) {
            guard let (lines, commentLine) = reader.expectation(after: statement.last) else { continue }
            let offset = firstLine - 1
            var check = PrintCheck(
                number: firstNumber + checks.count,
                firstLine: statement.first + offset,
                lastLine: statement.last + offset,
                commentLine: commentLine + offset,
                expected: lines.map { $0[0] }.joined(separator: "\n")
            )
            check.isInBody = statement.inBody
            let readings = lines.map(\.count).max() ?? 1
            check.alternatives = (1..<max(readings, 1)).map { reading in
                lines.map { $0.indices.contains(reading) ? $0[reading] : $0[0] }.joined(separator: "\n")
            }.filter { $0 != check.expected }
            checks.append(check)
        }
        return checks
    }

    /// The `print(...)` calls inside bodies (a function's, a loop's, a closure's, an accessor's)
    /// that are statements of their own lines: `print` first on its line, nothing after its
    /// closing parenthesis on that line but a comment. Their first and last lines.
    private static func printsInBodies(of lexed: LexedBlock) -> [(first: Int, last: Int, inBody: Bool)] {
        var found: [(first: Int, last: Int, inBody: Bool)] = []
        var depth = 0
        let tokens = lexed.tokens
        for index in tokens.indices {
            if tokens[index].text == "{" { depth += 1 } else if tokens[index].text == "}" { depth -= 1 }
            guard depth > 0, lexed.startsLine[index], lexed.isToken(index, .identifier, "print"),
                lexed.isToken(index + 1, .punctuation, "(")
            else { continue }
            var parentheses = 0
            var closing: Int?
            for inner in (index + 1)..<tokens.count {
                switch BracketKind(tokens[inner]) {
                case .opening: parentheses += 1
                case .closing: parentheses -= 1
                case nil: break
                }
                if parentheses == 0 { closing = inner; break }
            }
            guard let closing, tokens[closing].text == ")" else { continue }
            let last = tokens[closing].line
            guard closing + 1 == tokens.count || lexed.startsLine[closing + 1] else { continue }
            found.append((tokens[index].line, last, true))
        }
        return found
    }

    /// Reads the `// Prints` comments after a statement's last line.
    private struct CommentReader {
        let comments: [Int: String]
        let lexed: LexedBlock

        func isCommentOnly(_ line: Int) -> Bool {
            !lexed.isSignificantLine.indices.contains(line - 1) || !lexed.isSignificantLine[line - 1]
        }

        /// The readings of each line of output the comments on `lastLine` (after the code) and
        /// on the comment-only lines right after it say, and the line of the first comment; `nil`
        /// when no `// Prints` comment is there.
        func expectation(after lastLine: Int) -> (lines: [[String]], commentLine: Int)? {
            var lines: [[String]] = []
            var commentLine: Int?
            var line = lastLine
            if let text = comments[line], let expected = PrintCheck.expectations(text) {
                lines.append(expected)
                commentLine = line
            }
            line += 1
            while let text = comments[line], isCommentOnly(line) {
                if PrintCheck.isLinesHeading(text), lines.isEmpty {
                    // `// Prints two lines:` then one comment line per line of output, as is.
                    commentLine = line
                    line += 1
                    while let text = comments[line], isCommentOnly(line), text.hasPrefix("//") {
                        lines.append([Self.body(of: text)])
                        line += 1
                    }
                    break
                }
                if PrintCheck.opensQuote(text) {
                    // `// Prints "a long line` and `// that goes on here."`: one quotation over
                    // several comment lines, the line breaks read as spaces or as they are.
                    var parts = [text]
                    var next = line + 1
                    while let more = comments[next], isCommentOnly(next), more.hasPrefix("//"), !more.hasPrefix("// Prints") {
                        parts.append(Self.body(of: more))
                        next += 1
                        if parts.last?.hasSuffix("\"") == true || parts.last?.hasSuffix("\".") == true { break }
                    }
                    guard parts.count > 1 else { break }
                    var readings: [String] = []
                    for joined in [parts.joined(separator: " "), parts.joined(separator: "\n")] {
                        for reading in PrintCheck.expectations(joined) ?? [] where !readings.contains(reading) { readings.append(reading) }
                    }
                    lines.append(readings)
                    commentLine = commentLine ?? line
                    line = next
                    continue
                }
                guard let expected = PrintCheck.expectations(text) else { break }
                lines.append(expected)
                commentLine = commentLine ?? line
                line += 1
            }
            guard let commentLine, !lines.isEmpty else { return nil }
            return (lines, commentLine)
        }

        /// A comment's text after `//` and one space.
        static func body(of comment: String) -> String {
            let body = comment.dropFirst(2)
            return String(body.hasPrefix(" ") ? body.dropFirst() : body)
        }
    }

    /// Whether the comment opens a quotation it does not close: `// Prints "a long line`.
    static func opensQuote(_ comment: String) -> Bool {
        guard comment.hasPrefix("// Prints \"") else { return false }
        return !comment.dropFirst("// Prints \"".count).contains("\"")
    }

    /// What a `// Prints ...` comment expects, or `nil` for any other comment.
    static func expectation(_ comment: String) -> String? {
        expectations(comment)?.first
    }

    /// Every reading of a `// Prints ...` comment, the likeliest first, or `nil` for any other
    /// comment. Written as Apple writes them:
    ///
    /// - `// Prints "x".` and `// Prints "x"`: the text between the outer quotes, quotes
    ///   inside it kept; `\"` read as a quote too, and the text read as is as well.
    /// - `// Prints "x", because ...`: also the text up to a quote followed by a comma.
    /// - `// Prints x`, and `// Prints x.` read with and without its full stop.
    static func expectations(_ comment: String) -> [String]? {
        guard comment.hasPrefix("// Prints ") else { return nil }
        let text = comment.dropFirst("// Prints ".count).trimmingCharacters(in: .whitespaces)
        guard !isLinesHeading(comment) else { return nil }
        guard text.count >= 2, text.hasPrefix("\"") else {
            return text.hasSuffix(".") && text.count > 1 ? [text, String(text.dropLast())] : [text]
        }
        var readings: [String] = []
        func add(_ inner: Substring) {
            let unescaped = unescape(inner)
            // A comment that escapes its quotes means them escaped; one that does not, as is.
            let ordered = inner.contains("\\\"") ? [unescaped, String(inner)] : [String(inner), unescaped]
            for reading in ordered where !readings.contains(reading) { readings.append(reading) }
        }
        let body = text.dropFirst()
        if let close = body.lastIndex(of: "\""), ["", "."].contains(body[body.index(after: close)...]) {
            add(body[..<close])
        }
        var index = body.startIndex
        while let quote = body[index...].firstIndex(of: "\"") {
            let after = body[body.index(after: quote)...]
            if after.hasPrefix(", ") || after.hasPrefix("; ") || after.hasPrefix(" (") { add(body[..<quote]) }
            index = body.index(after: quote)
        }
        return readings.isEmpty ? [text] : readings
    }

    /// Whether the comment opens a multi-line expectation: `// Prints two lines:`,
    /// `// Prints 3 lines:`, `// Prints:`.
    static func isLinesHeading(_ comment: String) -> Bool {
        guard comment.hasPrefix("// Prints"), comment.hasSuffix(":") else { return false }
        let words = comment.dropFirst("// Prints".count).dropLast().split(separator: " ")
        return words.isEmpty || (words.count == 2 && (words[1] == "lines" || words[1] == "line"))
    }

    /// `text` with `\"`, `\\`, `\n` and `\t` read as the characters they stand for.
    private static func unescape(_ text: Substring) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
