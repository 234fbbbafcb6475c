import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocSupport
@testable import PatternDocPlan
@testable import PatternDocRender

/// Each block is lexed once, into its ``BlockFacts``, and planning reads those: the build loop
/// plans again after every failed build without lexing anything.
@Suite struct BlockFactsTests {
    static let pages = [WorkspaceFixture.counterPage, WorkspaceFixture.scopingPage]
    static let blocks = [
        WorkspaceFixture.counterPage.path: WorkspaceFixture.counterBlocks,
        WorkspaceFixture.scopingPage.path: WorkspaceFixture.scopingBlocks,
    ]

    @Test func planningFromLexedBlocksGivesTheFilesOfPlanningFromTheBlocksWithAndWithoutLeftOutBlocks() {
        let lexed = LexedBlocks(Self.blocks)
        let package = WorkspaceFixture.package
        let leftOut = PlanOptions(leftOut: [BlockID(page: WorkspaceFixture.counterPage.path, index: 1)])
        let first = WorkspacePlanner.plan(pages: Self.pages, blocks: lexed, package: package)
        let again = WorkspacePlanner.plan(pages: Self.pages, blocks: lexed, package: package, options: leftOut)
        #expect(first == WorkspacePlanner.plan(pages: Self.pages, blocks: Self.blocks, package: package))
        #expect(again == WorkspacePlanner.plan(pages: Self.pages, blocks: Self.blocks, package: package, options: leftOut))
        #expect(again.files != first.files)
        #expect(again.modules[0].blocks.map(\.index) == [0, 2])
    }

    @Test func onlyCompiledSwiftBlocksAreLexedOnceWhenAPlanFirstAsks() {
        let lexed = LexedBlocks(Self.blocks)
        #expect(lexed.lexedCount == 0)
        _ = WorkspacePlanner.plan(pages: Self.pages, blocks: lexed, package: WorkspaceFixture.package)
        // Counter: a text block and a `skip` block are not read; Scoping: both blocks are.
        #expect(lexed.lexedCount == 4 + 2)
        let copy = lexed
        let leftOut = PlanOptions(leftOut: [BlockID(page: WorkspaceFixture.counterPage.path, index: 1)])
        _ = WorkspacePlanner.plan(pages: Self.pages, blocks: copy, package: WorkspaceFixture.package, options: leftOut)
        #expect(copy.lexedCount == 4 + 2)
    }

    @Test func theFactsOfAnExampleScriptAreTheNamesItsItemsUseNotMembersLabelsOrTheirOwnBindings() {
        let code = """
            let store = 1
            struct Holder { var store = 2 }
            func show(_ other: Int?, holder: Holder) {
                if let store = other { print(store, holder.store) }
                _ = [1].map { store in store + 1 }
            }
            func label() { print("\\(count) items", value: total) }
            show(store, holder: Holder(store: 3))

            """
        let facts = BlockFacts(code: code)
        #expect(!facts.declarationReferences.contains("store"))
        #expect(facts.declarationReferences.isSuperset(of: ["Holder", "print", "other", "count"]))
        #expect(!facts.declarationReferences.contains("value"))
        #expect(facts.references.isSuperset(of: facts.declarationReferences.union(["store", "show"])))
    }

