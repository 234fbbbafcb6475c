import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocProcesses
@testable import PatternDocPlan
@testable import PatternDocReport
@testable import PatternDocVerify

/// Failures contained in few builds: after the first failed build of the workspace, every
/// other block that does not compile is found by compiling the doc modules on their own
/// (``ModuleSweep``), so a catalog where half the pages fail is built twice, and every failing
/// block is still reported with its own errors at its own line.
@Suite(.serialized)
struct FailureContainmentTests {
    /// The `HalfFailing` fixture: six pages, three of which fail in every way a block can fail
    /// to compile (type errors, a syntax error, errors found only after type-checking, a block
    /// using a failing block, failures in each layer of a page and in a test block).
    @Test func aCatalogWhereHalfThePagesFailIsBuiltTwiceWithEveryFailureAtItsLine() async throws {
        let package = try FixtureCopy(fixture: "HalfFailing")
        let progress = ProgressLines()
        var settings = VerifyOptions(packageRoot: package.path)
        settings.progress = { progress.append($0) }
        let options = settings
        let report = try await offThePool { try Verifier.verify(options) }
        func block(_ page: String, _ line: Int) -> BlockReport? {
            report.blocks.first { $0.page == "Docs/\(page)" && $0.line == line }
        }

        #expect(report.problems.isEmpty)
        #expect(report.summaryLine == "13 passed, 8 failed, 1 illustrative fragment")
        // The failed build, and the build of everything that compiles.
        #expect(report.builds == 2)
        // How many failures the first build shows depends on which modules it had started when
        // the first one failed; the sweep finds the others.
        #expect(progress.lines.contains { $0.hasPrefix("Compiled doc modules") && $0.hasSuffix("more block(s) do not compile.") })
        // The build after the sweep emits and compiles none of the modules the sweep compiled.
        #expect(
            progress.lines.contains { $0.hasPrefix("The build reused all ") && $0.hasSuffix(" module(s) the sweep compiled.") },
            "\(progress.lines.filter { $0.contains("sweep") })"
        )

