import Foundation

/// Finds, after a build of the workspace failed, every other doc block that does not compile,
/// without building the workspace again for each.
///
/// SwiftPM starts no job once one has failed, so a failed build shows the errors of the few
/// modules that were compiling at the time, and a catalog with many failing pages would take a
/// build for each few. The sweep compiles the doc modules itself, keeping going past failures:
/// each module that is not up to date is compiled with the very command SwiftPM wrote for it
/// in the build manifest (``ModuleCompileCommand``), several at once, so the driver's
/// incremental records stay SwiftPM's and the next `swift build` reuses what the sweep
/// compiled instead of compiling it again.
///
/// It goes in waves. A wave compiles every module whose doc dependencies (the earlier layers
/// of its page; for a test target, its module too) are compiled. A module that fails with
/// errors at blocks is planned again without those blocks (they are left out, each with its
/// own errors) and compiled in the next wave, so a block that only fails once a block it uses
/// is gone is found too, and counts as compiled without it. A module whose errors point at no
/// block is left for ``BuildLoop`` to narrow down, and so are the modules that depend on it.
/// The sweep ends when a wave has nothing left to compile; each wave leaves out at least one
/// block or compiles a module for good, so it ends.
struct ModuleSweep {
    /// What the sweep found.
    struct Outcome {
        /// The blocks it left out, with their errors; ``BuildLoop/Failure/build`` is the round
        /// of the wave that found each.
        var leftOut: [BlockID: BuildLoop.Failure] = [:]
        /// How many waves ran.
        var waves = 0
        /// How many module compiles ran, over all waves.
        var compiles = 0
    }

    /// The workspace's folder.
    let workspace: String
    /// The package under test's folder, to tell its errors from the workspace's.
    let packageRoot: String
    /// The pages whose `#sourceLocation` name is not their path (see `SourceName`).
    let sourceNames: [String: String]
    /// The compile commands of the build manifest, by module.
    let commands: [String: ModuleCompileCommand]
    /// Runs one command; the real one runs the driver and reads its parseable output.
    var compile: @Sendable (ModuleCompileCommand) -> ProcessResult = Self.run

    /// Sweeps the workspace, starting with `leftOut` out of it; `plan` plans it without a set
    /// of blocks, and `firstRound` is the round the first wave counts as.
    func run(
        leftOut known: [BlockID: BuildLoop.Failure],
        firstRound: Int,
        plan: (Set<BlockID>) -> WorkspacePlan
    ) throws -> Outcome {
        var outcome = Outcome()
        var settled: Set<String> = []
        var givenUp: Set<String> = []
        var checkedUpToDate = false
        while true {
            let current = plan(Set(known.keys).union(outcome.leftOut.keys))
            try WorkspaceWriter.write(current.files, to: workspace)
            let targets = current.docTargets.intersection(commands.keys)
            if !checkedUpToDate {
                // Modules the failed build compiled, which the blocks left out do not touch.
                settled = targets.filter { commands[$0]!.isUpToDate }
                checkedUpToDate = true
            }
            let ready = targets.subtracting(settled).subtracting(givenUp).filter { target in
                let command = commands[target]!
                return command.canRunOutsideABuild
                    && command.dependencies(among: Set(commands.keys)).allSatisfy { settled.contains($0) || !targets.contains($0) }
            }.sorted()
            guard !ready.isEmpty else { return outcome }
            outcome.waves += 1
            outcome.compiles += ready.count
            let round = firstRound + outcome.waves - 1
            let compile = compile
            let runs = ready.map { commands[$0]! }
            let results = ParallelMap.map(runs.count) { compile(runs[$0]) }
            for (target, result) in zip(ready, results) {
                if result.succeeded {
                    settled.insert(target)
                    continue
                }
                let errors = CompilerDiagnostic.parse(result.combinedOutput)
                    .filter { $0.severity == .error }
                    .map { $0.inPage(sourceNames) }
                let blame = BuildBlame(
                    errors: errors, output: result.combinedOutput, plan: current, packageRoot: packageRoot, workspace: workspace
                )
                let found = blame.blocks.filter { known[$0.key] == nil && outcome.leftOut[$0.key] == nil }
                guard !found.isEmpty else {
                    givenUp.insert(target)
                    continue
                }
                for (id, diagnostics) in found {
                    outcome.leftOut[id] = BuildLoop.Failure(errors: diagnostics, note: nil, build: round)
                }
            }
        }
    }

    /// Runs `command` as SwiftPM would, with its output read back as the text it printed.
    @Sendable static func run(_ command: ModuleCompileCommand) -> ProcessResult {
        guard let driver = command.arguments.first else {
            return ProcessResult(status: 1, standardOutput: "", standardError: "no compile command for \(command.module)", seconds: 0)
        }
        do {
            var result = try ProcessRunner.run(driver, Array(command.arguments.dropFirst()))
            result.standardOutput = ParseableOutput.text(of: result.standardOutput)
            result.standardError = ParseableOutput.text(of: result.standardError)
            return result
        } catch {
            return ProcessResult(status: 1, standardOutput: "", standardError: "could not run the compiler for \(command.module): \(error)", seconds: 0)
        }
    }
}
