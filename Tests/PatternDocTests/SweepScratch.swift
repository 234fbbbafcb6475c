import Foundation

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocProcesses
@testable import PatternDocVerify

/// A failed compile that printed `error`.
func compileFailure(_ error: String) -> ProcessResult {
    ProcessResult(status: 1, standardOutput: "", standardError: error + "\n", seconds: 0)
}

/// The modules a fake compiler was asked to compile, in order.
final class Compiles: @unchecked Sendable {
    // Guarded by `lock`.
    private var compiled: [String] = []
    private let lock = NSLock()

    func append(_ module: String) { lock.withLock { compiled.append(module) } }

    var modules: [String] { lock.withLock { compiled } }
}

/// A temporary folder holding a workspace for a sweep with a fake compiler.
struct SweepScratch {
    let root: String
    var workspace: String { "\(root)/workspace" }
    /// A package with nothing to import, whose files the sweep writes.
    let package = PackageUnderTest(root: "/nonexistent", identity: "nonexistent", libraryProducts: [], importedModules: [], casePathsPlugin: false)

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// A sweep of `modules`, each with a command that can run and is never up to date, reading
    /// the modules `dependencies` names; `compile` stands for the compiler.
    func sweep(
        modules: [String],
        dependencies: [String: [String]] = [:],
        compilesAtOnce: Int = 2,
        compile: @escaping @Sendable (ModuleCompileCommand) -> ProcessResult
    ) -> ModuleSweep {
        let runnable = "\(root)/sources"
        _ = FileManager.default.createFile(atPath: runnable, contents: Data())
        var commands: [String: ModuleCompileCommand] = [:]
        for module in modules {
            commands[module] = ModuleCompileCommand(
                module: module,
                arguments: ["swiftc", "-module-name", module, "-output-file-map", runnable, "@\(runnable)"],
                inputs: ["\(root)/never-written.swift"] + (dependencies[module] ?? []).map { "\(root)/Modules/\($0).swiftmodule" },
                outputs: ["\(root)/Modules/\(module).swiftmodule"]
            )
        }
        var sweep = ModuleSweep(workspace: workspace, packageRoot: package.root, sourceNames: [:], commands: commands)
        sweep.compile = compile
        sweep.compilesAtOnce = compilesAtOnce
        return sweep
    }

    /// The module's `Declarations.swift` and `Program.swift` as the sweep last wrote them.
    func sources(_ module: String) -> String {
        ["Declarations", "Program"].map { file in
            (try? String(contentsOfFile: "\(workspace)/Sources/\(module)/\(file).swift", encoding: .utf8)) ?? ""
        }.joined(separator: "\n")
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
