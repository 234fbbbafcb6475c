import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocAPI
@testable import PatternDocPackage
@testable import PatternDocPlan
@testable import PatternDocVerify

/// Which doc comments a run verifies: those of the modules its pages import, and of every
/// module whose API pages `build` shows, so that no example on a published API page goes
/// unverified; and how the doc-comment pages of a module the pages do not import get it.
@Suite struct APIPageExamplesTests {
    /// Two library products, `Alpha` and `Beta`, each one module with a folder under `root`.
    private static func package(root: String) -> PackageUnderTest {
        var package = PackageUnderTest(
            root: root,
            identity: "Pair",
            libraryProducts: ["Alpha", "Beta"],
            importedModules: ["Alpha", "Beta"],
            casePathsPlugin: false
        )
        package.productModules = ["Alpha": ["Alpha"], "Beta": ["Beta"]]
        package.moduleFolders = ["Alpha": "\(root)/Sources/Alpha", "Beta": "\(root)/Sources/Beta"]
        return package
    }

    /// A package whose Markdown page imports `Alpha` only, both modules with an example in a
    /// doc comment, and a DocC catalog of `Alpha`.
    private static func scratch() throws -> DocsFolderScratch {
        try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "- [Page](Page.md)\n",
            "Package/Docs/Page.md": "# Page\n\n```swift\nimport Alpha\nlet first = First()\n```\n",
            "Package/Sources/Alpha/First.swift": """
                /// The first.
                ///
                /// ```swift
                /// let first = First()
                /// ```
                public struct First { public init() {} }

                """,
            "Package/Sources/Beta/Second.swift": """
                /// The second.
                ///
                /// ```swift
                /// let second = Second()
                /// ```
                public struct Second { public init() {} }

                """,
            "Package/Sources/Alpha/Alpha.docc/Alpha.md": "# ``Alpha``\n\nThe first module.\n\n```swift\nlet first = First()\n```\n",
        ])
    }

    @Test func theDocCommentsOfAModuleNoPageImportsAreVerifiedWhenTheAPIPagesShowIt() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))

        let prepared = try DocsPreparer.prepare(options.preparing, package: Self.package(root: scratch.path("Package")))

        #expect(prepared.apiModules == ["Alpha", "Beta"])
        #expect(prepared.documentedModules == ["Alpha", "Beta"])
        #expect(prepared.pages.map(\.path) == ["Docs/Page.md", "Sources/Alpha/First.swift", "Sources/Beta/Second.swift"])
        #expect(prepared.pages.last?.sourceModule == "Beta")
        #expect(prepared.commentExamples.map(\.file) == ["Sources/Alpha/First.swift", "Sources/Beta/Second.swift"])
        // The package stays narrowed to what the Markdown uses: the pages' modules, their
        // examples and the reuse key do not change because Beta's comments are read.
        #expect(prepared.package.importedModules == ["Alpha"])
        #expect(prepared.package.libraryProducts == ["Alpha"])
    }

    @Test func aDocCommentPageImportsAndDependsOnItsOwnModuleAndTheMarkdownPagesDoNot() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))
        let prepared = try DocsPreparer.prepare(options.preparing, package: Self.package(root: scratch.path("Package")))

        let plan = WorkspacePlanner.plan(
            pages: prepared.pages, blocks: prepared.lexedBlocks, package: prepared.package,
            options: PlanOptions(implicitImports: ["Foundation"] + prepared.package.importedModules)
        )

        let modules = Dictionary(uniqueKeysWithValues: plan.modules.map { ($0.page, $0.name) })
        let page = try #require(modules["Docs/Page.md"])
        let alpha = try #require(modules["Sources/Alpha/First.swift"])
        let beta = try #require(modules["Sources/Beta/Second.swift"])
        // The imports every file of the module starts with, before the blocks' own code.
        func imports(_ module: String) -> [String] {
            (plan.files["Sources/\(module)/Declarations.swift"] ?? "").split(separator: "\n")
                .prefix { !$0.hasPrefix("#sourceLocation") }.filter { $0.hasPrefix("import ") }.map(String.init)
        }
        #expect(imports(page) == ["import Foundation", "import Alpha"])
        #expect(imports(alpha) == ["import Foundation", "import Alpha"])
        #expect(imports(beta) == ["import Foundation", "import Alpha", "import Beta"])
        let manifest = try #require(plan.files["Package.swift"])
        func products(_ module: String) -> [String] {
            let target = manifest.components(separatedBy: "name: \"\(module)\"").dropFirst().first?.components(separatedBy: "path:").first ?? ""
            return target.components(separatedBy: ".product(name: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(products(page) == ["Alpha"])
        #expect(products(alpha) == ["Alpha"])
        #expect(products(beta) == ["Alpha", "Beta"])
    }

    @Test func withoutImplicitImportsADocCommentPageGetsItsModulesProductAndImportsItItself() {
        var package = Self.package(root: "/work/Pair")
        package.importedModules = ["Alpha"]
        package.libraryProducts = ["Alpha"]
        let page = DocPage(path: "Sources/Beta/Second.swift", title: "Sources/Beta/Second.swift", markdown: "")
        let block = CodeBlock(
            page: page.path, index: 0, fenceLine: 3, codeLine: 4, code: "import Beta\nlet second = Second()\n",
            attributes: FenceAttributes(language: "swift")
        )

        let implicit = package.usedByDocComments(of: "Beta", importing: [block], implicitly: true)
        let explicit = package.usedByDocComments(of: "Beta", importing: [block], implicitly: false)

        #expect(implicit.importedModules == ["Alpha", "Beta"])
        #expect(explicit.importedModules == ["Alpha"])
        #expect(implicit.libraryProducts == ["Alpha", "Beta"])
        #expect(explicit.libraryProducts == ["Alpha", "Beta"])
        // A module the package already has, or one that is not a library module, adds nothing.
        #expect(package.usedByDocComments(of: "Alpha", importing: [block], implicitly: true).libraryProducts == ["Alpha", "Beta"])
        #expect(package.usedByDocComments(of: "Alpha", importing: [], implicitly: true) == package)
        #expect(package.usedByDocComments(of: "Gamma", importing: [], implicitly: true) == package)
    }

    @Test func aDocCCatalogsRunVerifiesTheCommentsOfTheModuleItDocumentsWhoseAPIPagesItsSiteShows() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Sources/Alpha/Alpha.docc"))

        let prepared = try DocsPreparer.prepare(options.preparing, package: Self.package(root: scratch.path("Package")))

        // The catalog documents Alpha: its site shows Alpha's API pages only, as DocC does, so
        // Beta's comments are neither read nor verified.
        #expect(prepared.apiModules == ["Alpha"])
        #expect(prepared.documentedModules == ["Alpha"])
        #expect(prepared.pages.map(\.path) == ["Sources/Alpha/Alpha.docc/Alpha.md", "Sources/Alpha/First.swift"])
        #expect(prepared.package.importedModules == ["Alpha"])
    }

    @Test func aPackageWithoutLibraryProductsShowsNoAPIPagesAndReadsOnlyWhatItsPagesImport() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        var package = Self.package(root: scratch.path("Package"))
        package.libraryProducts = []
        let options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))

        let prepared = try DocsPreparer.prepare(options.preparing, package: package)

        #expect(prepared.apiModules.isEmpty)
        #expect(prepared.documentedModules == ["Alpha"])
        #expect(!prepared.pages.contains { $0.sourceModule == "Beta" })
    }

    @Test func withoutDocCommentsTheAPIPagesStillShowEveryModulesBlocksUnverified() throws {
        let scratch = try Self.scratch()
        defer { scratch.remove() }
        var options = VerifyOptions(packageRoot: scratch.path("Package"), docs: scratch.path("Package/Docs"))
        options.docComments = false

        let prepared = try DocsPreparer.prepare(options.preparing, package: Self.package(root: scratch.path("Package")))

        #expect(prepared.pages.map(\.path) == ["Docs/Page.md"])
        #expect(prepared.commentBlocks.keys.sorted() == ["Sources/Alpha/First.swift", "Sources/Beta/Second.swift"])
    }

    @Test func aBlockOfADocCommentThatIsNotSwiftSaysItIsShownAsWrittenAndASwiftOneWithoutAnEntrySaysSo() {
        func block(_ language: String) -> CodeBlock {
            CodeBlock(page: "Sources/M/F.swift", index: 0, fenceLine: 3, codeLine: 4, code: "42\n", attributes: FenceAttributes(language: language))
        }

        let text = APISiteSection.decoration(nil, block: block("text"), rootPrefix: "../../").toolbarHTML
        let swift = APISiteSection.decoration(nil, block: block("swift"), rootPrefix: "../../").toolbarHTML

        #expect(text == #"<span class="badge badge-skipped" title="Only Swift blocks are verified; this one is shown as written.">text, shown as written</span>"#)
        #expect(swift == #"<span class="badge badge-skipped" title="This example in a doc comment is not in the verification report.">swift, not verified</span>"#)
    }
}
