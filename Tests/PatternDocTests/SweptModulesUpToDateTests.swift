import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocProcesses
@testable import PatternDocPlan
@testable import PatternDocVerify

/// After the sweep, the next `swift build` finds the modules it compiled up to date: what a
/// module emits is dated after its sources, a module whose files change after it compiled is
/// compiled again in the sweep (with what waits for it), and leaving out a `test` block leaves
/// the module's own files as they were.
@Suite struct SweptModulesUpToDateTests {
    private static let pageB = DocPage(path: "Docs/B.md", title: "B", markdown: "")

    private static let compiled = ProcessResult(status: 0, standardOutput: "", standardError: "", seconds: 0)

    private static func planner(_ scratch: SweepScratch, _ blocks: [CodeBlock]) -> (Set<BlockID>) -> WorkspacePlan {
        { leftOut in
            var options = PlanOptions()
            options.leftOut = leftOut
            return WorkspacePlanner.plan(pages: [pageB], blocks: [pageB.path: blocks], package: scratch.package, options: options)
        }
    }

    @Test func theFilesAModuleEmitsAreFoundBesideItsModuleAndDatedAlike() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("emitted-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let modules = "\(root)/Modules"
        let build = "\(root)/DocA.build"
        let emitted = [
            "\(modules)/DocA.swiftmodule", "\(modules)/DocA.swiftdoc", "\(modules)/DocA.swiftsourceinfo", "\(modules)/DocA.o",
            "\(build)/include/DocA-Swift.h", "\(build)/DocA.emit-module.d", "\(build)/DocA.emit-module.dia",
        ]
        // Another module's files, and the module's objects and records, are not what it emits.
        let others = ["\(modules)/DocA2.swiftmodule", "\(modules)/DocAB.swiftdoc", "\(build)/Program.swift.o", "\(build)/primary.priors"]
        let old = Date(timeIntervalSince1970: 946_684_800)
        for path in emitted + others {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8), attributes: [.modificationDate: old])
        }
        let command = ModuleCompileCommand(
            module: "DocA",
            arguments: [
                "swiftc", "-module-name", "DocA", "-emit-module", "-emit-module-path", "\(modules)/DocA.swiftmodule",
                "-output-file-map", "\(build)/output-file-map.json", "-emit-objc-header-path", "\(build)/include/DocA-Swift.h",
            ],
            inputs: [],
            outputs: []
        )

        let files = EmittedModuleFiles(command)
        let source = "\(build)/Program.swift"
        _ = FileManager.default.createFile(atPath: source, contents: Data(), attributes: [.modificationDate: old.addingTimeInterval(-1)])
        // Emitted after the source was written: the driver would not emit it again.
        #expect(!files.areOlder(thanNewestOf: [source, "relative/path.swift", "\(build)/missing.swift"]))
        try FileManager.default.setAttributes([.modificationDate: old.addingTimeInterval(1)], ofItemAtPath: source)
        #expect(files.areOlder(thanNewestOf: [source]))
        let now = Date()
        files.markCurrent(now: now)
        #expect(!files.areOlder(thanNewestOf: [source]))

        #expect(Set(files.paths) == Set(emitted))
        func modified(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        for path in emitted {
            let date = try #require(modified(path))
            #expect(abs(date.timeIntervalSince(now)) < 0.001, "\(path)")
        }
        for path in others { #expect(modified(path) == old, "\(path)") }
    }

    @Test func aSettledModuleWhoseFilesChangeIsCompiledAgainBeforeWhatWaitsForIt() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let page = Self.pageB
        // `start` is a global of the first layer only while the second layer's block at line
        // 19 uses it; once that block is left out, the first layer's files change.
        let blocks = [
            WorkspaceFixture.block(page, 0, line: 3, "struct Example {}\nlet start = 1\n"),
            WorkspaceFixture.block(page, 1, line: 7, "@Test func works() {\n    #expect(true)\n}\n") { $0.isTest = true },
            WorkspaceFixture.block(page, 2, line: 15, "struct Example { var second = true }\n"),
            WorkspaceFixture.block(page, 3, line: 19, "let wrong: String = start\n"),
        ]
        let plan = Self.planner(scratch, blocks)
        let failing = BlockID(page: page.path, index: 3)
        #expect(plan([]).docTargets == ["DocB", "DocBTests", "DocB2"])
        #expect(ModuleSweep.filesByTarget(plan([]))["DocB"] != ModuleSweep.filesByTarget(plan([failing]))["DocB"])
        let compiles = Compiles()
        // The failed build compiled DocB and its test target; DocB2 is left to the sweep.
        var sweep = try UpToDateSweep(scratch).sweep(
            upToDate: ["DocB", "DocBTests"],
            notUpToDate: ["DocB2"],
            dependencies: ["DocBTests": ["DocB"], "DocB2": ["DocB"]]
        )
        sweep.compile = { command in
            compiles.append(command.module)
            if command.module == "DocB2", scratch.sources("DocB2").contains("wrong: String") {
                return compileFailure("Docs/B.md:19:21: error: cannot convert value of type 'Int' to specified type 'String'")
            }
            return Self.compiled
        }

        let outcome = try sweep.run(leftOut: [:], firstRound: 2, plan: plan)

        #expect(outcome.leftOut.keys.sorted() == [failing])
        // DocB2 failed; DocB's files changed, so DocB is compiled again, then what waits for
        // it: DocB2 without its failing block, and the test target, whose files did not change.
        #expect(compiles.modules == ["DocB2", "DocB", "DocB2", "DocBTests"])
        #expect(outcome.compiledModules == ["DocB", "DocB2", "DocBTests"])
    }

    @Test func aModuleIsSettledOnlyWithWhatItWaitsFor() {
        let dependencies: [String: Set<String>] = ["DocB2": ["DocB"], "DocB3": ["DocB2"], "DocBTests": ["DocB"]]
        let targets: Set<String> = ["DocA", "DocB", "DocB2", "DocB3", "DocBTests"]
        #expect(ModuleSweep.withSettledDependencies(["DocA", "DocB2", "DocB3", "DocBTests"], dependencies, among: targets) == ["DocA"])
        #expect(ModuleSweep.withSettledDependencies(["DocB", "DocB3", "DocBTests"], dependencies, among: targets) == ["DocB", "DocBTests"])
        #expect(ModuleSweep.dependents(of: ["DocB"], dependencies) == ["DocB", "DocB2", "DocB3", "DocBTests"])
    }

    @Test func theBuildAfterASweepSaysWhichOfTheSweptModulesItCompiledAgain() {
        #expect(BuildLoop.reuseLine(swept: ["DocA", "DocB"], compiled: ["DocRunner"]) == "The build reused all 2 module(s) the sweep compiled.")
        #expect(
            BuildLoop.reuseLine(swept: ["DocA", "DocB", "DocC"], compiled: ["DocC", "DocA", "DocRunner"])
                == "The build compiled 2 of the 3 module(s) the sweep compiled again: DocA, DocC."
        )
    }

    @Test func leavingOutATestBlockLeavesTheModulesOwnFilesAsTheyWere() throws {
        let scratch = try SweepScratch()
        defer { scratch.remove() }
        let page = Self.pageB
        let blocks = [
            WorkspaceFixture.block(page, 0, line: 3, "struct Example {}\n"),
            WorkspaceFixture.block(page, 1, line: 7, "@Test func works() {\n    _ = Example()\n}\n") { $0.isTest = true },
            WorkspaceFixture.block(page, 2, line: 11, "@Test func alsoWorks() {\n    #expect(true)\n}\n") { $0.isTest = true },
            WorkspaceFixture.block(page, 3, line: 15, "let value = 1\n"),
        ]
        let plan = Self.planner(scratch, blocks)
        let all = SweptModulesFiles(plan([]))
        let withoutTest = SweptModulesFiles(plan([BlockID(page: page.path, index: 1)]))
        let withoutStatement = SweptModulesFiles(plan([BlockID(page: page.path, index: 3)]))

        #expect(all.of("DocB") == withoutTest.of("DocB"))
        #expect(all.of("DocBTests") != withoutTest.of("DocBTests"))
        #expect(withoutTest.of("DocBTests")["Tests/DocBTests/Tests.swift"]?.contains("// The page's blocks in this module: 2.") == true)
        // A block of the module's own left out still changes every file of the module.
        for (path, content) in all.of("DocB") {
            #expect(withoutStatement.of("DocB")[path] != content, "\(path)")
        }
        #expect(all.of("DocB")["Sources/DocB/Declarations.swift"]?.contains("// The page's blocks in this module: 0, 3.") == true)
    }
}

