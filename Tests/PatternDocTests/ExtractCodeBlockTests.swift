import Testing
@testable import PatternDoc
@testable import PatternDocExtract

/// The blocks of a page at `Docs/Page.md`; its problems thrown when it has any.
private func extract(_ markdown: String) throws -> [CodeBlock] {
    try blocksWithoutProblems(of: DocPage(path: "Docs/Page.md", title: "Page", markdown: markdown))
}

/// The problems of a page at `Docs/Page.md`, in block order, one line each; empty if it has none.
private func problems(_ markdown: String) -> [String] {
    let extracted = CodeBlockExtractor.extractEachBlock(from: DocPage(path: "Docs/Page.md", title: "Page", markdown: markdown))
    return extracted.problems.keys.sorted().flatMap { extracted.problems[$0] ?? [] }.map(\.description)
}

private func swift(_ configure: (inout FenceAttributes) -> Void = { _ in }) -> FenceAttributes {
    var attributes = FenceAttributes(language: "swift")
    configure(&attributes)
    return attributes
}

@Suite struct ExtractCodeBlockTests {
    @Test func extractsEveryFencedBlockWithItsLinesCodeAndAttributes() throws {
        let markdown = """
            # Scoping

            Intro.

            ```swift
            struct Feature {}
            ```

            ```swift test
            @Test func works() {}
            ```

            ```bash
            swift build
            ```

            """
        #expect(try extract(markdown) == [
            CodeBlock(page: "Docs/Page.md", index: 0, fenceLine: 5, codeLine: 6, code: "struct Feature {}\n", attributes: swift()),
            CodeBlock(page: "Docs/Page.md", index: 1, fenceLine: 9, codeLine: 10, code: "@Test func works() {}\n",
                      attributes: swift { $0.isTest = true }),
            CodeBlock(page: "Docs/Page.md", index: 2, fenceLine: 13, codeLine: 14, code: "swift build\n",
                      attributes: FenceAttributes(language: "bash")),
        ])
    }

    @Test func linesStayRightAfterFrontMatterListsAndQuotes() throws {
        let markdown = """
            ---
            title: Scoping
            ---
            # Scoping

            - A list item:

              ```swift
              let inList = 1
              ```

            > Quoted:
            >
            > ```swift
            > let inQuote = 2
            > ```

            1. Ordered:
               ~~~~swift hidden
               let inOrdered = 3
               ~~~~
            """
        let blocks = try extract(markdown)
        #expect(blocks.map { [$0.fenceLine, $0.codeLine] } == [[8, 9], [14, 15], [19, 20]])
        #expect(blocks.map(\.code) == ["let inList = 1\n", "let inQuote = 2\n", "let inOrdered = 3\n"])
        #expect(blocks.map(\.attributes.isHidden) == [false, false, true])
    }

    @Test func indentedCodeIsNotExtracted() throws {
        let blocks = try extract("Text.\n\n    let indented = 1\n\n```swift\nlet fenced = 2\n```\n")
        #expect(blocks.map(\.code) == ["let fenced = 2\n"])
        #expect(blocks.map(\.index) == [0])
    }

    @Test func anEmptyBlockHasEmptyCode() throws {
        let blocks = try extract("```swift\n```\n")
        #expect(blocks.map(\.code) == [""])
        #expect(blocks.map(\.codeLines) == [2...2])
    }

    @Test func anOutputBlockTakesTheNextTextBlockAsItsExpectedOutput() throws {
        let markdown = "```swift output\nprint(\"hi\")\n```\n\nIt prints:\n\n```text\nhi\n```\n"
        let blocks = try extract(markdown)
        #expect(blocks.map(\.expectedOutput) == ["hi\n", nil])
        #expect(blocks.map(\.attributes.language) == ["swift", "text"])
    }

    @Test func anOutputBlockWithoutATextBlockAfterItIsAnError() {
        let message = "error: an `output` block must be followed by a ```text block holding the expected output"
        #expect(problems("# T\n\n```swift output\nprint(1)\n```\n") == [
            "Docs/Page.md:3: \(message) No code block follows it. Add a ```text block with exactly what the code prints.",
        ])
        #expect(problems("```swift output\nprint(1)\n```\n\n```swift\nlet a = 1\n```\n\n```text\n1\n```\n") == [
            "Docs/Page.md:1: \(message) The next code block, at line 5, is ```swift. "
                + "Add a ```text block with exactly what the code prints.",
        ])
    }

    @Test func anUnclosedFenceIsAnErrorAtItsOpeningLine() {
        let hint = "Add a ``` line after the code, inside the same list item or quote; until then the rest of the page reads as code."
        #expect(problems("# T\n\n```swift\nlet a = 1\n\nMore prose.\n") == [
            "Docs/Page.md:3: error: the code fence opened here is never closed \(hint)",
        ])
        #expect(problems("```swift\n```\n\n~~~~swift\nlet a = 1") == [
            "Docs/Page.md:4: error: the code fence opened here is never closed "
                + "Add a ~~~~ line after the code, inside the same list item or quote; until then the rest of the page reads as code.",
        ])
        #expect(problems("- ```swift\n  let a = 1\n- next item\n") == [
            "Docs/Page.md:1: error: the code fence opened here is never closed \(hint)",
        ])
    }

    @Test func everyProblemOfThePageIsReportedInOrder() {
        let markdown = """
            ```swift tset
            let a = 1
            ```

            ```swift output
            print(1)
            ```

            ```swift skip
            """
        #expect(problems(markdown) == [
            "Docs/Page.md:1: error: unknown fence attribute 'tset' Did you mean 'test'? Known attributes: test, hidden, "
                + "output, reset, norun, fails, fails(\"fragment\"), warns(\"fragment\"), skip(\"reason\"), continues.",
            "Docs/Page.md:5: error: an `output` block must be followed by a ```text block holding the expected output "
                + "The next code block, at line 9, is ```swift. Add a ```text block with exactly what the code prints.",
            "Docs/Page.md:9: error: the code fence opened here is never closed Add a ``` line after the code, "
                + "inside the same list item or quote; until then the rest of the page reads as code.",
            "Docs/Page.md:9: error: fence attribute 'skip' needs the reason the block is not verified "
                + "Write it as `skip(\"reason\")`; the report and the site show the reason.",
        ])
    }

    @Test func theErrorsDescribeOneProblemPerLine() {
        let page = DocPage(path: "Docs/Page.md", title: "Page", markdown: "```swift test test\n```\n\n```swift tset\n```\n")
        let error = #expect(throws: DocErrors.self) { try blocksWithoutProblems(of: page) }
        #expect(error?.description == """
            Docs/Page.md:1: error: fence attribute 'test' is given twice Remove one of them.
            Docs/Page.md:4: error: unknown fence attribute 'tset' Did you mean 'test'? Known attributes: test, \
            hidden, output, reset, norun, fails, fails("fragment"), warns("fragment"), skip("reason"), continues.
            """)
    }

    @Test func attributeEscapesSurviveMarkdownParsing() throws {
        let markdown = #"""
            ```swift fails("say \"hi\" to C:\\dir")
            let a: Int = "x"
            ```

            > ```swift warns("quoted \"here\"")
            > print(1)
            > ```
            """#
        let blocks = try extract(markdown)
        #expect(blocks.map(\.attributes.expectedFailure) == [#"say "hi" to C:\dir"#, nil])
        #expect(blocks.map(\.attributes.expectedWarning) == [nil, #"quoted "here""#])
    }

    @Test func aBlocksOwnSourceLocationIsRejectedAtItsLine() {
        let markdown = "# T\n\n```swift\nlet a = 1\n#sourceLocation(file: \"x.swift\", line: 1)\nlet b = 2\n```\n"
        #expect(problems(markdown) == [
            "Docs/Page.md:5: error: a block may not contain '#sourceLocation': patterndoc places every block with it, so that errors point at this page Remove the directive; errors in this block are already reported at its lines in the page.",
        ])
        // In a string or a comment it is only text.
        #expect(problems("```swift\n// #sourceLocation is set by patterndoc\nlet s = \"#sourceLocation\"\n```\n").isEmpty)
        // Other languages may show it.
        #expect(problems("```text\n#sourceLocation(file: \"x\", line: 1)\n```\n").isEmpty)
    }
}
