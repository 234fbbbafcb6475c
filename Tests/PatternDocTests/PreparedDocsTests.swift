import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocPackage
@testable import PatternDocPlan
@testable import PatternDocVerify

/// The prepare stage every command starts from, and the plan the later stages read instead of
/// working it out again.
@Suite struct PreparedDocsTests {
    private static let package = PackageUnderTest(
        root: "/work/Counter",
        identity: "Counter",
        libraryProducts: ["Composable", "ComposableTesting"],
        importedModules: ["Composable", "ComposableTesting"],
        casePathsPlugin: false
    )

    @Test func preparingKeepsEachBlocksProblemsBesideItAndSetsAsideTemplatesForThePlanner() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "- [Page](Page.md)\n",
            "Package/Docs/Page.md": """
                # Page

                ```swift tset
                let broken = 1
                ```

                ```swift
                func <#name#>() {}
                ```

                ```swift
                import Composable
                let fine = 2
                ```

                """,
        ])
        defer { scratch.remove() }
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))

        let prepared = try DocsPreparer.prepare(options.preparing, package: Self.package)

        #expect(prepared.pages.map(\.path) == ["Docs/Page.md"])
        #expect(prepared.markdownPages.map(\.path) == ["Docs/Page.md"])
        let blocks = try #require(prepared.blocks["Docs/Page.md"])
        let planned = prepared.blocks(of: "Docs/Page.md").map(\.planned)
        #expect(blocks.count == 3)
        // No block is given a skip reason its writer did not write: the block with a typo in
        // its fence and the template are left out of the plan by their dispositions.
        #expect((blocks + planned).allSatisfy { $0.attributes.skipReason == nil })
        #expect(prepared.blocks(of: "Docs/Page.md").map(\.isCompiled) == [false, false, true])
        let dispositions = prepared.blocks(of: "Docs/Page.md").map(\.disposition)
        #expect(dispositions.count == 3)
        guard case .invalid(let problems, template: false) = dispositions[0] else {
            Issue.record("the block with a typo in its fence is not invalid: \(dispositions[0])")
            return
        }
        #expect(problems.first?.message.contains("tset") == true)
        #expect(dispositions[1] == .template)
        #expect(dispositions[2] == .verify)
        #expect(prepared.problems(of: prepared.markdownPages).map(\.message).first?.contains("tset") == true)
        // Narrowed once, to what the blocks import: the test support comes with its module.
        #expect(prepared.package.importedModules == ["Composable", "ComposableTesting"])
        #expect(prepared.documentedModules == ["Composable", "ComposableTesting"])
        #expect(prepared.commentExamples.isEmpty)
    }

    @Test func eachCompiledBlockIsLexedOnceForEveryStageAndEveryCopyAndASkippedOneNever() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "- [Page](Page.md)\n- [Skipped](Skipped.md)\n",
            "Package/Docs/Page.md": """
                # Page

                ```swift skip("shown only")
                let shown = 0
                ```

                ```swift
                func addOne(_ value: Int) -> Int { value + 1 }
                ```

                ```swift test
                @Test func addsOne() { #expect(addOne(1) == 2) }
                ```

                """,
            "Package/Docs/Skipped.md": "# Skipped\n\n```swift skip(\"elsewhere\")\nlet x = 1\n```\n",
        ])
        defer { scratch.remove() }
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))
        let prepared = try DocsPreparer.prepare(options.preparing, package: Self.package)
        // Nothing is lexed until a stage asks: a run with nothing to plan lexes nothing.
        #expect(prepared.lexedBlocks.lexedCount == 0)

        let plan = WorkspacePlanner.plan(pages: prepared.markdownPages, blocks: prepared.lexedBlocks, package: prepared.package)
        #expect(plan.modules.map(\.page) == ["Docs/Page.md"])
        #expect(prepared.lexedBlocks.lexedCount == 2)
        // A copy of the prepared docs (the examples, the site benchmark) reads the same facts.
        let copy = prepared
        let test = try #require(copy.blocks["Docs/Page.md"]?[2])
        #expect(copy.testNames(of: test) == ["addsOne()"])
        let again = WorkspacePlanner.plan(pages: copy.markdownPages, blocks: copy.lexedBlocks, package: copy.package)
        #expect(again == plan)
        #expect(prepared.lexedBlocks.lexedCount == 2)
    }

    @Test func theDocCommentsBlocksAreKeptForTheSiteWhetherOrNotTheyAreVerified() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "- [Page](Page.md)\n",
            "Package/Docs/Page.md": "# Page\n\n```swift\nimport Composable\n```\n",
            "Package/Sources/Composable/Counter.swift": """
                /// A counter.
                ///
                /// ```swift
                /// let counter = Counter()
                /// ```
                public struct Counter {}

                """,
        ])
        defer { scratch.remove() }
        var package = Self.package
        package.root = scratch.path("Package")
        package.moduleFolders = ["Composable": scratch.path("Package/Sources/Composable")]

        for verified in [true, false] {
            var options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))
            options.docComments = verified
            let prepared = try DocsPreparer.prepare(options.preparing, package: package)
            // The API pages show the comment's block either way; it is verified only when asked.
            let blocks = try #require(prepared.commentBlocks["Sources/Composable/Counter.swift"])
            #expect(blocks.map(\.fenceLine) == [3])
            #expect(blocks.map(\.code) == ["let counter = Counter()\n"])
            #expect(prepared.pages.contains { $0.path == "Sources/Composable/Counter.swift" } == verified)
            #expect(prepared.commentExamples.map(\.line) == [3])
        }
    }

    @Test func anEmptyDocsFolderIsAnErrorOnlyWhereSomethingMustBeVerified() throws {
        let scratch = try DocsFolderScratch(files: ["Package/Docs/notes.txt": "not a page\n"])
        defer { scratch.remove() }
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))

        #expect(try DocsPreparer.prepare(options.preparing, package: Self.package).pages.isEmpty)
        #expect(throws: DocErrors.self) {
            try DocsPreparer.prepare(options.preparing, requiringPages: true) { _ in
                Issue.record("the package is inspected only once there are pages")
                return Self.package
            }
        }
    }

    @Test func thePlansTargetsAreTheFoldersItWritesForItsModules() {
        let page = DocPage(path: "Docs/Counter.md", title: "Counter", markdown: "")
        func block(_ index: Int, _ code: String, test: Bool = false) -> CodeBlock {
            var attributes = FenceAttributes(language: "swift")
            attributes.isTest = test
            return CodeBlock(page: page.path, index: index, fenceLine: index * 10 + 1, codeLine: index * 10 + 2, code: code, attributes: attributes)
        }
        let plan = WorkspacePlanner.plan(
            pages: [page],
            blocks: [page.path: [
                block(0, "struct Counter { var count = 0 }\n"),
                block(1, "import Testing\n@Test func counts() { #expect(Counter().count == 0) }\n", test: true),
            ]],
            package: Self.package
        )
        // What ModuleSweep once parsed out of the file paths, now read from the modules.
        let fromPaths = Set(plan.files.keys.compactMap { path -> String? in
            let parts = path.split(separator: "/")
            guard parts.count >= 3, parts[0] == "Sources" || parts[0] == "Tests", parts[1] != "DocRunner" else { return nil }
            return String(parts[1])
        })
        #expect(plan.docTargets == fromPaths)
        #expect(plan.docTargets.contains("DocCounterTests"))
    }
}
