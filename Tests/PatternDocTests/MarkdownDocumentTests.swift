import Testing
@testable import PatternDoc
@testable import PatternDocMarkdown

/// One line per event of a walk, `+kind@line` on enter and `-kind` on exit, for comparing
/// whole walks at once.
private func trace(_ markdown: String, blocksOnly: Bool = false) -> [String] {
    var lines: [String] = []
    let visit = { (event: MarkdownEvent) in
        switch event {
        case .enter(let node): lines.append("+\(node.kind)@\(node.startLine)")
        case .exit(let node): lines.append("-\(node.kind)")
        }
    }
    let document = MarkdownDocument(parsing: markdown)
    if blocksOnly { document.walkBlocks(visit) } else { document.walk(visit) }
    return lines
}

/// The entered nodes of `kind`.
private func collect<T>(_ markdown: String, _ kind: MarkdownNodeKind, _ read: (MarkdownNode) -> T) -> [T] {
    var found: [T] = []
    MarkdownDocument(parsing: markdown).walk { event in
        if case .enter(let node) = event, node.kind == kind { found.append(read(node)) }
    }
    return found
}

@Suite struct MarkdownDocumentTests {
    @Test func walkEntersAndExitsContainersButOnlyEntersLeaves() {
        #expect(trace("# Title\n\nSome *text*.\n") == [
            "+document@1",
            "+heading@1", "+text@1", "-heading",
            "+paragraph@3", "+text@3", "+emphasis@3", "+text@3", "-emphasis", "+text@3", "-paragraph",
            "-document",
        ])
    }

    @Test func walkBlocksSkipsTheInlinesOfParagraphsAndHeadingsButNotNestedBlocks() {
        let markdown = "# Title *x*\n\n> Quoted **text**.\n>\n> ```swift\n> let x = 1\n> ```\n\n- item `code`\n\n  ~~~\n  y\n  ~~~\n"
        #expect(trace(markdown, blocksOnly: true) == [
            "+document@1",
            "+heading@1", "-heading",
            "+blockQuote@3", "+paragraph@3", "-paragraph", "+codeBlock@5", "-blockQuote",
            "+list@9", "+item@9", "+paragraph@9", "-paragraph", "+codeBlock@11", "-item", "-list",
            "-document",
        ])
        // The same blocks as a full walk, in the same order.
        let inlineKinds: Set<String> = ["text", "emphasis", "strong", "code"]
        #expect(trace(markdown).filter { !inlineKinds.contains(String($0.dropFirst().prefix { $0 != "@" })) }
            == trace(markdown, blocksOnly: true))
        var title = ""
        MarkdownDocument(parsing: markdown).walkBlocks { event in
            if case .enter(let node) = event, node.kind == .heading { title = node.plainText }
        }
        #expect(title == "Title x")
    }

    @Test func headingsReportLevelLineAndPlainText() {
        let headings = collect("# One\n\ntext\n\n## Two `code` *em*\n\nThree\n=====\n", .heading) {
            "\($0.headingLevel ?? 0) \($0.startLine) \($0.plainText)"
        }
        #expect(headings == ["1 1 One", "2 5 Two code em", "1 7 Three"])
    }

    @Test func linksReportURLTitleTextAndLine() {
        let links = collect("See [the *guide*](Guide.md \"Read me\")\nand [x](https://x.org).\n", .link) {
            "\($0.startLine) \($0.url ?? "?") [\($0.title ?? "?")] \($0.plainText)"
        }
        #expect(links == ["1 Guide.md [Read me] the guide", "2 https://x.org [] x"])
    }

    @Test func codeBlocksReportInfoLiteralAndLines() {
        let markdown = "# T\n\n```swift test\nlet a = 1\nlet b = 2\n```\n\n~~~\nplain\n~~~\n"
        let blocks = collect(markdown, .codeBlock) {
            "\($0.startLine)-\($0.endLine) [\($0.fenceInfo ?? "?")] \($0.literal ?? "?")"
        }
        #expect(blocks == ["3-6 [swift test] let a = 1\nlet b = 2\n", "8-10 [] plain\n"])
    }

    @Test func nestedListsNestInTheWalk() {
        let markdown = "- a\n  - b\n    1. c\n- d\n"
        #expect(trace(markdown) == [
            "+document@1",
            "+list@1",
            "+item@1", "+paragraph@1", "+text@1", "-paragraph",
            "+list@2", "+item@2", "+paragraph@2", "+text@2", "-paragraph",
            "+list@3", "+item@3", "+paragraph@3", "+text@3", "-paragraph", "-item", "-list",
            "-item", "-list",
            "-item",
            "+item@4", "+paragraph@4", "+text@4", "-paragraph", "-item",
            "-list",
            "-document",
        ])
        let lists = collect(markdown, .list) { "\($0.isOrderedList ?? false) \($0.listStart ?? 0) \($0.isTightList ?? false)" }
        #expect(lists == ["false 0 true", "false 0 true", "true 1 true"])
    }

    @Test func accessorsOfOtherKindsAreNil() {
        let paragraphs = collect("text\n", .paragraph) { [$0.literal, $0.fenceInfo, $0.url, $0.title] }
        #expect(paragraphs == [[nil, nil, nil, nil]])
        let headingLevels = collect("text\n", .paragraph) { $0.headingLevel }
        #expect(headingLevels == [nil])
    }

    @Test func codeFenceTellsFencedFromIndentedCode() {
        let markdown = "text\n\n    ```swift\n    indented\n\n````swift\nfenced\n````\n"
        let fences = collect(markdown, .codeBlock) { $0.codeFence }
        #expect(fences == [nil, MarkdownCodeFence(character: "`", length: 4, isClosed: true, rawInfo: "swift")])
    }

    @Test func rawInfoKeepsTheBackslashesCmarkRemoves() {
        let markdown = #"""
            > - ```swift fails("say \"hi\" \\ now")
            >   let a = 1
            >   ```
            """# + "\n"
        let fences = collect(markdown, .codeBlock) { $0.codeFence?.rawInfo }
        let infos = collect(markdown, .codeBlock) { $0.fenceInfo }
        #expect(fences == [#"swift fails("say \"hi\" \\ now")"#])
        #expect(infos == [#"swift fails("say "hi" \ now")"#])
    }

    @Test func codeFenceIsClosedInsideQuotesAndListItems() {
        let markdown = "> ```swift\n> a\n> ```\n\n- item\n\n  ~~~swift\n  b\n  ~~~\n"
        let closed = collect(markdown, .codeBlock) { $0.codeFence?.isClosed }
        #expect(closed == [true, true])
    }

    @Test func codeFenceIsNotClosedWhenTheDocumentOrItsContainerEndsIt() {
        #expect(collect("```swift\nlet a = 1\n", .codeBlock) { $0.codeFence?.isClosed } == [false])
        #expect(collect("```swift\nlet a = 1", .codeBlock) { $0.codeFence?.isClosed } == [false])
        #expect(collect("```swift", .codeBlock) { $0.codeFence?.isClosed } == [false])
        #expect(collect("> ```swift\n> a\n\nafter\n", .codeBlock) { $0.codeFence?.isClosed } == [false])
        #expect(collect("- ```swift\n  a\n- next\n", .codeBlock) { $0.codeFence?.isClosed } == [false])
    }

    @Test func frontMatterIsSetApartAndLinesKeepTheirNumbers() {
        let markdown = "---\ntitle: Scoping\ntags: [a]\n---\n# Scoping\n"
        let document = MarkdownDocument(parsing: markdown)
        #expect(document.frontMatter == "title: Scoping\ntags: [a]\n")
        #expect(trace(markdown) == ["+document@1", "+heading@5", "+text@5", "-heading", "-document"])
    }

    @Test func aPageOpeningWithARuleThatNeverClosesHasNoFrontMatter() {
        let document = MarkdownDocument(parsing: "---\n\ntext\n")
        #expect(document.frontMatter == nil)
        #expect(trace("---\n\ntext\n") == ["+document@1", "+thematicBreak@1", "+paragraph@3", "+text@3", "-paragraph", "-document"])
    }

    @Test func windowsLineEndingsCountAsOneLineBreak() {
        let blocks = collect("para\r\n\r\n```swift\r\na\r\n```\r\n", .codeBlock) {
            "\($0.startLine)-\($0.endLine) \($0.literal ?? "") \($0.codeFence?.isClosed ?? false)"
        }
        #expect(blocks == ["3-5 a\n true"])
        // Old Mac line endings, and a fence whose info holds bytes below \r (a tab).
        let classic = collect("para\r\r```swift\tx\ra\r```\r", .codeBlock) {
            "\($0.startLine)-\($0.endLine) \($0.codeFence?.rawInfo ?? "") \($0.codeFence?.isClosed ?? false)"
        }
        #expect(classic == ["3-5 swift\tx true"])
    }

    @Test func anEmptyDocumentWalksOnlyTheRoot() {
        #expect(trace("") == ["+document@1", "-document"])
    }

    @Test func errorsThrownByTheVisitorStopTheWalk() {
        struct Stop: Error {}
        var entered = 0
        #expect(throws: Stop.self) {
            try MarkdownDocument(parsing: "a\n\nb\n\nc\n").walk { event in
                guard case .enter(let node) = event, node.kind == .paragraph else { return }
                entered += 1
                if entered == 2 { throw Stop() }
            }
        }
        #expect(entered == 2)
    }

    @Test func aNodeKeptAfterTheWalkStillReadsItsTree() {
        var kept: [MarkdownNode] = []
        do {
            let document = MarkdownDocument(parsing: "# Kept\n")
            document.walk { event in
                if case .enter(let node) = event, node.kind == .heading { kept.append(node) }
            }
        }
        #expect(kept.map(\.plainText) == ["Kept"])
    }
}