        let failures: [(page: String, line: Int, error: String)] = [
            ("TypeErrors.md", 8, "Docs/TypeErrors.md:9:18: error: cannot convert value of type 'String' to specified type 'Int'"),
            ("TypeErrors.md", 12, "Docs/TypeErrors.md:14:13: error: cannot convert value of type 'String' to expected argument type 'Int'"),
            ("TypeErrors.md", 18, "depends on the block at line 12, which does not compile: fix or skip that block first.\nDocs/TypeErrors.md:19:7: error: cannot find 'double' in scope"),
            ("Layers.md", 9, "Docs/Layers.md:10:25: error: cannot convert value of type 'Int' to specified type 'String'"),
            ("Layers.md", 18, "Docs/Layers.md:20:1: error: missing return in global function expected to return 'Int'"),
            ("Layers.md", 27, "Docs/Layers.md:29:27: error: binary operator '==' cannot be applied to operands of type 'Int' and 'String'"),
            ("Syntax.md", 3, "Docs/Syntax.md:4:5: error: expected pattern"),
            ("Syntax.md", 7, "Docs/Syntax.md:10:12: error: constant 'value' used before being initialized"),
        ]
        for failure in failures {
            let reported = block(failure.page, failure.line)
            #expect(reported?.status == .failed, "\(failure.page):\(failure.line)")
            #expect(reported?.message?.hasPrefix(failure.error) == true, "\(failure.page):\(failure.line): \(reported?.message ?? "no report")")
        }
        // A name no block of the page declares: an illustrative fragment, not a failure.
        let fragment = block("Syntax.md", 14)
        #expect(fragment?.status == .fragment)
        #expect(fragment?.message?.contains("it uses `notDeclaredAnywhere`") == true, "\(fragment?.message ?? "")")
        #expect(fragment?.message?.contains("Docs/Syntax.md:15:7: error: cannot find 'notDeclaredAnywhere' in scope") == true)
        // The block that calls a function of a failing block says it was compiled without it.
        let dependent = block("TypeErrors.md", 18)
        #expect(dependent?.cause == .dependsOnFailingBlock)
        // Line 12 declares `double`; line 8 fails in the same round or the one before.
        let without = ["at line 12 of this page", "at line 8, 12 of this page"]
        #expect(without.contains { dependent?.message?.contains("This block was compiled without the block(s) \($0)") == true }, "\(dependent?.message ?? "")")
        // Every other block passed: whole pages, and the blocks around the failures.
        let passing = report.blocks.filter { block in block.status != .fragment && !failures.contains { "Docs/\($0.page)" == block.page && $0.line == block.line } }
        #expect(passing.count == 13)
        #expect(passing.allSatisfy { $0.status == .passed }, "\(passing.filter { $0.status != .passed })")
        #expect(block("Syntax.md", 18)?.kind == .output)
    }

    @Test func theSweepCompilesAModuleAgainWithoutEachFailingBlockUntilItCompiles() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let page = WorkspaceFixture.counterPage
        let blocks = [
            WorkspaceFixture.block(page, 0, line: 3, "let start = 1\n"),
            WorkspaceFixture.block(page, 1, line: 7, "func twice(_ value: Int) -> Int { value * \"2\" }\n"),
            WorkspaceFixture.block(page, 2, line: 11, "print(twice(start))\n"),
        ]
        let compiled = Compiles()
        let sweep = scratch.sweep(modules: ["DocCounter"]) { command in
            compiled.append(command.module)
            let program = scratch.sources("DocCounter")
            if program.contains("value * \"2\"") {
                return compileFailure("Docs/Counter.md:7:44: error: cannot convert value of type 'String' to expected argument type 'Int'")
            }
            if program.contains("twice(start)") {
                return compileFailure("Docs/Counter.md:11:7: error: cannot find 'twice' in scope")
            }
            return ProcessResult(status: 0, standardOutput: "", standardError: "", seconds: 0)
        }

        let outcome = try sweep.run(leftOut: [:], firstRound: 2) { leftOut in
            var options = PlanOptions()
            options.leftOut = leftOut
            return WorkspacePlanner.plan(pages: [page], blocks: [page.path: blocks], package: scratch.package, options: options)
        }

        #expect(compiled.modules == ["DocCounter", "DocCounter", "DocCounter"])
        #expect(outcome.rounds == 3)
        #expect(outcome.compiles == 3)
        #expect(outcome.leftOut.keys.sorted() == [BlockID(page: page.path, index: 1), BlockID(page: page.path, index: 2)])
        // The second failure was found in the wave after the first, compiled without it.
        #expect(outcome.leftOut[BlockID(page: page.path, index: 1)]?.build == 2)
        #expect(outcome.leftOut[BlockID(page: page.path, index: 2)]?.build == 3)
        #expect(outcome.leftOut[BlockID(page: page.path, index: 2)]?.errors.map(\.rendered) == ["Docs/Counter.md:11:7: error: cannot find 'twice' in scope"])
        // The module left in the workspace is the one that compiled: the first block alone.
        #expect(scratch.sources("DocCounter").contains("let start = 1"))
        #expect(!scratch.sources("DocCounter").contains("twice"))
    }

    @Test func aModuleWhoseErrorsPointAtNoBlockIsLeftToTheBuildLoopWithWhatDependsOnIt() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let page = WorkspaceFixture.counterPage
        let blocks = [
            WorkspaceFixture.block(page, 0, line: 3, "struct Example {}\n"),
            WorkspaceFixture.block(page, 1, line: 7, "struct Example { var second = true }\n"),
        ]
        let plan = WorkspacePlanner.plan(pages: [page], blocks: [page.path: blocks], package: scratch.package)
        #expect(plan.modules.map(\.name) == ["DocCounter", "DocCounter2"])
        let compiled = Compiles()
        // The second layer reads the first's module, so it waits for it.
        let sweep = scratch.sweep(modules: ["DocCounter", "DocCounter2"], dependencies: ["DocCounter2": ["DocCounter"]]) { command in
            compiled.append(command.module)
            return compileFailure("\(scratch.workspace)/Sources/DocCounter/Declarations.swift:1:8: error: no such module 'Missing'")
        }

        let outcome = try sweep.run(leftOut: [:], firstRound: 2) { _ in plan }

        #expect(compiled.modules == ["DocCounter"])
        #expect(outcome.leftOut.isEmpty)
        #expect(outcome.rounds == 1)
    }

    @Test func theCompilersParseableOutputIsReadBackAsTheTextItsJobsPrinted() {
        func message(_ object: String) -> String { "\(object.utf8.count)\n\(object)\n" }
        let stream = message(#"{"kind":"began","name":"compile","pid":7}"#)
            + message(#"{"kind":"finished","name":"compile","pid":7,"output":"Docs/A.md:3:5: error: expected pattern\n","exit-status":1}"#)
            + message(#"{"kind":"finished","name":"emit-module","pid":8,"exit-status":0}"#)
        let text = ParseableOutput.text(of: stream)
        #expect(text == "Docs/A.md:3:5: error: expected pattern\n")
        #expect(CompilerDiagnostic.parse(text).map(\.rendered) == ["Docs/A.md:3:5: error: expected pattern"])
        // A driver that stops before any job prints plain text, kept as it is.
        #expect(ParseableOutput.text(of: "error: no such file\n") == "error: no such file\n")
    }

    @Test func theBuildManifestsModuleCommandsAreReadWithTheirInputsAndOutputs() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let sources = "\(scratch.root)/sources"
        try "".write(toFile: sources, atomically: true, encoding: .utf8)
        let manifest = """
            client:
              name: basic
            commands:
              "C.DocA-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                inputs: ["/w/Sources/DocA/Program.swift","/w/.build/debug/Modules/Lib.swiftmodule","\(sources)"]
                outputs: ["/w/.build/debug/DocA.build/Program.swift.o","/w/.build/debug/Modules/DocA.swiftmodule"]
                description: "Compiling Swift Module 'DocA' (1 sources)"
                args: ["/usr/bin/swiftc","-module-name","DocA","-output-file-map","\(sources)","@\(sources)"]

              "C.DocA2-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                inputs: ["/w/Sources/DocA2/Program.swift","/w/.build/debug/Modules/DocA.swiftmodule"]
                outputs: ["/w/.build/debug/Modules/DocA2.swiftmodule"]
                args: ["/usr/bin/swiftc","-module-name","DocA2","-output-file-map","/w/missing.json","@/w/missing"]

              "C.DocRunner-x86_64-unknown-linux-gnu-debug.exe":
                tool: shell
                args: ["/usr/bin/swiftc","-module-name","DocRunner"]

            """
        try manifest.write(toFile: "\(scratch.root)/debug.yaml", atomically: true, encoding: .utf8)

        let commands = ModuleCompileCommand.all(inManifest: "\(scratch.root)/debug.yaml")

        #expect(commands.keys.sorted() == ["DocA", "DocA2"])
        #expect(commands["DocA"]?.arguments.first == "/usr/bin/swiftc")
        #expect(commands["DocA"]?.outputs.count == 2)
        #expect(commands["DocA2"]?.dependencies(among: ["DocA", "DocA2"]) == ["DocA"])
        #expect(commands["DocA"]?.dependencies(among: ["DocA", "DocA2"]) == [])
        #expect(commands["DocA"]?.canRunOutsideABuild == true)
        #expect(commands["DocA2"]?.canRunOutsideABuild == false)
        // Its inputs do not exist here, so it cannot be up to date.
        #expect(commands["DocA"]?.isUpToDate == false)
        #expect(ModuleCompileCommand.all(inManifest: "\(scratch.root)/none.yaml").isEmpty)
    }

    @Test func aModuleIsUpToDateOnlyWhenEveryOutputIsNoOlderThanEveryInput() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let input = "\(scratch.root)/Program.swift"
        let output = "\(scratch.root)/Program.swift.o"
        for file in [input, output] { try "x".write(toFile: file, atomically: true, encoding: .utf8) }
        func date(_ path: String, _ seconds: TimeInterval) throws {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: path)
        }
        let command = ModuleCompileCommand(module: "DocA", arguments: [], inputs: [input, "<DocA-debug.module>"], outputs: [output])

        try date(input, 1_000)
        try date(output, 2_000)
        #expect(command.isUpToDate)
        try date(input, 3_000)
        #expect(!command.isUpToDate)
        try FileManager.default.removeItem(atPath: output)
        #expect(!command.isUpToDate)
    }
}
