import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocProcesses
@testable import PatternDocPlan
@testable import PatternDocVerify

/// The sweep as a queue: a module starts as soon as its own doc dependencies are compiled,
/// whatever else is still compiling; the longest chains start first; the modules of one page
/// compile one at a time; failures are still found, and what depends on a module given up is
/// never compiled.
@Suite struct ModuleSweepQueueTests {
    private static let pageA = DocPage(path: "Docs/A.md", title: "A", markdown: "")
    private static let pageB = DocPage(path: "Docs/B.md", title: "B", markdown: "")

    /// Page A: one module. Page B: two layers (the second redeclares `Example`), with a test
    /// block in the first when `withTest` says so, and a block after each declaration of
    /// `Example` (lines 11 and 19) when `firstLayer` or `secondLayer` give one.
    private static func blocks(firstLayer: String? = nil, secondLayer: String? = nil, withTest: Bool = false) -> [String: [CodeBlock]] {
        var code: [(line: Int, code: String, isTest: Bool)] = [(3, "struct Example {}\n", false)]
        if withTest { code.append((7, "@Test func works() {\n    #expect(true)\n}\n", true)) }
        if let firstLayer { code.append((11, firstLayer, false)) }
        code.append((15, "struct Example { var second = true }\n", false))
        if let secondLayer { code.append((19, secondLayer, false)) }
        let b = code.enumerated().map { index, block in
            WorkspaceFixture.block(pageB, index, line: block.line, block.code) { $0.isTest = block.isTest }
        }
        return [pageA.path: [WorkspaceFixture.block(pageA, 0, line: 3, "let a = 1\n")], pageB.path: b]
    }

    private static func planner(_ scratch: SweepScratch, _ blocks: [String: [CodeBlock]]) -> (Set<BlockID>) -> WorkspacePlan {
        { leftOut in
            var options = PlanOptions()
            options.leftOut = leftOut
            return WorkspacePlanner.plan(pages: [pageA, pageB], blocks: blocks, package: scratch.package, options: options)
        }
    }

    private static let compiled = ProcessResult(status: 0, standardOutput: "", standardError: "", seconds: 0)

    @Test func aModuleStartsOnceItsOwnDependenciesAreCompiledWhileAnUnrelatedModuleIsStillCompiling() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let plan = Self.planner(scratch, Self.blocks())
        #expect(plan([]).modules.map(\.name) == ["DocA", "DocB", "DocB2"])
        let events = Compiles()
        let secondLayerStarted = DispatchSemaphore(value: 0)
        let sweep = scratch.sweep(modules: ["DocA", "DocB", "DocB2"], dependencies: ["DocB2": ["DocB"]]) { command in
            events.append("start \(command.module)")
            switch command.module {
            case "DocA":
                // Slow: it ends only once the second layer of B has started (or after a
                // while, which a sweep that waits for DocA before starting DocB2 takes).
                _ = secondLayerStarted.wait(timeout: .now() + 10)
            case "DocB2":
                secondLayerStarted.signal()
            default:
                break
            }
            events.append("end \(command.module)")
            return Self.compiled
        }

        let outcome = try sweep.run(leftOut: [:], firstRound: 2, plan: plan)

