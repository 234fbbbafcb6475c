import Foundation
import PatternDocPlan
import PatternDocProcesses
import PatternDocReport

/// Finds, after a build of the workspace failed, every other doc block that does not compile,
/// without building the workspace again for each.
///
/// SwiftPM starts no job once one has failed, so a failed build shows the errors of the few
/// modules that were compiling at the time, and a catalog with many failing pages would take a
/// build for each few. The sweep compiles the doc modules itself, keeping going past failures:
/// each module that is not up to date is compiled with the very command SwiftPM wrote for it
/// in the build manifest (``ModuleCompileCommand``), so the driver's incremental records stay
/// SwiftPM's and the next `swift build` reuses what the sweep compiled instead of compiling it
/// again. Two things keep it so: after a compile succeeds, the files the module emits are
/// dated now (`EmittedModuleFiles`: the compiler keeps an unchanged `.swiftmodule` with its
/// old date, which the driver takes for a module to emit again on every later run); and a
/// module whose generated files change after it compiled (a block of its page left out
/// later) is compiled again in the sweep, with the modules that wait for it.
///
/// It works as a queue, one compile per core at a time: a module starts as soon as its own doc
/// dependencies (the earlier layers of its page; for a test target, its module) are compiled,
/// never waiting for unrelated modules, and the modules with the longest chains of dependents
/// start first. A module that fails with errors at blocks is planned again without those
/// blocks (they are left out, each with its own errors) and compiled again, so a block that
/// only fails once a block it uses is gone is found too. A module whose errors point at no
/// block is left for ``BuildLoop`` to narrow down, and so are the modules that depend on it.
/// The sweep ends when nothing is running and nothing is left to start; each failed compile
/// leaves out at least one block or gives a module up, so it ends.
///
/// The modules of one page run one at a time: a page's files are written again whenever one
/// of its blocks is left out, which must not happen under a compile of the same page, and it
/// keeps the rounds of a page's left-out blocks in the order they were found.
struct ModuleSweep {
    /// What the sweep found.
    struct Outcome {
        /// The blocks it left out, with their errors; ``BuildLoop/Failure/build`` is the round
        /// of the compile that found each (see `rounds`).
        var leftOut: [BlockID: BuildLoop.Failure] = [:]
        /// How many rounds the sweep counts as, so that the rounds after it go on from there.
        /// A compile's round is the first round plus the number of compiles that had left
        /// blocks out when it started, so a block's round is above the rounds of every block
        /// of its page that was left out before its module was compiled without them.
        var rounds = 0
        /// How many module compiles ran.
        var compiles = 0
        /// How many compiles ran at the same time, at most.
        var mostAtOnce = 0
        /// The modules it compiled, as their files are at its end: the next `swift build`
        /// should find each of them up to date.
        var compiledModules: Set<String> = []
    }

    /// The workspace's folder.
    let workspace: String
    /// The package under test's folder, to tell its errors from the workspace's.
    let packageRoot: String
    /// The pages whose `#sourceLocation` name is not their path (see `SourceName`).
    let sourceNames: [String: String]
    /// The compile commands of the build manifest, by module.
    let commands: [String: ModuleCompileCommand]
    /// How many compiles run at once: one per core, as each driver runs its own jobs too.
    var compilesAtOnce = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Runs one command; the real one runs the driver and reads its parseable output.
    var compile: @Sendable (ModuleCompileCommand) -> ProcessResult = Self.run