/// A plan's generated files by target, as the sweep compares them.
private struct SweptModulesFiles {
    let byTarget: [String: [String: String]]

    init(_ plan: WorkspacePlan) { byTarget = ModuleSweep.filesByTarget(plan) }

    func of(_ target: String) -> [String: String] { byTarget[target] ?? [:] }
}

/// Compile commands that can run, some of them up to date (their outputs newer than their
/// inputs, as after a build that compiled them), for a sweep with a fake compiler.
private struct UpToDateSweep {
    let scratch: SweepScratch

    init(_ scratch: SweepScratch) { self.scratch = scratch }

    func sweep(upToDate: [String], notUpToDate: [String], dependencies: [String: [String]]) throws -> ModuleSweep {
        let root = scratch.root
        let runnable = "\(root)/sources"
        try FileManager.default.createDirectory(atPath: "\(root)/Modules", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: runnable, contents: Data())
        let old = Date(timeIntervalSinceNow: -60)
        var commands: [String: ModuleCompileCommand] = [:]
        for module in upToDate + notUpToDate {
            let source = "\(root)/\(module).swift"
            _ = FileManager.default.createFile(atPath: source, contents: Data(), attributes: [.modificationDate: old])
            let output = "\(root)/Modules/\(module).swiftmodule"
            commands[module] = ModuleCompileCommand(
                module: module,
                arguments: ["swiftc", "-module-name", module, "-output-file-map", runnable, "@\(runnable)"],
                inputs: [source] + (dependencies[module] ?? []).map { "\(root)/Modules/\($0).swiftmodule" },
                outputs: [output]
            )
        }
        // Each up-to-date module's output a second after the one before, so that a module is
        // newer than the modules it imports.
        for (offset, module) in upToDate.enumerated() {
            let written = old.addingTimeInterval(Double(offset + 1))
            _ = FileManager.default.createFile(atPath: "\(root)/Modules/\(module).swiftmodule", contents: Data(), attributes: [.modificationDate: written])
        }
        return ModuleSweep(workspace: scratch.workspace, packageRoot: scratch.package.root, sourceNames: [:], commands: commands)
    }
}
