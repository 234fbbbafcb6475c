import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocReport
@testable import PatternDocVerify

/// Verifies `Fixtures/Shapes`' DocC catalog as `patterndoc test --docs Sources/Shapes/Shapes.docc`
/// does, with zero edits: every block that compiles is verified, every one that does not is
/// reported with its own errors and a cause, and the attributes the summary suggests are all
/// a maintainer has to add.
@Suite(.serialized)
struct DocCEndToEndTests {
    static func options(_ package: FixtureCopy) -> VerifyOptions {
        VerifyOptions(packageRoot: package.path, docs: "\(package.path)/Sources/Shapes/Shapes.docc")
    }

    @Test func everyBlockThatCompilesIsVerifiedAndEachFailureIsItsOwn() async throws {
        let package = try FixtureCopy(fixture: "Shapes")
        let options = Self.options(package)
        let report = try await offThePool { try Verifier.verify(options) }
        let docs = "Sources/Shapes/Shapes.docc"
        func block(_ page: String, _ line: Int) throws -> BlockReport {
            try #require(report.blocks.first { $0.page == "\(docs)/\(page)" && $0.line == line })
        }

        #expect(report.summaryLine == "11 passed, 3 failed, 1 illustrative fragment")
        #expect(report.builds == 3)
        // The root page's `// Prints "true"` was checked.
        #expect(try block("Shapes.md", 9).kind == .output)
        // The manifest type-checked as a Package.swift; the redeclared `Example`s, Foundation's
        // UUID used without an import, and the test of the latest `Example` all passed.
        #expect(try block("Articles/GettingStarted.md", 13).kind == .manifest)
        #expect(report.blocks.filter { $0.page.hasSuffix("GettingStarted.md") }.allSatisfy { $0.status == .passed })
        #expect(try block("Articles/GettingStarted.md", 53).tests == ["totalAddsTheAreas()"])
        // The endless loop marked `norun` compiled and was not run.
        #expect(try block("Articles/GettingStarted.md", 67).kind == .compiledNotRun)

        let elided = try block("Articles/Drawing.md", 9)
        #expect(elided.status == .failed)
        #expect(elided.message?.hasPrefix("\(docs)/Articles/Drawing.md:11:5: error: unary operator cannot be separated from its operand") == true)
        #expect(elided.cause == .elidedCode)
        #expect(elided.suggestedAttribute == #"skip("elided code")"#)

        let wrongOutput = try block("Articles/Drawing.md", 25)
        #expect(wrongOutput.kind == .output)
        #expect(wrongOutput.message?.contains("the comment says the print at line 26 prints\n    \"1.0\"\nbut it printed\n    \"0.0\"") == true)
        #expect(wrongOutput.cause == .outputDiffers)
        #expect(wrongOutput.suggestedAttribute == nil)

        // No block of the page declares `Rectangle`: an illustrative fragment, not a failure.
        let missing = try block("Articles/Drawing.md", 32)
        #expect(missing.status == .fragment)
        #expect(missing.message?.hasPrefix("an illustrative fragment: it uses `Rectangle`, which no block of the page declares") == true)
        #expect(missing.message?.hasSuffix("\(docs)/Articles/Drawing.md:33:17: error: cannot find 'Rectangle' in scope") == true)
        #expect(missing.suggestedAttribute == nil)

        // The page's other blocks kept their results: a `// Prints` that matched, the block that
        // crashed (the program ran again without it), the tabs' blocks after it, and the
        // snippet, run as a program of its own.
        #expect(try block("Articles/Drawing.md", 17).status == .passed)
        #expect(try block("Articles/Drawing.md", 54).status == .passed)
        #expect(try block("Articles/Drawing.md", 59).status == .passed)
        let crash = try block("Articles/Drawing.md", 38)
        #expect(crash.message?.contains("this block crashed the program") == true)
        #expect(crash.cause == .failsWhenRun)
        #expect(crash.suggestedAttribute == "norun")
        let snippet = try #require(report.blocks.first { $0.page.hasSuffix("Drawing.md") && $0.index == 7 })
        #expect(snippet.status == .passed)
        #expect(snippet.kind == .output)

        let summary = AdoptionSummary.text(for: report)
        #expect(summary.contains("\(docs)/Articles/Drawing.md:9: ```swift skip(\"elided code\")"))
        #expect(summary.contains("\(docs)/Articles/Drawing.md:32: uses `Rectangle`"))
        #expect(summary.contains("Adding the 2 attributes above leaves 1 block to fix. The doc workspace was built 3 times."))

        // Adding only the suggested attributes leaves the one block whose comment is wrong.
        try package.edit("\(docs)/Articles/Drawing.md") { text in
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for failed in report.blocks where failed.page.hasSuffix("Drawing.md") {
                if let attribute = failed.suggestedAttribute { lines[failed.line - 1] = "```swift \(attribute)" }
            }
            return lines.joined(separator: "\n")
        }
        let again = try await offThePool { try Verifier.verify(options) }
        #expect(again.summaryLine == "12 passed, 1 failed, 1 skipped, 1 illustrative fragment")
    }
}
