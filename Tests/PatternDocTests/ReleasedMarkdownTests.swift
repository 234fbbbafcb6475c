import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocLoad
@testable import PatternDocPackage
@testable import PatternDocPlan
@testable import PatternDocReport
@testable import PatternDocSite
@testable import PatternDocVerify

/// What lets a large docs folder be built in little memory: the prepare stage lets go of each
/// page's Markdown once its blocks are out and its hash taken, the site reads it again page by
/// page, and `patterndoc build` lets go of each page's blocks once the page is rendered. The
/// site must come out as it did when everything was held.
@Suite struct ReleasedMarkdownTests {
    private static let package = PackageUnderTest(
        root: "/work/Counter",
        identity: "Counter",
        libraryProducts: [],
        importedModules: [],
        casePathsPlugin: false
    )

    private static let pages = [
        "Package/Docs/SUMMARY.md": "- [Intro](Intro.md)\n- [Guide](Guide/Part.md)\n",
        "Package/Docs/Intro.md": "# Intro\n\nSee [the part](Guide/Part.md#a-heading).\n\n```swift skip(\"shown\")\nlet a = 1\n```\n",
        "Package/Docs/Guide/Part.md": "# Part\n\n## A heading\n\n```swift skip(\"shown\")\nlet b = 2\n```\n\n```text\nplain\n```\n",
    ]

    private func prepare(_ scratch: DocsFolderScratch) throws -> PreparedDocs {
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))
        return try DocsPreparer.prepare(options.preparing, package: Self.package)
    }

    private func siteInput(_ docs: LoadedDocs, blocks: [String: [CodeBlock]], hashes: [String: String] = [:]) -> SiteInput {
        SiteInput(
            title: "Scratch",
            docs: docs,
            docsFolder: docs.folder,
            blocks: blocks,
            report: VerificationReport(dependencyHash: "", pages: [], blocks: [], problems: [], seconds: 0),
            modules: [],
            examples: [],
            pageHashes: hashes
        )
    }

    @Test func thePrepareStageLetsGoOfEachPagesMarkdownAndKeepsItsHash() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let loaded = try scratch.load()

        let prepared = try prepare(scratch)

        #expect(prepared.docs.pages.map(\.path) == ["Docs/Intro.md", "Docs/Guide/Part.md"])
        #expect(prepared.docs.pages.allSatisfy { $0.markdown.isEmpty })
        #expect(prepared.pages.allSatisfy { $0.markdown.isEmpty })
        // The hashes are those of the pages as loaded, which the report keeps.
        for page in loaded.pages {
            #expect(prepared.pageHashes[page.path] == PageHash.hash(of: page))
        }
        #expect(prepared.blocks["Docs/Intro.md"]?.map(\.code) == ["let a = 1\n"])
        #expect(prepared.blocks["Docs/Guide/Part.md"]?.count == 2)
    }

    @Test func theSiteReadsEachLetGoPageAgainAndRendersItAsWhenItWasHeld() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let prepared = try prepare(scratch)
        var held = try scratch.load()
        held.folder = prepared.docs.folder

        let fromDisk = try SiteBuilder.build(siteInput(prepared.docs, blocks: prepared.blocks, hashes: prepared.pageHashes))
        let fromMemory = try SiteBuilder.build(siteInput(held, blocks: prepared.blocks))

        #expect(fromDisk.files.keys.sorted() == fromMemory.files.keys.sorted())
        for path in fromMemory.files.keys.sorted() {
            #expect(fromDisk.files[path] == fromMemory.files[path], "\(path)")
        }
        #expect(fromDisk.text("Guide/Part.html").contains("A heading"))
        #expect(fromDisk.text("search-index.js").contains("A heading"))
    }

    @Test func aPageEditedAfterItWasVerifiedStopsTheSite() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let prepared = try prepare(scratch)
        try Data("# Part\n\n```swift\nlet b = 3\n```\n".utf8).write(to: URL(fileURLWithPath: scratch.path("Package/Docs/Guide/Part.md")))

        let problems = siteProblems(siteInput(prepared.docs, blocks: prepared.blocks, hashes: prepared.pageHashes))

        #expect(problems.count == 1)
        #expect(problems.first?.contains("Docs/Guide/Part.md") == true)
        #expect(problems.first?.contains("changed while the site was being built") == true)
    }

    @Test func aPageRemovedAfterItWasVerifiedStopsTheSite() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let prepared = try prepare(scratch)
        try FileManager.default.removeItem(atPath: scratch.path("Package/Docs/Intro.md"))

        let problems = siteProblems(siteInput(prepared.docs, blocks: prepared.blocks, hashes: prepared.pageHashes))

        #expect(problems.count == 1)
        #expect(problems.first?.contains("Docs/Intro.md could not be read again") == true)
    }

    @Test func onlyPagesReadAsTheyAreFromTheirFilesAreLetGo() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let loaded = try scratch.load()
        let page = try #require(loaded.pages.first)
        #expect(MarkdownOnDisk.file(of: page, in: loaded) == scratch.path("Package/Docs/Intro.md"))
        // A doc comment's page is made from a Swift file, a DocC page is rewritten, and a page
        // with snippets has them read in: each keeps its text.
        var comment = page
        comment.sourceModule = "Counter"
        #expect(MarkdownOnDisk.file(of: comment, in: loaded) == nil)
        var catalog = loaded
        catalog.catalog = DocCCatalog(module: "Counter", rootPage: nil, articles: [:], symbols: [:], resources: [:])
        #expect(MarkdownOnDisk.file(of: page, in: catalog) == nil)
        var made = loaded
        made.absoluteFolder = ""
        #expect(MarkdownOnDisk.file(of: page, in: made) == nil)
        // A page held in memory is rendered from memory, whatever its folder holds.
        #expect(try MarkdownOnDisk.markdown(of: page, in: loaded, hash: "not checked") == page.markdown)
    }

    @Test func aSiteBuilderTakesItsInputOverWithoutTakingTheCallersCopy() throws {
        let scratch = try DocsFolderScratch(files: Self.pages)
        defer { scratch.remove() }
        let prepared = try prepare(scratch)
        let input = siteInput(prepared.docs, blocks: prepared.blocks, hashes: prepared.pageHashes)

        // The builder hands each page's blocks to its renderer; a caller that keeps its input
        // keeps the blocks, and a second build of it is the same site.
        let first = try SiteBuilder.build(input)
        let second = try SiteBuilder.build(input)
        #expect(input.blocks["Docs/Intro.md"]?.map(\.code) == ["let a = 1\n"])
        #expect(first.files == second.files)
        #expect(String(decoding: try #require(first.files["Intro.html"]), as: UTF8.self).contains("a"))
    }
}