    @Test func theFactsHoldWhatTheStringFormsRead() {
        let code = """
            import Foundation
            struct Counter { var count = 0 }
            var total = 0
            func add() { total += 1 }
            print(total)
            // Prints "0"
            @Test func startsAtZero() { #expect(Counter().count == 0) }

            """
        let facts = BlockFacts(code: code, firstLine: 10)
        #expect(facts.split.imports == ["import Foundation"])
        #expect(facts.split.declarations.map(\.line) == [10, 13, 15])
        #expect(facts.split.statements.map(\.text) == ["var total = 0\n", "print(total)\n"])
        #expect(facts.fileScopeNames == DeclaredNames.of(code))
        #expect(facts.names == DeclaredNames.of(code, includingVariables: true))
        #expect(facts.words == TopLevelBindings.words(in: code))
        #expect(facts.tests == BlockSplitter.tests(in: code))
        #expect(facts.printChecks == PrintCheck.find(in: code, firstLine: 10))
        #expect(facts.printChecks(numberedFrom: 4) == PrintCheck.find(in: code, firstLine: 10, firstNumber: 4))
        var locals: Set<String> = []
        var factsLocals: Set<String> = []
        #expect(TopLevelBindings.of(facts.statements, locals: &factsLocals) == TopLevelBindings.of(code, locals: &locals))
        #expect(facts.declarationWords.isSuperset(of: ["add", "total", "Counter", "count"]))
        #expect(!facts.declarationWords.contains("print"))
    }

    @Test func aBindingReadOnceIsDecidedAgainstTheLocalsOfItsModule() {
        let code = "let label = \"\\(size) items\"\nvar next = count + 1\nlet fresh = 2\n"
        let facts = BlockFacts(code: code)
        for locals in [Set<String>(), ["size"], ["count"], ["fresh"], ["size", "count"]] {
            var fromFacts = locals
            var fromCode = locals
            #expect(TopLevelBindings.of(facts.statements, locals: &fromFacts) == TopLevelBindings.of(code, locals: &fromCode))
            #expect(fromFacts == fromCode)
        }
    }

    @Test func anAtMainBlockIsSplitWithItsAttributesBlankedOut() {
        let code = "@main\nstruct Tool {}\n@main struct Other {}\nlet x = 1\n"
        let facts = BlockFacts(code: code, firstLine: 3)
        #expect(facts.split.declarations == [BlockSplitter.Chunk(text: "struct Tool {}\n      struct Other {}\n", line: 4)])
        #expect(facts.split.statements == [BlockSplitter.Chunk(text: "let x = 1\n", line: 6)])
        #expect(facts.fileScopeNames.map(\.name) == ["Tool", "Other"])
    }

    /// The package's folder.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Calls that lex a block's code (or read it through a form that lexes it).
    private static let lexingCalls = [
        #"LexedBlock\("#, #"Lexer\."#, #"BlockFacts\("#, #"BlockSplitter\.(split|tests|testNames)\("#,
        #"DeclaredNames\.of\("#, #"PrintCheck\.find\("#, #"TopLevelBindings\.words\(in: (?!lexed\.tokens\[)"#,
        #"TopLevelBindings\.of\((?!facts|statements|\[)"#, #"ManifestCheck\.isManifest\((?![^)]*in: )"#,
        #"ManifestCheck\(block: (?![^)]*in: )"#,
    ]

    /// The files that may lex, relative to the package: the facts themselves and what they are
    /// made with, and the few readers of code that are not the planner's.
    private static let lexers: Set<String> = [
        // The facts, the cache that keeps them, the lexed block, and the forms of the splitter,
        // the name and binding finders and the checks that take a string (for tests).
        "Sources/PatternDocPlan/Plan/BlockFacts.swift", "Sources/PatternDocPlan/Plan/LexedBlocks.swift",
        "Sources/PatternDocPlan/Plan/BlockFactsCache.swift", "Sources/PatternDocPlan/Plan/Internal/LexedBlock.swift",
        "Sources/PatternDocPlan/Plan/BlockSplitter.swift", "Sources/PatternDocPlan/Plan/BlockSplitter+TestNames.swift",
        "Sources/PatternDocPlan/Plan/PrintCheck.swift", "Sources/PatternDocPlan/Plan/Internal/DeclaredNames.swift",
        "Sources/PatternDocPlan/Plan/Internal/TopLevelBindings.swift",
        // Extraction looks at a block's tokens only when its bytes hold a placeholder, `@Test`,
        // `#sourceLocation`, or a comment with "error" or "compile" in it (an announced error,
        // which decides the block's attributes, as `@Test` does); the highlighter colours the code it shows; the doc comments are
        // read from the package's `.swift` files, not from blocks, and so are the imports a
        // library re-exports; a failed block's code is read to name the cause of its failure.
        "Sources/PatternDocExtract/SyntaxTemplate.swift", "Sources/PatternDocExtract/CodeBlockExtractor.swift",
        "Sources/PatternDocExtract/AnnouncedError.swift",
        "Sources/PatternDocRender/SwiftHighlighter.swift", "Sources/PatternDocLoad/SourceDocComments.swift",
        "Sources/PatternDocPackage/Internal/ReexportedTargets.swift",
        "Sources/PatternDocReport/FailureCause.swift",
    ]

