import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocLoad

/// Pages come only from inside the docs folder, symbolic links resolved: `SUMMARY.md` cannot
/// pull in `/etc/passwd`, a file above the folder or a file that is not a page, and the walk
/// without a `SUMMARY.md` ends however the folder's links loop.
@Suite struct DocsBoundaryTests {
    @Test func summaryLinksOutsideTheDocsFolderOrToFilesThatAreNotPagesAreErrorsAtTheirLines() throws {
        let secret = "SECRET-\(UUID().uuidString)"
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/Intro.md": "# Intro\n",
            "Package/Docs/notes.txt": secret,
            "Package/Outside.md": "# \(secret)\n",
            "outside/secret.txt": secret,
            "outside/secret.md": "# \(secret)\n",
        ])
        defer { scratch.remove() }
        try Data("""
            # Summary

            - [Intro](Intro.md)
            - [Passwords](/etc/passwd)
            - [Secret page](\(scratch.path("outside/secret.md")))
            - [Secret](../../outside/secret.txt)
            - [Above](../Outside.md)
            - [Notes](notes.txt)

            """.utf8).write(to: URL(fileURLWithPath: scratch.path("Package/Docs/SUMMARY.md")))

        let problems = scratch.loadProblems()

        let outside = "which is outside the docs folder; the site is made only of pages inside it. "
            + "Move the page into Docs/ and link it by its path relative to Docs/."
        #expect(problems == [
            "Docs/SUMMARY.md:4: error: SUMMARY.md links to '/etc/passwd', \(outside)",
            "Docs/SUMMARY.md:5: error: SUMMARY.md links to '\(scratch.path("outside/secret.md"))', \(outside)",
            "Docs/SUMMARY.md:6: error: SUMMARY.md links to '../../outside/secret.txt', \(outside)",
            "Docs/SUMMARY.md:7: error: SUMMARY.md links to '../Outside.md', \(outside)",
            "Docs/SUMMARY.md:8: error: SUMMARY.md links to 'notes.txt', which is not a Markdown page (.md); "
                + "SUMMARY.md lists pages only. Link a .md page here; link other files (images, downloads) from a page.",
        ])
        #expect(!problems.joined().contains(secret))
        #expect(!problems.joined().contains("root:"))
    }

    @Test func twoLinksToTheDocsFolderItselfEndTheWalkQuicklyWithAWarningEach() throws {
        let scratch = try DocsFolderScratch(
            files: ["Package/Docs/A.md": "# A\n", "Package/Docs/Sub/B.md": "# B\n"],
            links: ["Package/Docs/x": ".", "Package/Docs/y": ".", "Package/Docs/Sub/up": ".."]
        )
        defer { scratch.remove() }

        let start = Date()
        let docs = try scratch.load()

        #expect(Date().timeIntervalSince(start) < 5)
        #expect(docs.pages.map(\.path) == ["Docs/A.md", "Docs/Sub/B.md"])
        let skipped = "Docs, a folder already read, so the walk skips it and reads each page once. "
            + "Remove the link if it is not meant to be there, or list the pages in a SUMMARY.md."
        #expect(docs.warnings.map { $0.rendered(as: "warning") } == [
            "warning: the symbolic link Docs/Sub/up leads to \(skipped)",
            "warning: the symbolic link Docs/x leads to \(skipped)",
            "warning: the symbolic link Docs/y leads to \(skipped)",
        ])
    }

    @Test func withASummaryLoopingLinksAreWarnedAboutAndUnlistedPagesCountedOnce() throws {
        let scratch = try DocsFolderScratch(
            files: ["Package/Docs/SUMMARY.md": "- [A](A.md)\n", "Package/Docs/A.md": "", "Package/Docs/Sub/B.md": ""],
            links: ["Package/Docs/x": ".", "Package/Docs/y": "."]
        )
        defer { scratch.remove() }

        let docs = try scratch.load()

        #expect(docs.pages.map(\.path) == ["Docs/A.md"])
        #expect(docs.unlisted == ["Docs/Sub/B.md"])
        #expect(docs.warnings.count == 2)
    }

    @Test func aSummaryLinkToASymbolicLinkThatLeadsOutsideIsRefused() throws {
        let secret = "SECRET-\(UUID().uuidString)"
        let scratch = try DocsFolderScratch(
            files: ["Package/Docs/SUMMARY.md": "# Summary\n\n- [Leak](Leak.md)\n", "outside/secret.md": "# \(secret)\n"],
            links: ["Package/Docs/Leak.md": "../../outside/secret.md"]
        )
        defer { scratch.remove() }

        #expect(scratch.loadProblems() == [
            "Docs/SUMMARY.md:3: error: SUMMARY.md links to 'Leak.md', a symbolic link to a file outside the docs folder; "
                + "the site is made only of pages inside it. Copy the page into Docs/ instead of linking to it.",
        ])
    }

    @Test func withoutASummaryLinksThatLeadOutsideAreLeftOutWithAWarning() throws {
        let secret = "SECRET-\(UUID().uuidString)"
        let scratch = try DocsFolderScratch(
            files: ["Package/Docs/A.md": "# A\n", "outside/secret.md": "# \(secret)\n", "outside/more/page.md": secret],
            links: ["Package/Docs/Leak.md": "../../outside/secret.md", "Package/Docs/shared": "../../outside"]
        )
        defer { scratch.remove() }

        let docs = try scratch.load()

        #expect(docs.pages.map(\.path) == ["Docs/A.md"])
        #expect(!docs.pages.contains { $0.markdown.contains(secret) || $0.title.contains(secret) })
        #expect(docs.warnings.map { $0.rendered(as: "warning") } == [
            "warning: Docs/Leak.md is a symbolic link to a file outside the docs folder, so the site leaves it out. "
                + "Copy what it links to into the docs folder, or remove the link.",
            "warning: Docs/shared is a symbolic link to a folder outside the docs folder, so the site leaves its pages out. "
                + "Copy what it links to into the docs folder, or remove the link.",
        ])
    }

    @Test func aLinkToAPageInsideTheDocsFolderIsThatPage() throws {
        let scratch = try DocsFolderScratch(
            files: ["Package/Docs/SUMMARY.md": "- [Linked](Linked.md)\n", "Package/Docs/Chapters/Real.md": "Real text\n"],
            links: ["Package/Docs/Linked.md": "Chapters/Real.md"]
        )
        defer { scratch.remove() }

        let docs = try scratch.load()

        #expect(docs.pages.map(\.path) == ["Docs/Linked.md"])
        #expect(docs.pages.map(\.markdown) == ["Real text\n"])
        #expect(docs.unlisted == [])
    }

    @Test func theLoaderHandsOnEachSummaryEntryResolvedToItsPage() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "[Intro](./README.md)\n\n- [Scoping](Scoping.md)\n  - [ ](Sub/../Scoping/IfLet.md)\n",
            "Package/Docs/README.md": "", "Package/Docs/Scoping.md": "", "Package/Docs/Scoping/IfLet.md": "# The ifLet operator\n",
        ])
        defer { scratch.remove() }

        let docs = try scratch.load()

        #expect(docs.chapters == [
            Chapter(title: "Intro", page: "Docs/README.md", depth: 0),
            Chapter(title: "Scoping", page: "Docs/Scoping.md", depth: 0),
            Chapter(title: "The ifLet operator", page: "Docs/Scoping/IfLet.md", depth: 1),
        ])
        #expect(docs.folder == "Docs")
        #expect(docs.absoluteFolder == scratch.path("Package/Docs"))
    }
}