    /// Sweeps the workspace, starting with `leftOut` out of it; `plan` plans it without a set
    /// of blocks, and `firstRound` is the round of the compiles that start first.
    func run(
        leftOut known: [BlockID: BuildLoop.Failure],
        firstRound: Int,
        plan: (Set<BlockID>) -> WorkspacePlan
    ) throws -> Outcome {
        var outcome = Outcome()
        let first = try replan(without: Set(known.keys), plan: plan)
        let dependencies = commands.mapValues { $0.dependencies(among: Set(commands.keys)) }
        // Modules the failed build compiled, which the blocks left out do not touch, and
        // whose doc dependencies are settled too.
        let settled = Self.withSettledDependencies(first.targets.filter { commands[$0]!.isUpToDate }, dependencies, among: first.targets)
        var state = SweepState(
            current: first.plan, targets: first.targets, settled: settled,
            compiledFiles: first.files.filter { settled.contains($0.key) }
        )
        let chains = Self.chainLengths(dependencies)
        let running = RunningCompiles()
        while true {
            startReadyCompiles(&state, &outcome, dependencies: dependencies, chains: chains, firstRound: firstRound, running: running)
            guard let (target, result) = running.next() else {
                outcome.compiledModules = state.compiledBySweep.intersection(state.settled)
                return outcome
            }
            let (compiledPlan, round) = state.started.removeValue(forKey: target)!
            if result.succeeded {
                state.settled.insert(target)
                state.compiledBySweep.insert(target)
                state.compiledFiles[target] = Self.filesByTarget(compiledPlan)[target] ?? [:]
                continue
            }
            let found = blamedBlocks(result, plan: compiledPlan).filter { known[$0.key] == nil && outcome.leftOut[$0.key] == nil }
            guard !found.isEmpty else {
                state.givenUp.insert(target)
                continue
            }
            for (id, diagnostics) in found {
                outcome.leftOut[id] = BuildLoop.Failure(errors: diagnostics, note: nil, build: round)
            }
            state.leavingOuts += 1
            let files: [String: [String: String]]
            (state.current, state.targets, files) = try replan(without: Set(known.keys).union(outcome.leftOut.keys), plan: plan)
            let changed = state.settled.filter { files[$0] ?? [:] != state.compiledFiles[$0] ?? [:] }
            state.settled.subtract(Self.dependents(of: changed, dependencies))
        }
    }

    /// Where a sweep stands between two finished compiles.
    private struct SweepState {
        /// The plan last written, and its doc targets that have compile commands.
        var current: WorkspacePlan
        var targets: Set<String>
        /// The modules compiled, and whose doc dependencies are, as their files are now.
        var settled: Set<String>
        /// The files each settled module was compiled from: when leaving a block out changes
        /// them, the module is compiled again here rather than in the next build.
        var compiledFiles: [String: [String: String]]
        /// The modules the sweep compiled itself.
        var compiledBySweep: Set<String> = []
        /// The modules whose errors point at no block, left for the build loop.
        var givenUp: Set<String> = []
        /// The plan each running compile's files were written from, and its round.
        var started: [String: (plan: WorkspacePlan, round: Int)] = [:]
        /// How many compiles so far left blocks out.
        var leavingOuts = 0
    }

    /// Starts the modules that wait for no unsettled module, longest chain first, while fewer
    /// than ``compilesAtOnce`` run and no other module of their page is compiling.
    private func startReadyCompiles(
        _ state: inout SweepState,
        _ outcome: inout Outcome,
        dependencies: [String: Set<String>],
        chains: [String: Int],
        firstRound: Int,
        running: RunningCompiles
    ) {
        let pages = Self.pages(of: state.current)
        let waiting = state.targets.subtracting(state.settled).subtracting(state.givenUp).subtracting(state.started.keys)
        let ready = waiting.filter { target in
            commands[target]!.canRunOutsideABuild
                && dependencies[target, default: []].allSatisfy { state.settled.contains($0) || !state.targets.contains($0) }
        }
        var busyPages = Set(state.started.keys.map { pages[$0] ?? $0 })
        for target in Self.longestChainFirst(ready, chains) where state.started.count < compilesAtOnce && !busyPages.contains(pages[target] ?? target) {
            busyPages.insert(pages[target] ?? target)
            state.started[target] = (state.current, firstRound + state.leavingOuts)
            outcome.compiles += 1
            outcome.rounds = max(outcome.rounds, state.leavingOuts + 1)
            let command = commands[target]!
            let compile = compile
            running.start(target) { compile(command) }
        }
        outcome.mostAtOnce = max(outcome.mostAtOnce, state.started.count)
    }

    /// Plans the workspace without `leftOut` and writes it: the plan, its doc targets that have
    /// compile commands, and its generated files by target (``filesByTarget(_:)``).
    private func replan(
        without leftOut: Set<BlockID>,
        plan: (Set<BlockID>) -> WorkspacePlan
    ) throws -> (plan: WorkspacePlan, targets: Set<String>, files: [String: [String: String]]) {
        let planned = plan(leftOut)
        try WorkspaceWriter.write(planned.files, to: workspace)
        return (planned, planned.docTargets.intersection(commands.keys), Self.filesByTarget(planned))
    }

