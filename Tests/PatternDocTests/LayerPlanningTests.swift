import Testing

@testable import PatternDoc
@testable import PatternDocPlan
@testable import PatternDocReport
@testable import PatternDocVerify

/// A page that declares `struct Example` block after block, as Swift docs do, becomes a chain
/// of layers: each a module that imports the ones before it.
@Suite struct LayerPlanningTests {
    static let page = DocPage(path: "Docs/Examples.md", title: "Examples", markdown: "")

    static func block(_ index: Int, line: Int, _ code: String, _ configure: (inout FenceAttributes) -> Void = { _ in }) -> CodeBlock {
        WorkspaceFixture.block(page, index, line: line, code, configure)
    }

    static let blocks = [
        block(0, line: 3, "struct Example { var a = 1 }\nstruct Helper {}\nlet first = Example()\n"),
        block(1, line: 8, "extension Example { var b: Int { a + 1 } }\n"),
        block(2, line: 12, "struct Example { var name = \"two\" }\nlet second = Example(name: \"2\")\n"),
        block(3, line: 17, "@Test func usesTheLatestExample() { #expect(Example().name == \"two\") }\n") { $0.isTest = true },
        block(4, line: 21, "enum Example { case three }\nlet helper = Helper()\n"),
        block(5, line: 25, "struct Helper {}\n") { $0.startsNewModule = true },
    ]

    static func plan(leftOut: Set<BlockID> = []) -> WorkspacePlan {
        WorkspacePlanner.plan(
            pages: [page],
            blocks: [page.path: blocks],
            package: WorkspaceFixture.package,
            options: PlanOptions(leftOut: leftOut)
        )
    }

    @Test func aRedeclarationStartsALayerAndResetStartsAFreshModule() {
        let plan = Self.plan()
        #expect(plan.modules.map(\.name) == ["DocExamples", "DocExamples2", "DocExamples3", "DocExamples4"])
        #expect(plan.modules.map { $0.blocks.map(\.index) } == [[0, 1], [2, 3], [4], [5]])
    }

