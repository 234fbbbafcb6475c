import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLayout
@testable import PatternDocReport
@testable import PatternDocSite

/// A block that printed previews shows them on the site: a device frame per preview under the
/// code, with its title as the caption and its HTML as printed, and a badge that links to the
/// block's row of the verification report like the block's other badge.
@Suite struct PreviewSiteTests {
    private static let screen = "<div class=\"cui-screen\"><button type=\"button\" class=\"cui-button\">"
        + "<span class=\"cui-text\">Tom &amp; Jerry</span></button></div>"

    private func site(previews: [BlockPreview]) throws -> SiteBuilder.Output {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "- [Counter](Counter.md)\n",
            "Package/Docs/Counter.md": "# Counter\n\n```swift\nlet count = 2\n```\n\n```swift\nprint(count)\n```\n",
        ])
        defer { scratch.remove() }
        let docs = try scratch.load()
        let page = try #require(docs.pages.first)
        let blocks = try blocksWithoutProblems(of: page)
        let reports = blocks.map { block in
            BlockReport(
                page: page.path, line: block.fenceLine, index: block.index, kind: .compiled,
                isHidden: false, status: .passed, previews: block.index == 1 ? previews : []
            )
        }
        var input = siteInput(docs)
        input.blocks = [page.path: blocks]
        input.report = VerificationReport(
            dependencyHash: "", pages: [.init(path: page.path, title: page.title, hash: "", reused: false)],
            blocks: reports, problems: [], seconds: 0
        )
        return try SiteBuilder.build(input)
    }

    /// The HTML of the page's figure `block-N`.
    private func figure(_ index: Int, in html: String) throws -> String {
        let start = try #require(html.range(of: "<figure class=\"code\" id=\"block-\(index)\">"))
        let end = try #require(html.range(of: "</figure>\n", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func aBlockWithAPreviewShowsItInAFrameUnderTheCode() throws {
        let html = try site(previews: [BlockPreview(title: "After <two> taps", html: Self.screen)]).text("Counter.html")
        let shown = try figure(1, in: html)

        #expect(shown.contains(
            "</code></pre><div class=\"pd-previews\"><figure class=\"pd-preview-frame\" aria-label=\"Preview: After &lt;two&gt; taps\">"
                + "<figcaption class=\"pd-preview-title\">After &lt;two&gt; taps</figcaption>"
                + "<div class=\"pd-preview-device\"><div class=\"pd-preview\" inert>\(Self.screen)</div></div></figure></div></figure>"
        ))
        #expect(!shown.contains("&amp;amp;"))
        #expect(!(try figure(0, in: html)).contains("pd-preview"))
    }

    @Test func thePreviewBadgeLinksWhereTheBlocksBadgeDoes() throws {
        let html = try site(previews: [BlockPreview(title: "", html: Self.screen)]).text("Counter.html")
        let shown = try figure(1, in: html)
        let anchor = BlockBadge.anchor(page: "Docs/Counter.md", line: 7)

        #expect(shown.contains("<a class=\"badge badge-compiled\" href=\"verification.html#\(anchor)\""))
        #expect(shown.contains("<a class=\"badge badge-preview\" href=\"verification.html#\(anchor)\""))
        #expect(shown.contains(">rendered preview</a>"))
        #expect(!(try figure(0, in: html)).contains("badge-preview"))
    }

    @Test func aPreviewWithoutATitleHasNoCaption() throws {
        let html = try site(previews: [BlockPreview(title: "", html: Self.screen)]).text("Counter.html")

        #expect(html.contains("<figure class=\"pd-preview-frame\" aria-label=\"Rendered preview\"><div class=\"pd-preview-device\">"))
        #expect(!html.contains("pd-preview-title"))
    }

    @Test func severalPreviewsAreFramedInOrderAndCounted() throws {
        let site = try site(previews: [
            BlockPreview(title: "First", html: "<p>1</p>"),
            BlockPreview(title: "Second", html: "<p>2</p>"),
        ])
        let html = site.text("Counter.html")
        let first = try #require(html.range(of: "<p>1</p>"))
        let second = try #require(html.range(of: "<p>2</p>"))

        #expect(first.lowerBound < second.lowerBound)
        #expect(html.contains(">2 rendered previews</a>"))
        #expect(html.contains("Its 2 rendered previews came from running the code."))
        #expect(site.text("verification.html").contains("<td>compiled, 2 rendered previews<td>"))
    }

    @Test func theStyleSheetStylesTheFrameAndTheViewsInBothThemes() throws {
        let css = try SiteAssets.styleSheet
        for selector in [
            ".pd-preview-device", ".pd-preview .cui-button", ".pd-preview .cui-hstack", ".pd-preview .cui-vstack",
            ".pd-preview .cui-toggle > input[role=\"switch\"]", ".pd-preview .cui-row", ".pd-preview .cui-tab-bar",
            ".pd-preview .cui-tab-selected", ".pd-preview .cui-font-largeTitle", ".pd-preview .cui-color-red",
            ".pd-preview .cui-sheet::before", ".pd-preview .cui-text-field", ".badge-preview",
            ".pd-previews",
        ] {
            #expect(css.contains(selector + " {") || css.contains(selector + ","), "no rule for \(selector)")
        }
        #expect(css.contains("pointer-events: none"))
        // The device's colours follow the page's theme through light-dark(), written once.
        #expect(css.contains("--pv-bg: light-dark(#f2f2f7, #000000);"))
    }
}
