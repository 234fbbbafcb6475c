import Foundation
@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLayout
@testable import PatternDocLoad
@testable import PatternDocRender
@testable import PatternDocSite
import Testing

/// The sidebar is one `navigation.js` per site that every page loads; each page names itself
/// as current, and keeps links to the index and its neighbours for readers without JavaScript.
@Suite struct SiteNavigationTests {
    /// A site of `count` pages: chapters of three, each a page with two lessons in a folder.
    private func build(pages count: Int, inParallel: Bool = true) throws -> (site: SiteBuilder.Output, docs: LoadedDocs) {
        var files: [String: String] = [:]
        var summary = ""
        for index in 0..<count {
            let chapter = index / 3
            let path = index % 3 == 0 ? "Chapter\(chapter).md" : "Chapter\(chapter)/Lesson\(index % 3).md"
            summary += (index % 3 == 0 ? "" : "  ") + "- [Page \(index) <&>](\(path))\n"
            files["Package/Docs/\(path)"] = """
                # Page \(index)

                Some *text* with `code` and a [link](\(index % 3 == 0 ? "" : "../")Chapter0.md).

                ## Section \(index)

                ```swift
                let value\(index) = \(index)
                ```

                """
        }
        files["Package/Docs/SUMMARY.md"] = summary
        let scratch = try DocsFolderScratch(files: files)
        defer { scratch.remove() }
        let docs = try scratch.load()
        let input = siteInput(docs)
        var blocks: [String: [CodeBlock]] = [:]
        for page in docs.pages { blocks[page.path] = try blocksWithoutProblems(of: page) }
        var withBlocks = input
        withBlocks.blocks = blocks
        return (try SiteBuilder.build(withBlocks, inParallel: inParallel), docs)
    }

    /// The `[level, href, title]` entries of a `navigation.js`, in order.
    private func entries(_ script: String) -> [(level: Int, href: String, title: String)] {
        script.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("["), let data = line.trimmingCharacters(in: CharacterSet(charactersIn: ",")).data(using: .utf8),
                let array = try? JSONSerialization.jsonObject(with: data) as? [Any], array.count == 3,
                let level = array[0] as? Int, let href = array[1] as? String, let title = array[2] as? String
            else { return nil }
            return (level, href, title)
        }
    }

    @Test func theNavigationFileListsEveryPageInSummaryOrderWithItsLevel() throws {
        let (site, docs) = try build(pages: 7)
        let listed = entries(site.text(SiteNavigation.fileName))
        #expect(listed.map(\.title) == docs.pages.map(\.title))
        #expect(listed.map(\.href) == docs.pages.map { siteInput(docs).href(of: $0.path) })
        #expect(listed.map(\.level) == [0, 1, 1, 0, 1, 1, 0])
        #expect(listed.first?.title == "Page 0 <&>")
        // `<` is escaped, so that no title can end a script.
        #expect(site.text(SiteNavigation.fileName).contains(#""Page 0 \u003c&>""#))
        #expect(site.text(SiteNavigation.fileName).hasSuffix(try SiteAssets.sidebarScript))
    }

    @Test func everyPageNamesItselfAsCurrentAndTheNavigationFileHasThatLink() throws {
        let (site, docs) = try build(pages: 7)
        let hrefs = Set(entries(site.text(SiteNavigation.fileName)).map(\.href))
        for page in docs.pages {
            let input = siteInput(docs)
            let html = site.text(input.sitePath(of: page.path))
            let current = input.href(of: page.path)
            #expect(html.contains("data-current=\"\(current)\""), "\(page.path) does not name itself")
            #expect(hrefs.contains(current), "\(current) is not in navigation.js")
            #expect(html.contains("<script src=\"\(input.rootPrefix(of: input.sitePath(of: page.path)))navigation.js\"></script>"))
        }
    }

    @Test func everyPageKeepsTheIndexAndItsNeighboursAsPlainLinksForReadersWithoutJavaScript() throws {
        let (site, docs) = try build(pages: 5)
        let input = siteInput(docs)
        for (position, page) in docs.pages.enumerated() {
            let sitePath = input.sitePath(of: page.path)
            let prefix = input.rootPrefix(of: sitePath)
            let html = site.text(sitePath)
            #expect(html.contains("<li><a href=\"\(prefix)index.html\">All pages</a></li>"), "\(sitePath) has no link to the index")
            if position > 0 {
                #expect(html.contains("rel=\"prev\" href=\"\(prefix)\(input.href(of: docs.pages[position - 1].path))\""))
            }
            if position + 1 < docs.pages.count {
                #expect(html.contains("rel=\"next\" href=\"\(prefix)\(input.href(of: docs.pages[position + 1].path))\""))
            }
        }
        #expect(site.text("index.html").contains("<a href=\"Chapter1/Lesson1.html\">Page 4 &lt;&amp;&gt;</a>"))
    }

    @Test func aPageNamesOnlyItselfAndItsNeighboursNotTheWholeList() throws {
        let (site, docs) = try build(pages: 9)
        let input = siteInput(docs)
        for (position, page) in docs.pages.enumerated() {
            let html = site.text(input.sitePath(of: page.path))
            for (other, otherPage) in docs.pages.enumerated() where abs(other - position) > 1 {
                #expect(!html.contains(HTMLEscaping.text(otherPage.title)), "\(page.path) names \(otherPage.title)")
            }
            #expect(!html.contains("aria-current"))
        }
    }

    @Test func levelsNestADeeperEntryInsideTheOneBeforeAndCloseListsToAShallowerOne() {
        func levels(_ depths: [Int]) -> [Int] {
            SiteNavigation(items: depths.map { NavItem(title: "T", href: "t.html", depth: $0) }).levels
        }
        #expect(levels([0, 1, 1, 2, 1, 0]) == [0, 1, 1, 2, 1, 0])
        #expect(levels([2, 0, 3, 1]) == [0, 0, 1, 0])
        #expect(levels([1, 3, 5, 2]) == [0, 1, 2, 0])
        #expect(levels([]) == [])
    }

    @Test func anEmptySiteHasAnEmptyList() throws {
        let script = try SiteNavigation(items: []).script()
        #expect(script.hasPrefix("window.PATTERNDOC_NAVIGATION = [\n];\n"))
    }

    @Test func renderingInParallelWritesTheSameFilesAsRenderingOneAfterTheOther() throws {
        let parallel = try build(pages: 60, inParallel: true).site
        let serial = try build(pages: 60, inParallel: false).site
        #expect(parallel.files.count == serial.files.count)
        #expect(parallel.files == serial.files)
        #expect(parallel.warnings == serial.warnings)
        #expect(parallel.pageCount == 60)
    }
}
