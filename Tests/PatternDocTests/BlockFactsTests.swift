import Foundation
import Testing

@testable import PatternDoc

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

    @Test func onlyCompiledSwiftBlocksAreLexed() {
        // Counter: a text block and a `skip` block are not read; Scoping: both blocks are.
        #expect(LexedBlocks(Self.blocks).lexedCount == 4 + 2)
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
        #expect(facts.split == BlockSplitter.split(code, firstLine: 10))
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

    @Test func anAtMainBlockIsSplitAsTheSplitterSplitsIt() {
        let code = "@main\nstruct Tool {}\n@main struct Other {}\nlet x = 1\n"
        let facts = BlockFacts(code: code, firstLine: 3)
        #expect(facts.split == BlockSplitter.split(code, firstLine: 3))
        #expect(facts.fileScopeNames.map(\.name) == ["Tool", "Other"])
    }

    /// The module's folder, `Sources/PatternDoc`.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/PatternDoc")

    /// Calls that lex a block's code (or read it through a form that lexes it).
    private static let lexingCalls = [
        #"LexedBlock\("#, #"Lexer\."#, #"BlockFacts\("#, #"BlockSplitter\.(split|tests|testNames)\("#,
        #"DeclaredNames\.of\("#, #"PrintCheck\.find\("#, #"TopLevelBindings\.words\(in:"#,
        #"TopLevelBindings\.of\((?!facts|statements|\[)"#, #"ManifestCheck\.isManifest\((?![^)]*in: )"#,
        #"ManifestCheck\(block: (?![^)]*in: )"#,
    ]

    @Test func planningAndTheBuildLoopReadTheFactsAndLexNothing() throws {
        // The planner's files that lex: the facts themselves, the lexed block, and the forms of
        // the splitter, the name and binding finders and the checks that take a string (for
        // tests and for the stages after planning).
        let lexers: Set<String> = [
            "Plan/BlockFacts.swift", "Plan/LexedBlocks.swift", "Plan/Internal/LexedBlock.swift",
            "Plan/BlockSplitter.swift", "Plan/BlockSplitter+TestNames.swift", "Plan/PrintCheck.swift",
            "Plan/ManifestCheck.swift", "Plan/Internal/DeclaredNames.swift", "Plan/Internal/TopLevelBindings.swift",
        ]
        let folders = ["Plan", "Verify/Build", "Verify/Run/WorkspaceRun.swift"]
        var checked = 0
        var offenders: [String] = []
        for folder in folders {
            let path = Self.sources.appendingPathComponent(folder).path
            let files = folder.hasSuffix(".swift") ? [path] : FileTree.files(at: path).filter { $0.hasSuffix(".swift") }
            for file in files {
                let relative = String(file.dropFirst(Self.sources.path.count + 1))
                guard !lexers.contains(relative) else { continue }
                checked += 1
                let text = try String(contentsOfFile: file, encoding: .utf8)
                let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.joined(separator: "\n")
                for pattern in Self.lexingCalls where code.range(of: pattern, options: .regularExpression) != nil {
                    offenders.append("\(relative): \(pattern)")
                }
            }
        }
        #expect(checked > 20)
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