    /// The blocks the errors of a failed compile of a module of `plan` point at, with their errors.
    private func blamedBlocks(_ result: ProcessResult, plan: WorkspacePlan) -> [BlockID: [CompilerDiagnostic]] {
        let errors = CompilerDiagnostic.parse(result.combinedOutput)
            .filter { $0.severity == .error }
            .map { $0.inPage(sourceNames) }
        return BuildBlame(errors: errors, output: result.combinedOutput, plan: plan, packageRoot: packageRoot, workspace: workspace).blocks
    }

    /// `targets` in the order to start them: the longest chain of modules waiting for it first
    /// (see ``chainLengths(_:)``), then by name.
    static func longestChainFirst(_ targets: Set<String>, _ chains: [String: Int]) -> [String] {
        targets.sorted { (chains[$0] ?? 0, $1) > (chains[$1] ?? 0, $0) }
    }

    /// The generated files of each target of `plan` (path → content), by target: `DocB` for
    /// `Sources/DocB/Program.swift`, `DocBTests` for `Tests/DocBTests/Tests.swift`.
    static func filesByTarget(_ plan: WorkspacePlan) -> [String: [String: String]] {
        var files: [String: [String: String]] = [:]
        for (path, content) in plan.files {
            let parts = path.split(separator: "/", maxSplits: 2)
            guard parts.count == 3, parts[0] == "Sources" || parts[0] == "Tests" else { continue }
            files[String(parts[1]), default: [:]][path] = content
        }
        return files
    }

    /// `modules` and every module that waits for one of them, however indirectly.
    static func dependents(of modules: Set<String>, _ dependencies: [String: Set<String>]) -> Set<String> {
        var found = modules
        var grew = true
        while grew {
            let more = dependencies.filter { !found.contains($0.key) && !$0.value.isDisjoint(with: found) }.keys
            grew = !more.isEmpty
            found.formUnion(more)
        }
        return found
    }

    /// The modules of `upToDate` whose doc dependencies among `targets` are all in it too,
    /// however indirectly: a module is settled only once what it imports is.
    static func withSettledDependencies(_ upToDate: Set<String>, _ dependencies: [String: Set<String>], among targets: Set<String>) -> Set<String> {
        let unsettled = targets.subtracting(upToDate)
        return upToDate.subtracting(dependents(of: unsettled, dependencies))
    }

    /// The page of each doc target of `plan`: a module's, and its test target's.
    private static func pages(of plan: WorkspacePlan) -> [String: String] {
        var pages: [String: String] = [:]
        for module in plan.modules {
            pages[module.name] = module.page
            pages[module.testTarget] = module.page
        }
        return pages
    }

    /// For each module, how many modules there are on the longest chain of modules that wait
    /// for it (itself included): the modules to start first, as the sweep cannot end before
    /// the last of their chain is compiled.
    static func chainLengths(_ dependencies: [String: Set<String>]) -> [String: Int] {
        var dependents: [String: [String]] = [:]
        for (module, needs) in dependencies {
            for need in needs { dependents[need, default: []].append(module) }
        }
        var lengths: [String: Int] = [:]
        func length(_ module: String, _ visiting: Set<String>) -> Int {
            if let known = lengths[module] { return known }
            // A cycle cannot be compiled anyway; counting it once keeps this finite.
            let below = (dependents[module] ?? []).filter { !visiting.contains($0) }
                .map { length($0, visiting.union([module])) }
            let result = 1 + (below.max() ?? 0)
            lengths[module] = result
            return result
        }
        for module in dependencies.keys { _ = length(module, []) }
        return lengths
    }

    /// Runs `command` as SwiftPM would, with its output read back as the text it printed.
    @Sendable static func run(_ command: ModuleCompileCommand) -> ProcessResult {
        guard let driver = command.arguments.first else {
            return ProcessResult(status: 1, standardOutput: "", standardError: "no compile command for \(command.module)", seconds: 0)
        }
        do {
            var result = try ProcessRunner.run(driver, Array(command.arguments.dropFirst()))
            if result.succeeded {
                let emitted = EmittedModuleFiles(command)
                if emitted.areOlder(thanNewestOf: command.inputs) { emitted.markCurrent() }
            }
            result.standardOutput = ParseableOutput.text(of: result.standardOutput)
            result.standardError = ParseableOutput.text(of: result.standardError)
            return result
        } catch {
            return ProcessResult(status: 1, standardOutput: "", standardError: "could not run the compiler for \(command.module): \(error)", seconds: 0)
        }
    }
}
