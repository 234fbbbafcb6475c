import Foundation
@testable import PatternDoc
@testable import PatternDocLayout
@testable import PatternDocRender
@testable import PatternDocSite
import Testing

/// Pages named with `%`, `#` or `?` keep their names on disk and are linked with those
/// characters percent-encoded, everywhere the site links a page: the sidebar, previous and
/// next, the index, the search index and links written in the pages.
@Suite struct SiteHrefEncodingTests {
    private func build() throws -> SiteBuilder.Output {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "- [Done](<100% done.md>)\n- [C sharp](C%23.md)\n- [What](what%3F.md)\n",
            "Package/Docs/100% done.md": "# Done\n\nNext [C sharp](C%23.md#c-sharp), then [what](<what%3F.md>).\n",
            "Package/Docs/C#.md": "# C sharp\n\nBack to [done](100%25%20done.md) or [as written](<100% done.md>).\n",
            "Package/Docs/what?.md": "# What\n\n## Why\n",
        ])
        defer { scratch.remove() }
        return try SiteBuilder.build(siteInput(try scratch.load()))
    }

    @Test func pageFilesKeepTheirNames() throws {
        let site = try build()
        #expect(site.files["100% done.html"] != nil)
        #expect(site.files["C#.html"] != nil)
        #expect(site.files["what?.html"] != nil)
    }

    @Test func theSidebarAndThePagerLinkPagesPercentEncoded() throws {
        let site = try build()
        let page = site.text("C#.html")
        let navigation = site.text(SiteNavigation.fileName)
        #expect(navigation.contains("[0,\"100%25%20done.html\",\"Done\"]"))
        #expect(navigation.contains("[0,\"C%23.html\",\"C sharp\"]"))
        #expect(navigation.contains("[0,\"what%3F.html\",\"What\"]"))
        #expect(page.contains("data-current=\"C%23.html\""))
        #expect(page.contains("<a class=\"pager-previous\" rel=\"prev\" href=\"100%25%20done.html\">"))
        #expect(page.contains("<a class=\"pager-next\" rel=\"next\" href=\"what%3F.html\">"))
    }

    @Test func linksWrittenInPagesPointAtTheEncodedHTML() throws {
        let site = try build()
        #expect(site.text("100% done.html").contains("<a href=\"C%23.html#c-sharp\">C sharp</a>"))
        #expect(site.text("100% done.html").contains("<a href=\"what%3F.html\">what</a>"))
        #expect(site.text("C#.html").contains("<a href=\"100%25%20done.html\">done</a>"))
        #expect(site.text("C#.html").contains("<a href=\"100%25%20done.html\">as written</a>"))
    }

    @Test func theIndexAndTheSearchIndexLinkPagesPercentEncoded() throws {
        let site = try build()
        let index = site.text("index.html")
        #expect(index.contains("<a href=\"100%25%20done.html\">Done</a>"))
        #expect(index.contains("<a href=\"C%23.html\">C sharp</a>"))
        #expect(index.contains("<a href=\"what%3F.html\">What</a>"))
        let search = site.text(SearchIndex.fileName)
        #expect(search.contains("\"href\":\"100%25%20done.html\""))
        #expect(search.contains("\"href\":\"C%23.html\""))
        // The page's own heading keeps only its fragment; the page's href is encoded above.
        #expect(search.contains("\"href\":\"what%3F.html\""))
        #expect(search.contains("[\"Why\",\"#why\"]"))
    }

    @Test func percentEncodingAPathLeavesOrdinaryNamesAlone() {
        #expect(HTMLEscaping.percentEncodedPath("Guide/Scoping.html") == "Guide/Scoping.html")
        #expect(HTMLEscaping.percentEncodedPath("Guide/100% done?.html") == "Guide/100%25%20done%3F.html")
        #expect(HTMLEscaping.percentEncodedPath("a:b #c.html") == "a%3Ab%20%23c.html")
        #expect(HTMLEscaping.percentEncodedPath("Über.html") == "%C3%9Cber.html")
    }
}
