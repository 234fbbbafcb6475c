import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocVerify

/// Lines between `// snippet.hide` and `// snippet.show`: verified with their block, left off
/// the page, copied by the copy button, and reported at their own line when they fail.
@Suite(.serialized)
struct HiddenLinesTests {
    private let markdown = """
        # Todos

        ```swift
        // snippet.hide
        let todos = ["Milk", "Eggs"]
        // snippet.show
        print(todos.count)
        ```

        """

    @Test func extractionKeepsHiddenLinesInTheCodeAndLeavesThemOutOfTheShownCode() throws {
        let page = DocPage(path: "Docs/Todos.md", title: "Todos", markdown: markdown)
        let block = try #require(try blocksWithoutProblems(of: page).first)

        #expect(block.code == "// snippet.hide\nlet todos = [\"Milk\", \"Eggs\"]\n// snippet.show\nprint(todos.count)\n")
        #expect(block.codeLine == 4)
        #expect(block.shownCode == "print(todos.count)\n")
        #expect(block.hasHiddenLines)
        #expect(block.copiedCode == "let todos = [\"Milk\", \"Eggs\"]\nprint(todos.count)\n")
    }

    @Test func aHideMarkerWithoutShowHidesToTheEndAndIndentedMarkersCount() {
        let code = "let shown = 1\n    // snippet.hide  \nlet hidden = 2\n"
        #expect(HiddenLines.shown(code) == "let shown = 1\n")
        #expect(HiddenLines.runnable(code) == "let shown = 1\nlet hidden = 2\n")
    }

    @Test func aMarkerWithOtherTextOnItsLineIsAnOrdinaryComment() {
        let code = "let a = 1 // snippet.hide\n// snippet.hide me\nlet b = 2\n"
        #expect(HiddenLines.shown(code) == nil)
        #expect(HiddenLines.runnable(code) == code)
    }

    @Test func blocksInOtherLanguagesKeepTheirMarkerLines() throws {
        let page = DocPage(path: "Docs/Todos.md", title: "Todos", markdown: "```text\n// snippet.hide\nsecret\n```\n")
        let block = try #require(try blocksWithoutProblems(of: page).first)
        #expect(block.shownCode == nil)
        #expect(try renderGuide("```text\n// snippet.hide\nsecret\n```\n").bodyHTML.contains("secret"))
    }

    @Test func theRenderedPageShowsOnlyTheVisibleLinesAndCopiesTheWholeCode() throws {
        let rendered = try renderGuide(markdown)
        let code = try #require(rendered.bodyHTML.range(of: "<pre>").map { String(rendered.bodyHTML[$0.lowerBound...]) })

        #expect(!code.contains("Milk"))
        #expect(!code.contains("snippet"))
        #expect(code.contains("todos"))
        #expect(rendered.bodyHTML.contains(
            "<figure class=\"code\" id=\"block-0\" data-copy=\"let todos = [&quot;Milk&quot;, &quot;Eggs&quot;]\nprint(todos.count)\n\">"
        ))
    }

    @Test func aBlockWithoutMarkersHasNoCopyAttribute() throws {
        let rendered = try renderGuide("```swift\nlet x = 1\n```\n")
        #expect(!rendered.bodyHTML.contains("data-copy"))
    }

    @Test func anErrorInAHiddenLineOfADocCommentIsReportedAtThatLineOfTheSwiftFile() async throws {
        let package = try FixtureCopy()
        try package.edit("Sources/Greeting/Greeter.swift") { source in
            source.replacingOccurrences(of: "/// Greets people by name, politely or not.\n", with: """
                /// Greets people by name, politely or not.
                ///
                /// ```swift
                /// // snippet.hide
                /// let name: Int = "Ada"
                /// // snippet.show
                /// print(Greeter().greet("\\(name)"))
                /// ```

                """)
        }

        let report = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        let file = "Sources/Greeting/Greeter.swift"
        let example = try #require(report.blocks.first { $0.page == file })
        #expect(example.status == .failed)
        #expect(example.message?.hasPrefix("\(file):5:") == true)
        #expect(example.message?.contains("cannot convert value of type 'String' to specified type 'Int'") == true)
    }
}