        let log = events.modules
        let started = try #require(log.firstIndex(of: "start DocB2"))
        let slowEnded = try #require(log.firstIndex(of: "end DocA"))
        #expect(started < slowEnded, "\(log)")
        #expect(outcome.compiles == 3)
        #expect(outcome.mostAtOnce == 2)
        #expect(outcome.leftOut.isEmpty)
        // Nothing was left out, so every compile counts as the first round.
        #expect(outcome.rounds == 1)
    }

    @Test func failuresAreFoundWhileOtherPagesCompileAndEachCountsTheBlocksLeftOutBeforeIt() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let plan = Self.planner(
            scratch,
            Self.blocks(firstLayer: "let wrong: Int = \"one\"\n", secondLayer: "let alsoWrong: String = 2\n")
        )
        let compiles = Compiles()
        let sweep = scratch.sweep(modules: ["DocA", "DocB", "DocB2"], dependencies: ["DocB2": ["DocB"]]) { command in
            compiles.append(command.module)
            let sources = scratch.sources(command.module)
            if command.module == "DocB", sources.contains("wrong: Int") {
                return compileFailure("Docs/B.md:11:18: error: cannot convert value of type 'String' to specified type 'Int'")
            }
            if command.module == "DocB2", sources.contains("alsoWrong") {
                return compileFailure("Docs/B.md:19:25: error: cannot convert value of type 'Int' to specified type 'String'")
            }
            return Self.compiled
        }

        let outcome = try sweep.run(leftOut: [:], firstRound: 2, plan: plan)

        let first = BlockID(page: Self.pageB.path, index: 1)
        let second = BlockID(page: Self.pageB.path, index: 3)
        #expect(outcome.leftOut.keys.sorted() == [first, second])
        #expect(outcome.leftOut[first]?.errors.map(\.rendered) == ["Docs/B.md:11:18: error: cannot convert value of type 'String' to specified type 'Int'"])
        #expect(outcome.leftOut[second]?.errors.map(\.rendered) == ["Docs/B.md:19:25: error: cannot convert value of type 'Int' to specified type 'String'"])
        // DocB2 was compiled without B's first block, so its failure counts after it.
        let firstRound = try #require(outcome.leftOut[first]?.build)
        let secondRound = try #require(outcome.leftOut[second]?.build)
        #expect(firstRound == 2)
        #expect(secondRound == 3)
        #expect(outcome.rounds == 3)
        #expect(compiles.modules.sorted() == ["DocA", "DocB", "DocB", "DocB2", "DocB2"])
        #expect(compiles.modules.filter { $0 == "DocA" }.count == 1)
        // What is left in the workspace compiles: neither failing block is in it.
        #expect(!scratch.sources("DocB").contains("wrong"))
        #expect(!scratch.sources("DocB2").contains("alsoWrong"))
    }

    @Test func modulesDependingOnAModuleGivenUpAreNeverCompiledWhileOtherPagesAre() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let compiles = Compiles()
        let sweep = scratch.sweep(modules: ["DocA", "DocB", "DocB2"], dependencies: ["DocB2": ["DocB"]]) { command in
            compiles.append(command.module)
            if command.module == "DocB" {
                return compileFailure("\(scratch.workspace)/Sources/DocB/Declarations.swift:1:8: error: no such module 'Missing'")
            }
            return Self.compiled
        }

        let outcome = try sweep.run(leftOut: [:], firstRound: 2, plan: Self.planner(scratch, Self.blocks()))

        #expect(compiles.modules.sorted() == ["DocA", "DocB"])
        #expect(outcome.leftOut.isEmpty)
        #expect(outcome.compiles == 2)
    }

    @Test func theModulesOfOnePageCompileOneAtATimeEvenWhenBothAreReady() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let plan = Self.planner(scratch, Self.blocks(withTest: true))
        #expect(plan([]).docTargets == ["DocA", "DocB", "DocBTests", "DocB2"])
        let running = PageCompiles()
        // DocB's test target and its second layer both wait for DocB only.
        let sweep = scratch.sweep(
            modules: ["DocA", "DocB", "DocBTests", "DocB2"],
            dependencies: ["DocBTests": ["DocB"], "DocB2": ["DocB"]],
            compilesAtOnce: 3
        ) { command in
            running.begin(command.module)
            Thread.sleep(forTimeInterval: 0.2)
            running.end(command.module)
            return Self.compiled
        }

        let outcome = try sweep.run(leftOut: [:], firstRound: 2, plan: plan)

        #expect(outcome.compiles == 4)
        #expect(running.mostOfPageBAtOnce == 1)
    }

    @Test func theModuleWithTheLongestChainOfDependentsStartsFirst() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let compiles = Compiles()
        let sweep = scratch.sweep(modules: ["DocA", "DocB", "DocB2"], dependencies: ["DocB2": ["DocB"]], compilesAtOnce: 1) { command in
            compiles.append(command.module)
            return Self.compiled
        }

        _ = try sweep.run(leftOut: [:], firstRound: 2, plan: Self.planner(scratch, Self.blocks()))

        // DocB has a module waiting for it; DocA and DocB2 have none, and tie by name.
        #expect(compiles.modules == ["DocB", "DocA", "DocB2"])
        #expect(ModuleSweep.chainLengths(["A": [], "B": [], "B2": ["B"], "B3": ["B2"]]) == ["A": 1, "B": 3, "B2": 2, "B3": 1])
    }

    @Test func aBuildsCompiledModulesAreReadFromSwiftPMsProgressLines() {
        let output = """
            Building for debugging...
            [3/40] Emitting module DocA
            [4/40] Compiling DocA Program.swift
            [5/40] Compiling DocB Declarations.swift
            [6/40] Linking DocRunner
            Docs/A.md:3:5: error: Compiling nothing here
            Build complete!
            """
        #expect(SwiftBuildOutput.compiledModules(in: output) == ["DocA", "DocB"])
        #expect(SwiftBuildOutput.duration(45.44) == "45.4 s")
    }
}

/// How many modules of page B (`DocB`, `DocBTests`, `DocB2`) a fake compiler ran at once.
private final class PageCompiles: @unchecked Sendable {
    // Guarded by `lock`.
    private var running: Set<String> = []
    private var most = 0
    private let lock = NSLock()

    func begin(_ module: String) {
        lock.withLock {
            running.insert(module)
            most = max(most, running.filter { $0.hasPrefix("DocB") }.count)
        }
    }

    func end(_ module: String) { lock.withLock { _ = running.remove(module) } }

    var mostOfPageBAtOnce: Int { lock.withLock { most } }
}
