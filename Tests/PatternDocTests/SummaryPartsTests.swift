import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLayout
@testable import PatternDocLoad
@testable import PatternDocSite

/// `SUMMARY.md`'s part titles, as mdBook writes them: a `#` heading between the lists names
/// the group of the pages after it, in the loader's chapters, the sidebar and the front page.
@Suite struct SummaryPartsTests {
    private func parts(_ markdown: String) -> [String?] {
        Summary(parsing: markdown).entries.map(\.part)
    }

    @Test func aHeadingBetweenListsNamesThePagesAfterItUpToTheNext() {
        let summary = Summary(parsing: """
            # Summary

            [Introduction](Intro.md)

            # Essentials

            - [Scoping](Scoping.md)
              - [ifLet](IfLet.md)
            - [Effects](Effects.md)

            # The tool

            - [Writing docs](Writing.md)
            """)
        #expect(summary.entries.map(\.link) == ["Intro.md", "Scoping.md", "IfLet.md", "Effects.md", "Writing.md"])
        #expect(summary.entries.map(\.part) == [nil, "Essentials", "Essentials", "Essentials", "The tool"])
        #expect(summary.entries.map(\.depth) == [0, 1, 2, 1, 1])
    }

    @Test func theFirstHeadingIsTheBookTitleNotAPartEvenWhenItIsNotCalledSummary() {
        #expect(parts("# Summary\n\n- [A](A.md)\n") == [nil])
        #expect(parts("# Essentials\n\n- [A](A.md)\n") == [nil])
        #expect(parts("# Summary\n# Essentials\n- [A](A.md)\n") == ["Essentials"])
        #expect(parts("Some words first.\n\n# Essentials\n- [A](A.md)\n") == ["Essentials"])
    }

    @Test func aPartTitleWithNoLinksAfterItGroupsNothingAndTheNextOneTakesOver() {
        let summary = Summary(parsing: "# Summary\n\n# Empty\n\n# Full\n\n- [A](A.md)\n\n# Trailing\n")
        #expect(summary.entries.map(\.part) == ["Full"])
    }

    @Test func aHashInsideACodeFenceAQuoteOrAListIsNotAPartTitle() {
        let markdown = """
            # Summary

            # Real

            ```markdown
            # Not a part
            ```

            > # Quoted, not a part

            - # In a list, not a part
              [B](B.md)
            - [A](A.md)

                # Indented code, not a part

            - [C](C.md)
            """
        #expect(parts(markdown) == ["Real", "Real", "Real"])
    }

    @Test func onlyLevelOneHeadingsArePartsAndAnEmptyOneEndsThePart() {
        #expect(parts("# Summary\n# One\n## Sub\n- [A](A.md)\n#\n- [B](B.md)\n") == ["One", nil])
        #expect(parts("# Summary\n# *Styled* `part`\n- [A](A.md)\n") == ["Styled part"])
        #expect(parts("# Summary\nTitle\n===\n\nPart\n===\n- [A](A.md)\n") == ["Part"])
    }

    @Test func theLoaderGivesEachChapterItsPart() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "# Summary\n\n[Intro](Intro.md)\n\n# Basics\n\n- [A](A.md)\n  - [B](B.md)\n",
            "Package/Docs/Intro.md": "# Intro\n",
            "Package/Docs/A.md": "# A\n",
            "Package/Docs/B.md": "# B\n",
        ])
        defer { scratch.remove() }
        let docs = try scratch.load()
        #expect(docs.chapters.map(\.part) == [nil, "Basics", "Basics"])
        #expect(docs.chapters.map(\.depth) == [0, 0, 1])
    }
}

/// The sidebar shows each part as a title that is not a link, before its pages.
@Suite struct SidebarPartsTests {
    private func rows(_ script: String) -> [[Any]] {
        script.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("["), let data = line.trimmingCharacters(in: CharacterSet(charactersIn: ",")).data(using: .utf8) else {
                return nil
            }
            return try? JSONSerialization.jsonObject(with: data) as? [Any]
        }
    }

    @Test func aPartRowComesBeforeTheFirstPageOfEachPartAndNestingStartsAgainUnderIt() {
        let navigation = SiteNavigation(items: [
            NavItem(title: "Intro", href: "Intro.html", depth: 0),
            NavItem(title: "A", href: "A.html", depth: 0, part: "Basics"),
            NavItem(title: "B", href: "B.html", depth: 1, part: "Basics"),
            NavItem(title: "C", href: "C.html", depth: 1, part: "More"),
            NavItem(title: "D", href: "D.html", depth: 0, part: "More"),
        ])
        #expect(navigation.levels == [0, 0, 1, 0, 0])
        let data = rows(navigation.dataScript)
        #expect(data.count == 7)
        #expect(data.map { $0[1] is NSNull } == [false, true, false, false, true, false, false])
        #expect(data.map { "\($0[2])" } == ["Intro", "Basics", "A", "B", "More", "C", "D"])
    }

    @Test func aPartTitleIsEscapedSoThatItCannotEndTheScript() {
        let script = SiteNavigation(items: [NavItem(title: "A", href: "A.html", depth: 0, part: "</script><b>")]).dataScript
        #expect(!script.contains("</script>"))
        #expect(script.contains("[0,null,"))
    }

    @Test func withoutPartsThereAreNoPartRows() {
        let script = SiteNavigation(items: [NavItem(title: "A", href: "A.html", depth: 0)]).dataScript
        #expect(!script.contains("null"))
    }

    @Test func theSidebarScriptShowsAPartRowAsATitleThatIsNotALink() throws {
        let script = try SiteAssets.sidebarScript
        #expect(script.contains("href === null"))
        #expect(script.contains("part-title"))
    }
}