    @Test func noStageButTheFactsLexesABlockNotTheExamplesTheVerdictsOrTheSiteBenchmarkEither() throws {
        var checked: Set<String> = []
        var offenders: [String] = []
        for folder in [
            "Sources/PatternDoc", "Sources/PatternDocProcesses", "Sources/PatternDocPackage", "Sources/PatternDocLoad",
            "Sources/PatternDocExtract", "Sources/PatternDocPlan", "Sources/PatternDocRender", "Sources/PatternDocSymbols",
            "Sources/PatternDocReport", "Sources/PatternDocVerify", "Sources/PatternDocOutput", "Sources/PatternDocExamples",
            "Sources/PatternDocLayout", "Sources/PatternDocAPI", "Sources/PatternDocSite", "Benchmarks/SiteBenchmarks",
        ] {
            let files = FileTree.files(at: Self.packageRoot.appendingPathComponent(folder).path).filter { $0.hasSuffix(".swift") }
            for file in files {
                let relative = String(file.dropFirst(Self.packageRoot.path.count + 1))
                guard !Self.lexers.contains(relative) else { continue }
                checked.insert(relative)
                let text = try String(contentsOfFile: file, encoding: .utf8)
                let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.joined(separator: "\n")
                for pattern in Self.lexingCalls where code.range(of: pattern, options: .regularExpression) != nil {
                    offenders.append("\(relative): \(pattern)")
                }
            }
        }
        // The files that lexed on their own before the facts were carried are among those checked.
        for file in [
            "Sources/PatternDocExamples/ExamplesWriter.swift", "Sources/PatternDocExamples/Internal/ExampleScript.swift",
            "Sources/PatternDocVerify/Run/BlockVerdicts.swift", "Sources/PatternDocVerify/Run/WorkspaceRun.swift",
            "Sources/PatternDocVerify/Verifier.swift", "Sources/PatternDocPlan/Plan/WorkspacePlanner.swift",
            "Sources/PatternDocVerify/Build/BuildLoop.swift", "Benchmarks/SiteBenchmarks/PassingReport.swift",
            "Sources/PatternDocSymbols/DocCoverage.swift",
        ] {
            #expect(checked.contains(file), "\(file) is not checked")
        }
        #expect(checked.count > 150)
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    @Test func theSourceReadingCheckFindsALexingCallOutsideTheFacts() {
        let lexing = [
            "let names = DeclaredNames.of(block.code)", "if ManifestCheck.isManifest(block) {",
            "tests: BlockSplitter.testNames(in: block.code)", "let lexed = LexedBlock(code)",
            "words = TopLevelBindings.words(in: String(token.text))",
        ]
        let reading = [
            "if ManifestCheck.isManifest(block, in: lexed) {", "let facts = lexed.facts(of: block)",
            "used.formUnion(TopLevelBindings.words(in: lexed.tokens[index...index]))",
        ]
        for line in lexing {
            #expect(Self.lexingCalls.contains { line.range(of: $0, options: .regularExpression) != nil }, "\(line)")
        }
        for line in reading {
            #expect(!Self.lexingCalls.contains { line.range(of: $0, options: .regularExpression) != nil }, "\(line)")
        }
    }
}
