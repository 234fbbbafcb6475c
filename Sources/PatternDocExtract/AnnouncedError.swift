import Foundation
import SwiftSource

/// A comment in which a block says that its code is wrong on purpose: `// Error`,
/// `// Error: Return types don't match.`, `// this will report a compile-time error`,
/// `// this example will not compile`, `// 🛑 Cannot assign to property`. Books show what the
/// compiler rejects that way (The Swift Programming Language has some 30 such listings), and a
/// reader takes the comment as the block's promise: it must not compile.
///
/// So a block with no attribute whose comment announces an error is a `fails` block, as if its
/// fence said so (``CodeBlockExtractor``), and passes only when the compiler rejects it for a
/// reason of its own (``FailChecker``). The words are strict, so that a comment about errors
/// in general (`// Error handling`, `// reports an error to the caller`) is not one, and an
/// error that happens when the code runs (`// this triggers a runtime error`) is left to the
/// run: only the compiler's errors are announced this way.
enum AnnouncedError {
    /// The line (1-based, in `code`) of the first comment that announces a compile-time error,
    /// or `nil` when none does.
    static func line(in code: String) -> Int? {
        // Lexed only when a comment could say so: the bytes hold `//` and "error" or "compile".
        guard code.contains("//"),
            code.range(of: "error", options: .caseInsensitive) != nil || code.contains("compile") || code.contains("🛑")
        else { return nil }
        for token in Lexer.tokens(in: code) where token.kind == .lineComment {
            if announces(String(token.text.dropFirst(2))) { return token.line }
        }
        return nil
    }

    /// Whether a comment's text (after `//`) announces a compile-time error.
    static func announces(_ comment: String) -> Bool {
        let text = comment.trimmingCharacters(in: .whitespaces).lowercased()
        guard !text.contains("runtime"), !text.contains("run-time"), !text.contains("run time") else { return false }
        return patterns.contains { text.range(of: $0, options: .regularExpression) != nil }
    }

    /// What an announcing comment says, lowercased: `Error` alone or before `:`, `.`, `!` or a
    /// dash; "this [example] reports / will report / causes / is / gives / triggers a
    /// [compile-time] error"; "this [example|code] will not / won't / does not compile"; and a
    /// stop sign, the mark Xcode gives an error, before the compiler's message
    /// (`// 🛑 Cannot assign to property: 'uuid' is a get-only property`), as Point-Free's
    /// docs write them.
    private static let patterns = [
        #"^🛑"#,
        #"^error\s*([:.!—–-]|$)"#,
        #"\bthis(\s+example|\s+code|\s+line)?\s+(will\s+report|reports|will\s+cause|causes|is|gives|triggers|will\s+trigger)\s+an?\s+(compile-time\s+|compiler\s+)?error\b"#,
        #"\bthis(\s+example|\s+code|\s+line)?\s+(will\s+not|won't|does\s+not|doesn't|cannot|can't)\s+compile\b"#,
    ]
}