    @Test func aLayerImportsTheEarlierLayersAndAliasesNamesTheyShare() throws {
        let plan = Self.plan()
        let third = try #require(plan.files["Sources/DocExamples3/Declarations.swift"])
        #expect(third.contains("@testable import DocExamples\n@testable import DocExamples2\n"))
        // Example is the block's own; Helper comes from the first layer only (through the
        // second's alias), but is aliased too, so that no module the layers import can make it
        // ambiguous.
        #expect(third.contains("typealias Helper = DocExamples2.Helper\n"))
        #expect(!third.contains("typealias Example"))
        let program = try #require(plan.files["Sources/DocExamples3/Program.swift"])
        #expect(program.contains("@testable import DocExamples2\n"))
        let manifest = try #require(plan.files["Package.swift"])
        #expect(manifest.contains("""
                        name: "DocExamples3",
                        dependencies: [
                            "DocExamples",
                            "DocExamples2",
            """))
    }

    @Test func testsOfALayerSeeTheLatestDeclarationOfEachName() throws {
        let tests = try #require(Self.plan().files["Tests/DocExamples2Tests/Tests.swift"])
        #expect(tests.contains("@testable import DocExamples2\n"))
        #expect(tests.contains("@testable import DocExamples\n"))
        #expect(tests.contains("typealias Example = DocExamples2.Example\n"))
        #expect(tests.contains("typealias Helper = DocExamples2.Helper\n"))
    }

    @Test func aResetModuleImportsNoLayer() throws {
        let fresh = try #require(Self.plan().files["Sources/DocExamples4/Declarations.swift"])
        #expect(!fresh.contains("@testable"))
        #expect(!fresh.contains("typealias"))
    }

    @Test func leavingABlockOutKeepsEveryModuleNameAndLayer() {
        let plan = Self.plan(leftOut: [BlockID(page: Self.page.path, index: 2), BlockID(page: Self.page.path, index: 3)])
        #expect(plan.modules.map(\.name) == ["DocExamples", "DocExamples3", "DocExamples4"])
        #expect(plan.files["Sources/DocExamples3/Declarations.swift"]?.contains("@testable import DocExamples\n") == true)
        #expect(plan.files["Sources/DocExamples3/Declarations.swift"]?.contains("DocExamples2") == false)
    }

    @Test func aLaterLayerDeclaresAgainWhatNamesATypeItDeclaresAgain() throws {
        let blocks = [
            Self.block(
                0, line: 3,
                "class Person { var residence: Residence? }\nclass Residence {}\nfunc describe(_ p: Person) -> String { \"\" }\n"
                    + "private struct Note { var r: Residence }\nextension Person { var hasHome: Bool { residence != nil } }\nstruct Other {}\n"
            ),
            Self.block(1, line: 12, "class Residence { var address = \"\" }\n"),
            Self.block(2, line: 16, "print(describe(Person()), Other())\n"),
        ]
        // A layer that uses none of them carries nothing: doc comments declare a helper type
        // again in every example.
        let unused = WorkspacePlanner.plan(pages: [Self.page], blocks: [Self.page.path: Array(blocks.prefix(2))], package: WorkspaceFixture.package)
        #expect(unused.modules.map(\.carriedSources) == [[:], [:]])
        let plan = WorkspacePlanner.plan(pages: [Self.page], blocks: [Self.page.path: blocks], package: WorkspaceFixture.package)
        let second = try #require(plan.files["Sources/DocExamples2/Declarations.swift"])
        let source = "Docs/Examples.md@carried-into-DocExamples2"
        // `Person` names the new `Residence`, so the layer declares it again, from its lines;
        // `describe` names `Person`, so it follows (block 2, in the same layer, uses both).
        #expect(second.contains("#sourceLocation(file: \"\(source)\", line: 3)\nclass Person { var residence: Residence? }\n"))
        #expect(second.contains("#sourceLocation(file: \"\(source)\", line: 5)\nfunc describe(_ p: Person) -> String { \"\" }\n"))
        // A private declaration, an extension and what names no replaced type stay where they are.
        #expect(!second.contains("struct Note"))
        #expect(!second.contains("extension Person"))
        #expect(!second.contains("struct Other"))
        // The layer's own `Person` needs no alias to the earlier one.
        #expect(!second.contains("typealias Person"))
        #expect(plan.modules.map(\.carriedSources) == [[:], [source: 1]])

        // An error in the copy is the redeclaring block's, at the earlier line.
        let blame = BuildBlame(
            errors: [CompilerDiagnostic(file: source, line: 3, column: 1, severity: .error, message: "boom")],
            output: "", plan: plan, packageRoot: "/work/Pkg", workspace: BuildBlameTests.workspace
        )
        let errors = try #require(blame.blocks[BlockID(page: Self.page.path, index: 1)])
        #expect(blame.blocks.count == 1)
        #expect(errors.map(\.file) == [Self.page.path])
        #expect(errors.map(\.line) == [3])
        #expect(errors.first?.message.hasPrefix("boom (in a declaration of line 3") == true)
    }

    @Test func testBlocksThatRedeclareATestFunctionStartALayer() {
        let blocks = [
            Self.block(0, line: 3, "@Test func example() {}\n") { $0.isTest = true },
            Self.block(1, line: 7, "@Test func example() { #expect(true) }\n") { $0.isTest = true },
        ]
        #expect(WorkspacePlanner.groups(blocks).map(\.isLayer) == [false, true])
    }

    @Test func declaredNamesAreTheTopLevelTypesAndFunctions() {
        let names = DeclaredNames.of("""
            @main
            struct Repeat: ParsableCommand {
                struct Nested {}
                func run() {}
            }
            extension Repeat {}
            private enum Secret {}
            func helper() -> Int { 1 }
            let value = 1
            """)
        #expect(names.map(\.name) == ["Repeat", "Secret", "helper"])
        #expect(names.map(\.isType) == [true, true, false])
        #expect(names.map(\.isPrivate) == [false, true, false])
        #expect(DeclaredNames.of("let value = 1\nvar `default` = 2\n", includingVariables: true).map(\.name) == ["value", "default"])
    }

    @Test func mainAttributesAreBlankedOutKeepingColumns() {
        let split = BlockFacts(code: "@main\nstruct Tool {}\n@main struct Other {}\n").split
        #expect(split.declarations.map(\.text) == ["struct Tool {}\n      struct Other {}\n"])
        #expect(split.declarations.map(\.line) == [2])
    }
}

/// Which block a failed build blames for each error.
@Suite struct BuildBlameTests {
    static let workspace = "/work/Pkg/.build/patterndoc/workspace"

    static func error(_ file: String, _ line: Int) -> CompilerDiagnostic {
        CompilerDiagnostic(file: file, line: line, column: 1, severity: .error, message: "boom")
    }

    @Test func errorsAtABlocksLinesOrBelowItAreItsOwn() {
        let plan = LayerPlanningTests.plan()
        let page = LayerPlanningTests.page.path
        let blame = BuildBlame(
            errors: [Self.error(page, 4), Self.error(page, 9), Self.error(page, 13), Self.error(page, 15)],
            output: "",
            plan: plan,
            packageRoot: "/work/Pkg",
            workspace: Self.workspace
        )
        #expect(blame.blocks.keys.map(\.index).sorted() == [0, 1, 2])
        // Line 9 is the closing fence of block 1 (code on line 8), where a brace left open is
        // reported; line 15 is prose below block 2.
        #expect(blame.blocks[BlockID(page: page, index: 1)]?.map(\.line) == [9])
        #expect(blame.blocks[BlockID(page: page, index: 2)]?.map(\.line) == [13, 15])
    }

    @Test func generatedFilesNameTheirModuleAndPackageFilesThePackage() {
        let blame = BuildBlame(
            errors: [
                Self.error("\(Self.workspace)/Sources/DocExamples2/Program.swift", 3),
                Self.error("\(Self.workspace)/Tests/DocExamples3Tests/Tests.swift", 3),
                Self.error("/work/Pkg/Sources/Pkg/Thing.swift", 9),
            ],
            output: "",
            plan: LayerPlanningTests.plan(),
            packageRoot: "/work/Pkg",
            workspace: Self.workspace
        )
        #expect(blame.blocks.isEmpty)
        #expect(blame.modules == ["DocExamples2", "DocExamples3"])
        #expect(blame.packageErrors.map(\.line) == [9])
    }

    @Test func aLinkerErrorNamesTheModulesOfItsObjectFiles() {
        let blame = BuildBlame(
            errors: [],
            output: "ld.gold: error: \(Self.workspace)/.build/debug/DocExamples3.build/Declarations.swift.o: multiple definition of 'main'\n",
            plan: LayerPlanningTests.plan(),
            packageRoot: "/work/Pkg",
            workspace: Self.workspace
        )
        #expect(blame.modules == ["DocExamples3"])
    }
}
