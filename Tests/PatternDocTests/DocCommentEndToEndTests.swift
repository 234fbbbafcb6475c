import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocReport
@testable import PatternDocVerify

/// Runs the whole pipeline on `Fixtures/Greeter` with examples in its doc comments: they are
/// verified in the same build as the Markdown, and reported at the `.swift` file's lines.
@Suite(.serialized)
struct DocCommentEndToEndTests {
    /// `Greeter.swift` with an example that does not type-check on line 5 and a test on the
    /// `greet` method.
    private static func withExamples(_ source: String) -> String {
        source
            .replacingOccurrences(of: "/// Greets people by name, politely or not.\n", with: """
                /// Greets people by name, politely or not.
                ///
                /// ```swift
                /// let greeter = Greeter()
                /// let greeting: Int = greeter.greet("Ada")
                /// ```

                """)
            .replacingOccurrences(of: "    /// \"Hello, NAME.\" or \"Hello, NAME!\".\n", with: """
                    /// "Hello, NAME." or "Hello, NAME!".
                    ///
                    /// ```swift test
                    /// @Test func greetsPolitely() {
                    ///     #expect(Greeter().greet("Ada") == "Hello, Ada.")
                    /// }
                    /// ```

                """)
    }

    @Test func aTypeErrorInADocCommentFailsAtTheSwiftFilesLineAndFixingItReverifiesThatFileAlone() async throws {
        let package = try FixtureCopy()
        try package.edit("Sources/Greeting/Greeter.swift", Self.withExamples)

        let report = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        #expect(report.summaryLine == "5 passed, 1 failed")
        let file = "Sources/Greeting/Greeter.swift"
        #expect(report.pages.last == .init(path: file, title: file, hash: report.pages.last!.hash, reused: false, module: "Greeting"))
        let example = try #require(report.blocks.first { $0.page == file && $0.kind == .compiled })
        #expect(example.status == .failed)
        #expect(example.line == 3)
        #expect(example.message?.hasPrefix("\(file):5:") == true)
        #expect(example.message?.contains("cannot convert value of type 'String' to specified type 'Int'") == true)
        let test = try #require(report.blocks.first { $0.page == file && $0.kind == .test })
        #expect(test.status == .passed)
        #expect(test.tests == ["greetsPolitely()"])
        #expect(FailureSummary.text(for: report).contains("pass --no-doc-comments"))
        #expect(report.coverage?.summary == "Greeting: 4 of 4 public symbols documented (100.0%), 2 with an example, 1 verified")

        var markdownOnly = VerifyOptions(packageRoot: package.path)
        markdownOnly.docComments = false
        let again = try await offThePool { [markdownOnly] in try Verifier.verify(markdownOnly) }

        #expect(again.summaryLine == "4 passed, 0 failed")
        #expect(again.pages.allSatisfy { $0.module == nil })
        #expect(again.coverage?.summary == "Greeting: 4 of 4 public symbols documented (100.0%), 2 with an example")

        // Fixing the example edits a doc comment only: the Markdown page's result is reused.
        try package.edit("Sources/Greeting/Greeter.swift") { $0.replacingOccurrences(of: "let greeting: Int =", with: "let greeting: String =") }
        let fixed = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        #expect(fixed.summaryLine == "6 passed, 0 failed")
        #expect(fixed.pages.map(\.reused) == [true, false])
    }
}
