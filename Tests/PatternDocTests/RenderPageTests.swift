import CCmark
import Foundation
@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocRender
import Testing

/// Renders `markdown` as the page `Docs/Guide.md`, with the blocks the extractor finds on it.
func renderGuide(
    _ markdown: String,
    decorate: (CodeBlock) -> CodeBlockDecoration = { _ in .none }
) throws -> RenderedPage {
    let page = DocPage(path: "Docs/Guide.md", title: "Guide", markdown: markdown)
    return PageRenderer.render(page, blocks: try blocksWithoutProblems(of: page), decorate: decorate)
}

/// What cmark's own HTML renderer makes of `markdown`.
private func cmarkHTML(_ markdown: String) -> String {
    let html = markdown.withCString { cmark_markdown_to_html($0, strlen($0), CMARK_OPT_DEFAULT) }!
    defer { free(html) }
    return String(cString: html)
}

/// The anchor link every heading starts with.
func anchor(_ slug: String) -> String {
    ##"<a class="anchor" href="#\##(slug)" aria-label="Link to this section">#</a>"##
}

@Suite struct RenderPageTests {
    @Test func headingsGetSlugIDsAndALinkToThemselves() throws {
        let rendered = try renderGuide("# Title\n\n## Use *it*\n\n### Use it\n\n#### Deep\n")
        #expect(rendered.bodyHTML == """
            <h1 id="title">\(anchor("title"))Title</h1>
            <h2 id="use-it">\(anchor("use-it"))Use <em>it</em></h2>
            <h3 id="use-it-1">\(anchor("use-it-1"))Use it</h3>
            <h4 id="deep">\(anchor("deep"))Deep</h4>

            """)
        #expect(rendered.headings == [
            RenderedPage.Heading(level: 2, text: "Use it", slug: "use-it"),
            RenderedPage.Heading(level: 3, text: "Use it", slug: "use-it-1"),
        ])
        #expect(rendered.anchors == ["title", "use-it", "use-it-1", "deep"])
    }

    @Test func headingTextForTheOutlineIsPlainWithSingleSpaces() throws {
        let rendered = try renderGuide("## The `Store`  and *its* [scopes](Scoping.md)\n")
        #expect(rendered.bodyHTML == """
            <h2 id="the-store-and-its-scopes">\(anchor("the-store-and-its-scopes"))The <code>Store</code>  \
            and <em>its</em> <a href="Scoping.html">scopes</a></h2>

            """)
        #expect(rendered.headings.map(\.text) == ["The Store and its scopes"])
    }

    @Test(arguments: [
        "A *b* **c** `d<e>` & \"q\"  \nf\ng\\\nh\n",
        "> quote\n>\n> > nested\n\n---\n\n***\n",
        "- one\n- two\n  - nested\n  - tight\n\n3. x\n4. y\n",
        "- loose\n\n- list\n\n  second paragraph\n",
        "1. a\n\n   > quoted in a loose item\n2. b\n",
        "![a *b* `c`](img/p.png \"The title\")\n",
        "Setext\n======\n\nplain text with entities &copy; &#35; and \\*escapes\\*\n",
        "- [ ] not a task list in CommonMark\n\n* * *\n\n+ plus\n",
    ])
    func proseIsRenderedAsCommonMarkRendersIt(markdown: String) throws {
        let expected = cmarkHTML(markdown).replacingOccurrences(of: "<h1>", with: "<h1 id=\"setext\">\(anchor("setext"))")
        #expect(try renderGuide(markdown).bodyHTML == expected)
    }

    @Test func rawHTMLIsShownAsTextWithAWarningAtItsLine() throws {
        let rendered = try renderGuide("Text <b>bold</b> here.\n\n<div class=\"x\">\nblock\n</div>\n")
        #expect(rendered.bodyHTML == """
            <p>Text &lt;b&gt;bold&lt;/b&gt; here.</p>
            <p>&lt;div class=&quot;x&quot;&gt;
            block
            &lt;/div&gt;</p>

            """)
        #expect(rendered.warnings.map(\.position) == [
            SourcePosition(file: "Docs/Guide.md", line: 1),
            SourcePosition(file: "Docs/Guide.md", line: 3),
        ])
        #expect(rendered.warnings.allSatisfy { $0.message.contains("raw HTML is not allowed") })
        #expect(rendered.warnings.allSatisfy { $0.hint?.contains("Write Markdown instead") == true })
    }

    @Test func linksToPagesPointAtTheirHTMLAndOtherLinksStayAsWritten() throws {
        let rendered = try renderGuide(
            "See [a](Scoping.md), [b](Sub/IfLet.md#usage \"T\"),\n[c](#top), [d](../Up.md?x=1) and [e](https://x.org/a.md).\n\n"
                + "![img](img/p.png) <mailto:me@x.org>\n"
        )
        #expect(rendered.bodyHTML == """
            <p>See <a href="Scoping.html">a</a>, <a href="Sub/IfLet.html#usage" title="T">b</a>,
            <a href="#top">c</a>, <a href="../Up.html?x=1">d</a> and <a href="https://x.org/a.md" rel="noopener">e</a>.</p>
            <p><img src="img/p.png" alt="img" /> <a href="mailto:me@x.org" rel="noopener">mailto:me@x.org</a></p>

            """)
        #expect(rendered.links == [
            RenderedPage.Link(target: "Scoping.md", line: 1),
            RenderedPage.Link(target: "Sub/IfLet.md#usage", line: 1),
            RenderedPage.Link(target: "#top", line: 2),
            RenderedPage.Link(target: "../Up.md?x=1", line: 2),
            RenderedPage.Link(target: "https://x.org/a.md", line: 2),
            RenderedPage.Link(target: "img/p.png", line: 4, isImage: true),
            RenderedPage.Link(target: "mailto:me@x.org", line: 4),
        ])
        #expect(rendered.warnings.isEmpty)
    }

    @Test func linksInListsQuotesAndHeadingsRecordTheirOwnLines() throws {
        let rendered = try renderGuide("- one\n- two [x](A.md)\n\n> quoted\n> [y](B.md)\n\n## See [z](C.md)\n")
        #expect(rendered.links.map(\.line) == [2, 5, 7])
    }

    @Test func linksThatCouldRunCodeAreEmptiedWithAWarning() throws {
        let rendered = try renderGuide("Do not [click](javascript:alert(1)).\n")
        #expect(rendered.bodyHTML == "<p>Do not <a href=\"\">click</a>.</p>\n")
        #expect(rendered.warnings.map(\.position?.line) == [1])
        #expect(rendered.links == [RenderedPage.Link(target: "javascript:alert(1)", line: 1)])
    }

    @Test func searchTextHoldsHeadingsAndProseAndSearchCodeTheWordsOfVisibleCode() throws {
        let rendered = try renderGuide("""
            # Title

            Some *prose* with `code`
            over two lines.

            ```swift hidden
            let secret = 1
            ```

            ```swift
            let shown = 1
            shown.ifLet(\\.child) // shown again, 2x
            ```

            - item

            """)
        #expect(rendered.searchText == "Title\nSome prose with code over two lines.\nitem")
        // Each word once, in order; numbers and one-letter words are left out.
        #expect(rendered.searchCode == "let shown ifLet child again")
    }
}
