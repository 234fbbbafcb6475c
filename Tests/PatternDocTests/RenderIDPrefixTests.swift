import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocRender

/// A page rendered as one part of a larger page (a doc comment on an API page) takes an id
/// prefix, which the renderer writes into every id and every link to one as it renders.
@Suite struct RenderIDPrefixTests {
    static let page = DocPage(
        path: "Docs/Part.md",
        title: "Part",
        markdown: "## Usage\n\nSee [usage](#usage) and [the guide](Guide.md#usage).\n\n```swift\nlet x = 1\n```\n"
    )

    @Test func anIDPrefixGoesBeforeEveryIDAndEveryLinkToOneOfThePage() throws {
        let blocks = try blocksWithoutProblems(of: Self.page)
        let rendered = PageRenderer.render(Self.page, blocks: blocks, idPrefix: "top")
        #expect(rendered.bodyHTML.contains(##"<h2 id="top-usage"><a class="anchor" href="#top-usage" aria-label="Link to this section">#</a>Usage</h2>"##))
        #expect(rendered.bodyHTML.contains(##"<a href="#top-usage">usage</a>"##))
        #expect(rendered.bodyHTML.contains(##"<figure class="code" id="top-block-0">"##))
        // A link to another page's heading is not one of this page's ids.
        #expect(rendered.bodyHTML.contains(##"<a href="Guide.html#usage">the guide</a>"##))
        #expect(rendered.anchors == ["top-usage", "top-block-0"])
        #expect(rendered.headings.map(\.slug) == ["top-usage"])
    }

    @Test func withoutAPrefixTheIDsAreThePagesOwn() throws {
        let blocks = try blocksWithoutProblems(of: Self.page)
        let rendered = PageRenderer.render(Self.page, blocks: blocks)
        #expect(rendered.bodyHTML.contains(##"<h2 id="usage"><a class="anchor" href="#usage""##))
        #expect(rendered.bodyHTML.contains(##"<a href="#usage">usage</a>"##))
        #expect(rendered.bodyHTML.contains(##"<figure class="code" id="block-0">"##))
        #expect(rendered.anchors == ["usage", "block-0"])
    }

    @Test func aPrefixIsEscapedWhereItIsWritten() throws {
        let rendered = PageRenderer.render(Self.page, blocks: try blocksWithoutProblems(of: Self.page), idPrefix: "&&(_:_:)")
        #expect(rendered.bodyHTML.contains(##"<h2 id="&amp;&amp;(_:_:)-usage">"##))
        #expect(rendered.bodyHTML.contains(##"<figure class="code" id="&amp;&amp;(_:_:)-block-0">"##))
        #expect(rendered.bodyHTML.contains(##"<a href="#&amp;&amp;(_:_:)-usage">usage</a>"##))
    }
}
