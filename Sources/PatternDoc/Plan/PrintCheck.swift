import Foundation
import SwiftSource

/// A `// Prints "x"` comment right after a top-level `print(...)` statement, Apple's convention
/// for the output of an example: the program marks where that statement's output starts and
/// ends, and the block fails when it printed anything else.
///
/// The comment is on the print's own last line or on the lines right after it; each
/// `// Prints` line is one line of output, written in quotes (`// Prints "Hello, Ada!"`, with
/// `\"` for a quote) or as is (`// Prints 42`).
///
/// ```swift
/// let checks = PrintCheck.find(in: "let x = 2\nprint(x * 21)\n// Prints \"42\"\n", firstLine: 10)
/// checks[0].firstLine   // 11
/// checks[0].expected    // "42"
/// ```
public struct PrintCheck: Hashable, Sendable {
    /// The number of the check within its module, which the program's marks carry.
    public var number: Int
    /// The line of the file where the `print` starts.
    public var firstLine: Int
    /// The line where it ends.
    public var lastLine: Int
    /// The line of the (first) `// Prints` comment.
    public var commentLine: Int
    /// What the comment says the statement prints, lines joined with `\n`.
    public var expected: String

    /// Creates a check.
    public init(number: Int, firstLine: Int, lastLine: Int, commentLine: Int, expected: String) {
        self.number = number
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.commentLine = commentLine
        self.expected = expected
    }

    /// The checks of `code`, whose first line is line `firstLine` of its file, numbered from
    /// `firstNumber`: one per top-level `print(...)` statement followed by `// Prints`.
    public static func find(in code: String, firstLine: Int, firstNumber: Int = 0) -> [PrintCheck] {
        guard code.contains("// Prints") else { return [] }
        let lexed = LexedBlock(code)
        let comments = Lexer.tokens(in: code).filter { $0.kind == .lineComment }
        let commentsByLine = Dictionary(comments.map { ($0.line, String($0.text)) }) { first, _ in first }
        var checks: [PrintCheck] = []
        for item in TopLevelItems(lexed).items() where item.kind == .statement {
            let first = item.tokens.lowerBound
            guard lexed.isToken(first, .identifier, "print"), lexed.isToken(first + 1, .punctuation, "("),
                lexed.indexAfterGroup(openingAt: first + 1) == item.tokens.upperBound
            else { continue }
            let lastLine = lexed.tokens[item.tokens.upperBound - 1].line
            var lines: [String] = []
            var commentLine: Int?
            var line = lastLine
            if let text = commentsByLine[line], let expected = expectation(text) {
                lines.append(expected)
                commentLine = line
            }
            line += 1
            while let text = commentsByLine[line], let expected = expectation(text),
                !lexed.isSignificantLine.indices.contains(line - 1) || !lexed.isSignificantLine[line - 1]
            {
                lines.append(expected)
                commentLine = commentLine ?? line
                line += 1
            }
            guard let commentLine else { continue }
            let offset = firstLine - 1
            checks.append(PrintCheck(
                number: firstNumber + checks.count,
                firstLine: lexed.tokens[first].line + offset,
                lastLine: lastLine + offset,
                commentLine: commentLine + offset,
                expected: lines.joined(separator: "\n")
            ))
        }
        return checks
    }

    /// What a `// Prints ...` comment expects, or `nil` for any other comment.
    static func expectation(_ comment: String) -> String? {
        guard comment.hasPrefix("// Prints ") else { return nil }
        let text = comment.dropFirst("// Prints ".count).trimmingCharacters(in: .whitespaces)
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
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