/// The front page: the writer's `index.md` when the docs folder has one, else every page of
/// the sidebar in a section per part.
@Suite struct FrontPageTests {
    private func site(_ files: [String: String]) throws -> (site: SiteBuilder.Output, docs: LoadedDocs) {
        let scratch = try DocsFolderScratch(files: files.reduce(into: [:]) { $0["Package/Docs/" + $1.key] = $1.value })
        defer { scratch.remove() }
        let docs = try scratch.load()
        var input = siteInput(docs)
        var blocks: [String: [CodeBlock]] = [:]
        for page in docs.pages { blocks[page.path] = try blocksWithoutProblems(of: page) }
        input.blocks = blocks
        return (try SiteBuilder.build(input, inParallel: false), docs)
    }

    private let pages = [
        "A.md": "# A\n\nText.\n",
        "B.md": "# B\n\nText.\n",
        "C.md": "# C\n\nText.\n",
    ]

    @Test func theDefaultFrontPageGroupsThePagesUnderTheirPartTitles() throws {
        var files = pages
        files["SUMMARY.md"] = "# Summary\n\n- [A](A.md)\n\n# Basics\n\n- [B](B.md)\n\n# More & `<more>`\n\n- [C](C.md)\n"
        let (site, _) = try site(files)
        let index = site.text("index.html")
        let a = try #require(index.range(of: "<a href=\"A.html\">A</a>"))
        let basics = try #require(index.range(of: "<h2 id=\"basics\">Basics</h2>"))
        let b = try #require(index.range(of: "<a href=\"B.html\">B</a>"))
        let more = try #require(index.range(of: "<h2 id=\"more-more\">More &amp; &lt;more&gt;</h2>"))
        let c = try #require(index.range(of: "<a href=\"C.html\">C</a>"))
        #expect(a.lowerBound < basics.lowerBound && basics.lowerBound < b.lowerBound)
        #expect(b.lowerBound < more.lowerBound && more.lowerBound < c.lowerBound)
        #expect(index.components(separatedBy: "<ul class=\"index\">").count - 1 == 3)
        // Each part's list is closed before the next part's title.
        #expect(index.contains("</ul>\n<h2 id=\"basics\">") && index.contains("</ul>\n<h2 id=\"more-more\">"))
    }

    @Test func withoutPartsTheDefaultFrontPageIsOneList() throws {
        var files = pages
        files["SUMMARY.md"] = "- [A](A.md)\n- [B](B.md)\n"
        let (site, _) = try site(files)
        let index = site.text("index.html")
        #expect(!index.contains("<h2"))
        #expect(index.contains("<ul class=\"index\">\n<li class=\"depth-0\"><a href=\"A.html\">A</a></li>\n<li class=\"depth-0\"><a href=\"B.html\">B</a></li>\n</ul>"))
    }

    @Test func anIndexPageTheSummaryDoesNotListIsTheFrontPageAndNotInTheSidebar() throws {
        var files = pages
        files["SUMMARY.md"] = "# Basics\n- [A](A.md)\n- [B](B.md)\n"
        files["index.md"] = "# Welcome\n\nStart with [A](A.md).\n\n```swift\nlet answer = 42\n```\n"
        let (site, docs) = try site(files)
        #expect(docs.pages.map(\.title) == ["Welcome", "A", "B"])
        #expect(docs.unlisted.map { URL(fileURLWithPath: $0).lastPathComponent } == ["C.md"])
        #expect(!docs.chapters.contains { $0.page.hasSuffix("index.md") })
        let index = site.text("index.html")
        #expect(index.contains("<title>Welcome – Scratch</title>"))
        #expect(index.contains("Start with <a href=\"A.html\">A</a>."))
        #expect(!index.contains("<ul class=\"index\">"))
        // Its blocks are blocks of a page like any other, and the pager leads on to the first page.
        #expect(index.contains("let"))
        #expect(index.contains("rel=\"next\" href=\"A.html\""))
        #expect(!index.contains("rel=\"prev\""))
        #expect(site.text("A.html").contains("rel=\"prev\" href=\"index.html\""))
        #expect(!site.text(SiteNavigation.fileName).contains("index.html"))
    }

    @Test func anIndexPageTheSummaryListsStaysWhereItIsListed() throws {
        var files = pages
        files["SUMMARY.md"] = "- [Home](index.md)\n- [A](A.md)\n"
        files["index.md"] = "# Welcome\n\nHello.\n"
        let (site, docs) = try site(files)
        #expect(docs.pages.map(\.title) == ["Home", "A"])
        #expect(site.text("index.html").contains("Hello."))
        #expect(site.text(SiteNavigation.fileName).contains("\"index.html\""))
    }

    @Test func withoutASummaryTheIndexPageComesFirst() throws {
        var files = pages
        files["index.md"] = "# Welcome\n\nHello.\n"
        files["README.md"] = "# Read me\n"
        let (site, docs) = try site(files)
        #expect(docs.pages.map(\.title) == ["Welcome", "Read me", "A", "B", "C"])
        #expect(site.text("index.html").contains("Hello."))
    }

    @Test func anIndexPageInASubfolderIsAnOrdinaryPage() throws {
        var files = pages
        files["SUMMARY.md"] = "- [A](A.md)\n"
        files["Guide/index.md"] = "# Guide\n"
        let (site, docs) = try site(files)
        #expect(docs.pages.map(\.title) == ["A"])
        #expect(docs.unlisted.map { URL(fileURLWithPath: $0).lastPathComponent } == ["B.md", "C.md", "index.md"])
        #expect(site.text("index.html").contains("<ul class=\"index\">"))
    }
}
