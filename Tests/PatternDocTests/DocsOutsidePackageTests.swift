import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocLayout
@testable import PatternDocSite

/// `--docs` outside the package: page paths are absolute, and links between pages and the
/// sidebar resolve exactly as for docs inside it, without the absolute paths reaching the site.
@Suite struct DocsOutsidePackageTests {
    @Test func linksBetweenPagesAndTheSidebarWorkForDocsOutsideThePackage() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Package.swift": "",
            "Elsewhere/Docs/SUMMARY.md": "# Summary\n\n- [First](First.md)\n  - [Second](Sub/Second.md)\n",
            "Elsewhere/Docs/First.md": "# First\n\nSee [the second](Sub/Second.md#second).\n",
            "Elsewhere/Docs/Sub/Second.md": "# Second\n\nBack to [the first](../First.md).\n",
        ])
        defer { scratch.remove() }

        let docs = try scratch.load(docs: "Elsewhere/Docs")
        let site = try SiteBuilder.build(siteInput(docs))

        #expect(docs.pages.map(\.path) == [scratch.path("Elsewhere/Docs/First.md"), scratch.path("Elsewhere/Docs/Sub/Second.md")])
        #expect(site.files["First.html"] != nil)
        #expect(site.files["Sub/Second.html"] != nil)
        #expect(sidebar(of: site.text("First.html")).contains("data-current=\"First.html\""))
        #expect(sidebar(of: site.text("Sub/Second.html")).contains("data-current=\"Sub/Second.html\""))
        #expect(site.text(SiteNavigation.fileName).contains("[0,\"First.html\",\"First\"],\n[1,\"Sub/Second.html\",\"Second\"]"))
        #expect(site.text("First.html").contains("<a href=\"Sub/Second.html#second\">the second</a>"))
        #expect(site.text("Sub/Second.html").contains("<a href=\"../First.html\">the first</a>"))
        #expect(!site.files.keys.contains { $0.hasPrefix("/") || $0.contains("Elsewhere") })
        #expect(!site.files.values.contains { String(decoding: $0, as: UTF8.self).contains(scratch.root.path) })
    }

    @Test func aBrokenLinkBetweenPagesOutsideThePackageNamesTheAbsolutePage() throws {
        let scratch = try DocsFolderScratch(files: ["Docs/A.md": "# A\n\n[gone](Gone.md)\n"])
        defer { scratch.remove() }

        let docs = try scratch.load(docs: "Docs", package: "Package")

        #expect(siteProblems(siteInput(docs)) == [
            "\(scratch.path("Docs/A.md")):3: error: the link to 'Gone.md' points at \(scratch.path("Docs/Gone.md")), "
                + "which is not a page of the site. Fix the path, or add the page to SUMMARY.md.",
        ])
    }

    @Test func resolvingALinkFromAnAbsolutePageKeepsThePathAbsolute() {
        #expect(LinkCheck.resolve("B.md", from: "/tmp/docs/A.md") == "/tmp/docs/B.md")
        #expect(LinkCheck.resolve("../B.md", from: "/tmp/docs/Sub/A.md") == "/tmp/docs/B.md")
        #expect(LinkCheck.resolve("B.md", from: "Docs/A.md") == "Docs/B.md")
    }

    private func sidebar(of html: String) -> String {
        guard let start = html.range(of: "<nav class=\"sidebar\""), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
        else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }
}
