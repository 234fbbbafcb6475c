import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocLayout

/// A page one folder down, in the sidebar, with both neighbours.
private func samplePage(
    previous: PageLink? = PageLink(title: "Scoping", href: "../Scoping.html"),
    next: PageLink? = PageLink(title: "Effects", href: "../Effects.html"),
    footer: String = "Every Swift block on this page was verified by patterndoc: 2 compiled, 1 tested."
) -> String {
    PageLayout(
        siteTitle: "PatternDoc",
        pageTitle: "The ifLet operator",
        bodyHTML: "<h1 id=\"iflet\">The ifLet operator</h1>\n<p>Body &amp; soul</p>",
        toc: [
            (level: 1, text: "The ifLet operator", slug: "iflet"),
            (level: 2, text: "Usage", slug: "usage"),
            (level: 3, text: "Optional state", slug: "optional-state"),
            (level: 4, text: "Too deep", slug: "too-deep"),
        ],
        currentPage: "Scoping/IfLet.html",
        previous: previous,
        next: next,
        rootPrefix: "../",
        footer: footer
    ).render()
}

@Suite struct LayoutTests {
    @Test func pageHasHeaderSearchSidebarMainPagerAndOutline() {
        let html = samplePage()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\""))
        for required in [
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<header class=\"site-header\">",
            "<button id=\"menu-toggle\" class=\"icon-button\" type=\"button\" aria-controls=\"sidebar\" aria-expanded=\"false\"",
            "<input id=\"search\" type=\"search\" placeholder=\"Search (/)\" autocomplete=\"off\"",
            "<ul id=\"search-results\" role=\"listbox\"",
            "<button id=\"theme-toggle\" class=\"icon-button\" type=\"button\"",
            "<nav class=\"sidebar\" id=\"sidebar\"",
            "<main id=\"content\">",
            "<nav class=\"pager\"",
            "<aside class=\"toc\"",
            "<footer class=\"page-footer\"><p>Every Swift block on this page was verified by patterndoc: 2 compiled, 1 tested.</p></footer>",
        ] {
            #expect(html.contains(required), "missing \(required)")
        }
        #expect(html.contains("<article class=\"page\">\n<h1 id=\"iflet\">The ifLet operator</h1>\n<p>Body &amp; soul</p>\n</article>"))
        #expect(html.contains("<title>The ifLet operator – PatternDoc</title>"))
    }

    @Test func regionsComeInReadingOrder() throws {
        let html = samplePage()
        let order = ["<header", "<nav class=\"sidebar\"", "<main", "<article", "<nav class=\"pager\"", "</main>", "<aside class=\"toc\""]
        let positions = try order.map { try #require(html.range(of: $0)).lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func sidebarNamesTheCurrentPageForTheSharedNavigationScriptLoadedRightAfterIt() {
        let html = samplePage()
        #expect(html.contains("""
            <nav class="sidebar" id="sidebar" aria-label="Pages" data-current="Scoping/IfLet.html">
            <ul>
            <li><a href="../index.html">All pages</a></li>
            </ul>
            </nav>
            <script src="../navigation.js"></script>
            """))
        #expect(!html.contains("aria-current"), "the current page is marked by navigation.js, not in every page")
    }

    @Test func sidebarWithoutACurrentPageStillLinksTheIndexForReadersWithoutJavaScript() {
        let sidebar = PageLayout(siteTitle: "S", pageTitle: "P", bodyHTML: "").sidebar
        #expect(sidebar == """
            <nav class="sidebar" id="sidebar" aria-label="Pages">
            <ul>
            <li><a href="index.html">All pages</a></li>
            </ul>
            </nav>
            <script src="navigation.js"></script>
            """)
    }

    @Test func pagerLinksBothNeighboursWhenThereAreTwo() {
        let html = samplePage()
        #expect(html.contains("<a class=\"pager-previous\" rel=\"prev\" href=\"../Scoping.html\"><span class=\"pager-label\">Previous</span><span class=\"pager-title\">Scoping</span></a>"))
        #expect(html.contains("<a class=\"pager-next\" rel=\"next\" href=\"../Effects.html\"><span class=\"pager-label\">Next</span><span class=\"pager-title\">Effects</span></a>"))
    }

    @Test func pagerLeavesOutAMissingNeighbour() {
        let first = samplePage(previous: nil)
        #expect(!first.contains("pager-previous"))
        #expect(first.contains("pager-next"))
        let last = samplePage(next: nil)
        #expect(last.contains("pager-previous"))
        #expect(!last.contains("pager-next"))
    }

    @Test func pagerIsEmptySoCSSCanHideItOnALonePage() {
        let html = samplePage(previous: nil, next: nil)
        #expect(html.contains("<nav class=\"pager\" aria-label=\"Previous and next pages\"></nav>"))
    }

    @Test func rootPrefixLeadsToTheSiteFilesFromASubfolder() {
        let html = samplePage()
        #expect(html.contains("<link rel=\"stylesheet\" href=\"../assets/style.css\">"))
        #expect(html.contains("<script src=\"../search-index.js\" defer></script>"))
        #expect(html.contains("<script src=\"../assets/site.js\" defer></script>"))
        #expect(html.contains("<a class=\"site-title\" href=\"../index.html\">PatternDoc</a>"))
        #expect(html.contains("<html lang=\"en\" data-root=\"../\">"))
    }

    @Test func searchIndexLoadsBeforeTheScriptThatReadsIt() throws {
        let html = samplePage()
        let index = try #require(html.range(of: "search-index.js"))
        let script = try #require(html.range(of: "assets/site.js"))
        #expect(index.lowerBound < script.lowerBound)
    }

    @Test func rootPrefixGetsItsTrailingSlash() {
        let layout = PageLayout(siteTitle: "S", pageTitle: "P", bodyHTML: "", rootPrefix: "../..")
        #expect(layout.rootPrefix == "../../")
        #expect(layout.render().contains("href=\"../../assets/style.css\""))
        let atRoot = PageLayout(siteTitle: "S", pageTitle: "P", bodyHTML: "").render()
        #expect(atRoot.contains("href=\"assets/style.css\""))
        #expect(atRoot.contains("<html lang=\"en\" data-root=\"\">"))
    }

    @Test func titlesLinksAndFooterAreEscaped() {
        let hostile = "<script>alert(\"x\")</script> & 'more'"
        let html = PageLayout(
            siteTitle: hostile,
            pageTitle: hostile,
            bodyHTML: "",
            toc: [(level: 2, text: hostile, slug: "a\"b")],
            currentPage: "a\"onclick=\"x.html",
            previous: PageLink(title: hostile, href: "p.html"),
            next: PageLink(title: hostile, href: "n.html"),
            footer: hostile
        ).render()
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("\"onclick"))
        #expect(!html.contains("a\"b"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 'more'"))
        #expect(html.contains("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 'more'</title>"))
    }

    @Test func outlineListsOnlySecondAndThirdLevelHeadings() {
        let html = samplePage()
        #expect(html.contains("<li class=\"toc-h2\"><a href=\"#usage\">Usage</a></li>"))
        #expect(html.contains("<li class=\"toc-h3\"><a href=\"#optional-state\">Optional state</a></li>"))
        #expect(!html.contains("#too-deep"))
        #expect(!html.contains("href=\"#iflet\""))
    }

    @Test func outlineIsAnEmptyAsideWithoutHeadings() {
        let html = PageLayout(siteTitle: "S", pageTitle: "P", bodyHTML: "").render()
        #expect(html.contains("<aside class=\"toc\" aria-label=\"On this page\"></aside>"))
        #expect(!html.contains("On this page</h2>"))
    }

    @Test func footerIsLeftOutWhenEmpty() {
        #expect(!samplePage(footer: "").contains("<footer"))
    }

    @Test func windowTitleIsTheSiteAloneOnAPageNamedLikeIt() {
        let html = PageLayout(siteTitle: "Docs", pageTitle: "Docs", bodyHTML: "").render()
        #expect(html.contains("<title>Docs</title>"))
    }

    @Test func themeIsSetInHeadBeforeTheStyleSheetLoads() throws {
        let html = samplePage()
        let script = try #require(html.range(of: "<script>(function(){"))
        let styleSheet = try #require(html.range(of: "<link rel=\"stylesheet\""))
        let headEnd = try #require(html.range(of: "</head>"))
        #expect(script.lowerBound < styleSheet.lowerBound && styleSheet.lowerBound < headEnd.lowerBound)
        #expect(PageLayout.themeScript.contains("localStorage.getItem(\"\(SiteAssets.themeStorageKey)\")"))
        #expect(PageLayout.themeScript.contains("prefers-color-scheme: dark"))
        #expect(PageLayout.themeScript.contains("setAttribute(\"data-theme\",t)"))
        #expect(!PageLayout.themeScript.contains("</"))
    }

    @Test func everyElementTheLayoutOpensIsClosed() {
        #expect(unbalancedTags(in: samplePage()) == [])
        #expect(unbalancedTags(in: samplePage(previous: nil, next: nil, footer: "")) == [])
        #expect(unbalancedTags(in: PageLayout(siteTitle: "S", pageTitle: "P", bodyHTML: "", currentPage: "t.html").render()) == [])
    }
}

/// Elements opened and not closed, or closed and not open, in order; script bodies are skipped
/// and void elements (and `<…/>`) need no end tag.
private func unbalancedTags(in html: String) -> [String] {
    let void: Set<String> = ["meta", "link", "input", "br", "img", "hr", "!doctype"]
    var open: [String] = []
    var problems: [String] = []
    var rest = Substring(html)
    while let start = rest.firstIndex(of: "<") {
        rest = rest[start...]
        guard let end = rest.firstIndex(of: ">") else { break }
        let tag = rest[rest.index(after: start)..<end]
        rest = rest[rest.index(after: end)...]
        let isEnd = tag.hasPrefix("/")
        let name = (isEnd ? tag.dropFirst() : tag).prefix { $0.isLetter || $0.isNumber || $0 == "!" }.lowercased()
        if isEnd {
            if open.last == name { open.removeLast() } else { problems.append("</\(name)>") }
        } else if !void.contains(name), !tag.hasSuffix("/") {
            open.append(name)
            if name == "script", let close = rest.range(of: "</script>") {
                rest = rest[close.lowerBound...]
            }
        }
    }
    return problems + open.map { "<\($0)>" }
}
