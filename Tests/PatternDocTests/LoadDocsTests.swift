import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocLoad

/// `Tests/PatternDocTests/Fixtures/LoadPackage`, a package root whose `Docs/` has a SUMMARY.md.
private let fixturePackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/LoadPackage")

/// A package root in a fresh temporary folder, removed by `remove()`.
private struct LoadScratchPackage {
    let root: URL

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("LoadDocsTests-\(UUID().uuidString)")
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// Loads `Docs/` of the package.
    func load() throws -> LoadedDocs {
        try DocsLoader.load(docs: root.appendingPathComponent("Docs").path, packageRoot: root.path)
    }

    /// The error lines loading gives, empty if it loads.
    func problems() -> [String] {
        do {
            _ = try load()
            return []
        } catch let error as DocErrors {
            return error.errors.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite struct LoadDocsTests {
    @Test func summaryGivesThePagesTheirOrderAndTitles() throws {
        let docs = try DocsLoader.load(
            docs: fixturePackage.appendingPathComponent("Docs").path,
            packageRoot: fixturePackage.path
        )
        #expect(docs.pages.map(\.path) == ["Docs/README.md", "Docs/Scoping.md", "Docs/Scoping/IfLet.md", "Docs/Effects.md"])
        #expect(docs.pages.map(\.title) == ["Introduction", "Scoping", "The ifLet operator", "Effects"])
        #expect(docs.pages[1].markdown == "# Scoping in depth\n\n```swift\nlet scoped = 1\n```\n")
    }

    @Test func pagesSummaryDoesNotListAreReportedApartInPathOrder() throws {
        let docs = try DocsLoader.load(
            docs: fixturePackage.appendingPathComponent("Docs").path,
            packageRoot: fixturePackage.path
        )
        #expect(docs.unlisted == ["Docs/Scoping/Notes.md", "Docs/Unlisted.md"])
    }

    @Test func theLoadedSummaryKeepsNestingAndLines() throws {
        let docs = try DocsLoader.load(
            docs: fixturePackage.appendingPathComponent("Docs").path,
            packageRoot: fixturePackage.path
        )
        #expect(docs.summary?.entries == [
            Summary.Entry(title: "Introduction", link: "README.md", line: 3, depth: 0),
            Summary.Entry(title: "Scoping", link: "Scoping.md", line: 5, depth: 1),
            Summary.Entry(title: "The ifLet operator", link: "Scoping/IfLet.md", line: 6, depth: 2),
            Summary.Entry(title: "Effects", link: "Effects.md", line: 8, depth: 1),
        ])
    }

    @Test func aSummaryLinkToAMissingFileIsAnErrorAtItsLine() throws {
        let package = try LoadScratchPackage(files: [
            "Docs/SUMMARY.md": "# Summary\n\n- [Here](Here.md)\n  - [Gone](Sub/Gone.md)\n- [Also gone](Missing%20Page.md)\n",
            "Docs/Here.md": "# Here\n",
        ])
        defer { package.remove() }
        #expect(package.problems() == [
            "Docs/SUMMARY.md:4: error: SUMMARY.md links to 'Sub/Gone.md', which does not exist "
                + "Create Docs/Sub/Gone.md or fix the link; links in SUMMARY.md are relative to Docs/.",
            "Docs/SUMMARY.md:5: error: SUMMARY.md links to 'Missing Page.md', which does not exist "
                + "Create Docs/Missing Page.md or fix the link; links in SUMMARY.md are relative to Docs/.",
        ])
    }

    @Test func aPageListedTwiceIsAnError() throws {
        let package = try LoadScratchPackage(files: [
            "Docs/SUMMARY.md": "- [A](A.md)\n- [B](B.md)\n- [A again](./A.md)\n",
            "Docs/A.md": "", "Docs/B.md": "",
        ])
        defer { package.remove() }
        #expect(package.problems() == [
            "Docs/SUMMARY.md:3: error: SUMMARY.md lists './A.md' again; it is already listed at line 1 List each page once.",
        ])
    }

    @Test func aBlankSummaryTitleFallsBackToTheHeadingThenTheFileName() throws {
        let package = try LoadScratchPackage(files: [
            "Docs/SUMMARY.md": "- [ ](Titled.md)\n- [ ](Untitled.md)\n",
            "Docs/Titled.md": "Intro\n\n## Not this\n\n# From *the* heading\n",
            "Docs/Untitled.md": "No heading.\n",
        ])
        defer { package.remove() }
        #expect(try package.load().pages.map(\.title) == ["From the heading", "Untitled"])
    }

    @Test func withoutSummaryEveryMarkdownFileIsAPageReadmeFirstThenByPath() throws {
        let package = try LoadScratchPackage(files: [
            "Docs/b.md": "# Bee\n",
            "Docs/Guide/Part.md": "# Part\n",
            "Docs/Guide.md": "# Guide\n",
            "Docs/README.md": "Welcome, no heading.\n",
            "Docs/a.md": "## Only a subheading\n",
            "Docs/notes.txt": "not Markdown",
            "Docs/.drafts/Draft.md": "# Draft\n",
        ])
        defer { package.remove() }
        let docs = try package.load()
        #expect(docs.pages.map(\.path) == ["Docs/README.md", "Docs/Guide.md", "Docs/Guide/Part.md", "Docs/a.md", "Docs/b.md"])
        #expect(docs.pages.map(\.title) == ["README", "Guide", "Part", "a", "Bee"])
        #expect(docs.summary == nil)
        #expect(docs.unlisted == [])
    }

    @Test func docsOutsideThePackageKeepAbsolutePaths() throws {
        let package = try LoadScratchPackage(files: ["Docs/A.md": "# A\n"])
        defer { package.remove() }
        let docs = try DocsLoader.load(
            docs: package.root.appendingPathComponent("Docs").path,
            packageRoot: package.root.appendingPathComponent("Elsewhere").path
        )
        #expect(docs.pages.map(\.path) == [package.root.resolvingSymlinksInPath().appendingPathComponent("Docs/A.md").path])
    }

    @Test func aMissingDocsFolderIsAnError() {
        #expect(throws: DocErrors([DocError(
            at: nil,
            "the docs folder '/nonexistent/Docs' does not exist",
            hint: "Pass the folder that holds the Markdown pages (and SUMMARY.md, if any)."
        )])) {
            try DocsLoader.load(docs: "/nonexistent/Docs", packageRoot: "/nonexistent")
        }
    }
}

@Suite struct LoadSummaryTests {
    @Test func readsLinksInDocumentOrderWithTheirDepth() {
        let summary = Summary(parsing: """
            # Summary

            [Prefix](Prefix.md)

            - [One](One.md)
              - [One `a`](One/A.md)
                - [Deep](One/A/Deep.md)
            - [Two](Two.md)

            [Suffix](Suffix.md)
            """)
        #expect(summary.entries.map { "\($0.line) \($0.depth) \($0.title) \($0.link)" } == [
            "3 0 Prefix Prefix.md",
            "5 1 One One.md",
            "6 2 One a One/A.md",
            "7 3 Deep One/A/Deep.md",
            "8 1 Two Two.md",
            "10 0 Suffix Suffix.md",
        ])
    }

    @Test func leavesOutDraftsOtherSitesAndInPageLinks() {
        let summary = Summary(parsing: """
            - [Draft]()
            - [Site](https://example.org/a.md)
            - [Mail](mailto:me@example.org)
            - [Section](#section)
            - [Page](Page.md#section)
            """)
        #expect(summary.entries == [Summary.Entry(title: "Page", link: "Page.md", line: 5, depth: 1)])
    }
}
