import Foundation
import PatternDocModel
import PatternDocPackage
import PatternDocPlan
import PatternDocProcesses
import PatternDocReport

/// Builds the workspace until everything in it compiles, leaving out each block that does not,
/// so that every block that compiles is verified and every block that does not is reported
/// with its own compiler errors (as rustdoc falls back from its merged doctests).
///
/// SwiftPM stops at the first modules that fail, and one block's error must cost no other
/// block its result. So after a failed build:
///
/// 1. Errors that point at blocks (see ``BuildBlame``) leave those blocks out; then
///    ``ModuleSweep`` compiles every other doc module that is not up to date, SwiftPM's way but
///    keeping going past failures, and leaves out every block it finds failing, in the same
///    round; and the workspace is built again, reusing what the sweep compiled. So a catalog
///    where many blocks fail takes two builds, not one per few failing modules.
/// 2. Errors that point at no block (a generated file, the linker) are narrowed down: the
///    blocks of the modules they name (else every block) are added back one prefix at a time,
///    halving the range each build, until the first block whose addition breaks the build is
///    found; it is left out with the errors that build printed.
/// 3. When the build still fails with none of those blocks, the errors are in the code generated
///    for the modules they name (which their pages' blocks shape, as a layer's aliases of an
///    earlier layer's names): every block of those pages is left out with the errors, and the
///    rest of the docs goes on.
/// 4. Errors in the package's own files, or a build that fails with no doc block in it, stop
///    the loop with a problem: nothing in the docs can fix them.
///
/// Each round leaves out at least one block, so the loop ends. ``Outcome/builds`` says how many
/// builds it took, `Outcome.sweepCompiles` how many module compiles the sweeps ran.
struct BuildLoop {
    /// Why a block was left out.
    struct Failure: Hashable {
        /// The compiler's errors, at the block's lines where they point there.
        var errors: [CompilerDiagnostic]
        /// How the block was found when its errors point elsewhere; `nil` when they are its own.
        var note: String?
        /// The round after which it was left out (1 for the first), to tell which blocks of a
        /// page were compiled without which: each build of the workspace is a round, and
        /// ``ModuleSweep`` counts rounds of its own (see `ModuleSweep.Outcome.rounds`).
        var build: Int
    }

    /// What the loop ended with.
    struct Outcome {
        /// The plan of the last build: every block that was not left out.
        var plan: WorkspacePlan
        /// Whether the last build succeeded.
        var succeeded: Bool
        /// The blocks left out, with why.
        var leftOut: [BlockID: Failure]
        /// Problems that no doc block causes, with what to do.
        var problems: [String]
        /// How many times `swift build` ran.
        var builds: Int
        /// How many rounds the runs of ``ModuleSweep`` between builds counted as.
        var sweepRounds = 0
        /// How many module compiles those runs ran.
        var sweepCompiles = 0
    }

    let pages: [DocPage]
    /// The pages' blocks, each lexed once for every plan of the loop.
    let blocks: LexedBlocks
    let package: PackageUnderTest
    let planOptions: PlanOptions
    let options: VerifyOptions
    /// The rounds of the loops that ran before this one in the same verification (a loop
    /// runs again after a page's program stopped early), so that this loop's rounds go on
    /// from theirs and `Failure.build` still orders every left-out block of a page.
    var roundsBefore = 0
    /// The plan of the first build when the caller has it already (the verifier's, with
    /// nothing left out); `nil` plans it from the pages.
    var firstPlan: WorkspacePlan?

    /// What the loop has done so far: the blocks it left out, and its builds and rounds.
    private struct Rounds {
        var leftOut: [BlockID: Failure] = [:]
        var builds = 0
        /// Builds and sweep rounds, in the order they ran.
        var round = 0
        var sweepRounds = 0
        var sweepCompiles = 0
        /// The modules the sweep before the next build compiled, which that build should reuse.
        var swept: Set<String> = []
    }

    /// One build of a plan, with its errors and the blocks (or modules, or package files) they
    /// point at; the narrowing keeps its failed ones.
    private struct Attempt {
        var result: ProcessResult
        var errors: [CompilerDiagnostic]
        var blame: BuildBlame

        /// What the failed build said, for a reader: its first `errors` errors, else (a crashed
        /// or killed compiler prints none) the last `characters` of its output.
        func shown(errors limit: Int = 20, characters: Int = 3_000) -> String {
            errors.isEmpty
                ? String(result.combinedOutput.suffix(characters))
                : errors.prefix(limit).map(\.rendered).joined(separator: "\n")
        }
    }

    /// Runs the loop; `build` builds a plan (write it, run `swift build`).
    func run(build: (WorkspacePlan, Int) throws -> ProcessResult) throws -> Outcome {
        var rounds = Rounds(round: roundsBefore)
        var current = firstPlan ?? plan(leaving: rounds.leftOut)
        var attempt = try self.attempt(current, &rounds, build)
        while !attempt.result.succeeded {
            if !attempt.blame.blocks.isEmpty {
                try leaveOutBlamed(attempt.blame, &rounds)
            } else if !attempt.blame.packageErrors.isEmpty {
                return outcome(current, failedWith: packageProblem(attempt.blame.packageErrors), rounds)
            } else if let notTheBlocks = try leaveOutNarrowedDown(attempt, current, &rounds, build) {
                return outcome(plan(leaving: rounds.leftOut), failedWith: buildProblem(notTheBlocks.result, notTheBlocks.errors), rounds)
            }
            current = plan(leaving: rounds.leftOut)
            attempt = try self.attempt(current, &rounds, build)
        }
        return Outcome(
            plan: current, succeeded: true, leftOut: rounds.leftOut, problems: [], builds: rounds.builds,
            sweepRounds: rounds.sweepRounds, sweepCompiles: rounds.sweepCompiles
        )
    }

    /// The plan without the blocks left out so far and without `extra`.
    private func plan(leaving leftOut: [BlockID: Failure], extra: Set<BlockID> = []) -> WorkspacePlan {
        var planOptions = planOptions
        planOptions.leftOut.formUnion(Set(leftOut.keys).union(extra))
        return WorkspacePlanner.plan(pages: pages, blocks: blocks, package: package, options: planOptions)
    }

    /// Builds `plan` and reads what went wrong.
    private func attempt(_ plan: WorkspacePlan, _ rounds: inout Rounds, _ build: (WorkspacePlan, Int) throws -> ProcessResult) throws -> Attempt {
        rounds.builds += 1
        rounds.round += 1
        let result = try build(plan, rounds.builds)
        if !rounds.swept.isEmpty {
            options.progress(Self.reuseLine(swept: rounds.swept, compiled: SwiftBuildOutput.compiledModules(in: result.combinedOutput)))
            rounds.swept = []
        }
        let errors = CompilerDiagnostic.parse(result.combinedOutput)
            .filter { $0.severity == .error }
            .map { $0.inPage(SourceName.pages(pages.map(\.path))) }
        let blame = BuildBlame(
            errors: errors,
            output: result.combinedOutput,
            plan: plan,
            packageRoot: package.root,
            workspace: URL(fileURLWithPath: options.workspace).standardizedFileURL.path
        )
        return Attempt(result: result, errors: errors, blame: blame)
    }

    /// What a build after a sweep did with the modules the sweep compiled (`swept`), given the
    /// modules it compiled or emitted: each should be reused, and one compiled again costs time.
    static func reuseLine(swept: Set<String>, compiled: Set<String>) -> String {
        let again = swept.intersection(compiled).sorted()
        guard !again.isEmpty else { return "The build reused all \(swept.count) module(s) the sweep compiled." }
        return "The build compiled \(again.count) of the \(swept.count) module(s) the sweep compiled again: \(again.joined(separator: ", "))."
    }

    /// Leaves out the blocks `blame` points at, then sweeps the other doc modules for more.
    private func leaveOutBlamed(_ blame: BuildBlame, _ rounds: inout Rounds) throws {
        for (id, diagnostics) in blame.blocks {
            rounds.leftOut[id] = Failure(errors: diagnostics, note: nil, build: rounds.round)
        }
        var newlyLeftOut = Set(blame.blocks.keys)
        if let sweep = sweep() {
            options.progress("Compiling the other doc modules on their own, to find every block that does not compile...")
            let known = rounds.leftOut
            let start = Date()
            let swept = try sweep.run(leftOut: known, firstRound: rounds.round + 1) { extra in plan(leaving: known, extra: extra) }
            let took = SwiftBuildOutput.duration(Date().timeIntervalSince(start))
            options.progress(
                "Compiled doc modules \(swept.compiles) time(s) in \(took), \(swept.mostAtOnce) at a time: \(swept.leftOut.count) more block(s) do not compile."
            )
            rounds.round += swept.rounds
            rounds.sweepRounds += swept.rounds
            rounds.sweepCompiles += swept.compiles
            rounds.leftOut.merge(swept.leftOut) { first, _ in first }
            rounds.swept = swept.compiledModules
            newlyLeftOut.formUnion(swept.leftOut.keys)
        }
        let pagesLeft = Set(newlyLeftOut.map(\.page)).sorted().joined(separator: ", ")
        options.progress("Building again without \(newlyLeftOut.count) block(s) that do not compile (\(pagesLeft))...")
    }

    /// Narrows down a build whose errors point at no block: among the blocks of the modules
    /// they name (else every block). When the build still fails without those blocks, but in
    /// other modules (which SwiftPM had not reached before it stopped), those join the suspects
    /// and the search runs again. When the suspects themselves still fail without any of their
    /// blocks, the errors are in the code generated for them (a layer's aliases of an earlier
    /// layer's names, say), which their pages' earlier blocks shape: every block of those pages
    /// is left out, and the rest of the docs goes on. Returns the failed build when the
    /// workspace fails even with no block to blame.
    private func leaveOutNarrowedDown(
        _ failing: Attempt,
        _ current: WorkspacePlan,
        _ rounds: inout Rounds,
        _ build: (WorkspacePlan, Int) throws -> ProcessResult
    ) throws -> Attempt? {
        var suspectNames = failing.blame.modules
        var search: Search
        let said = failing.shown(errors: 5, characters: 1_500).split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
        options.progress("The build failed, and its errors point at no doc block:\n\(said)")
        while true {
            let suspects = current.modules.filter { suspectNames.contains($0.name) }
            let candidates = (suspects.isEmpty ? current.modules : suspects)
                .flatMap(\.blocks)
                .map(BlockID.init)
            options.progress("Narrowing the errors down to a block among \(candidates.count)...")
            let leftOut = rounds.leftOut
            search = try narrow(
                candidates,
                failing: failing,
                plan: { extra in plan(leaving: leftOut, extra: extra) },
                attempt: { plan in try attempt(plan, &rounds, build) }
            )
            guard case .notTheBlocks(let failed) = search else { break }
            let failingNow = failed.blame.modules.intersection(current.modules.map(\.name))
            guard failingNow.isDisjoint(with: suspectNames), !failingNow.isEmpty else { break }
            suspectNames.formUnion(failingNow)
        }
        switch search {
        case .culprit(let id, let failed):
            let text = failed.shown()
            rounds.leftOut[id] = Failure(
                errors: failed.errors.isEmpty ? [] : Array(failed.errors.prefix(20)),
                note: "The build failed when this block was added, with errors that point at no block\(failed.errors.isEmpty ? ":\n\(text)" : ".")",
                build: rounds.round
            )
        case .blamed(let newBlame):
            for (id, diagnostics) in newBlame.blocks {
                rounds.leftOut[id] = Failure(errors: diagnostics, note: nil, build: rounds.round)
            }
        case .notTheBlocks(let failed):
            let failingNow = failed.blame.modules.intersection(suspectNames)
            let failingPages = Set(current.modules.filter { failingNow.contains($0.name) }.map(\.page))
            let pageBlocks = current.modules.filter { failingPages.contains($0.page) }.flatMap(\.blocks).map(BlockID.init)
            guard !pageBlocks.isEmpty else { return failed }
            let shown = failed.shown()
            for id in pageBlocks {
                rounds.leftOut[id] = Failure(
                    errors: [],
                    note: "The code patterndoc generates for this page's modules did not build, with errors that point at no block:\n\(shown)",
                    build: rounds.round
                )
            }
            options.progress("Building again without the \(pageBlocks.count) block(s) of \(failingPages.sorted().joined(separator: ", ")), whose generated code does not build...")
        }
        return nil
    }

    /// A loop that stops with `problem`, which no doc block causes.
    private func outcome(_ plan: WorkspacePlan, failedWith problem: String, _ rounds: Rounds) -> Outcome {
        Outcome(
            plan: plan, succeeded: false, leftOut: rounds.leftOut, problems: [problem], builds: rounds.builds,
            sweepRounds: rounds.sweepRounds, sweepCompiles: rounds.sweepCompiles
        )
    }

    /// What narrowing found. The failed builds it holds blame no block (else the narrowing
    /// would have stopped at them with `blamed`), so their blame names modules only.
    private enum Search {
        /// The first block whose addition breaks the build, with that build.
        case culprit(BlockID, Attempt)
        /// A build on the way failed with errors that do point at blocks.
        case blamed(BuildBlame)
        /// The build fails even without any of the candidates.
        case notTheBlocks(Attempt)
    }

    /// Finds the first of `candidates` (in page order) whose addition breaks the build, when
    /// all of them together do (`failing`): the empty prefix must build, then the range halves.
    private func narrow(
        _ candidates: [BlockID],
        failing: Attempt,
        plan: (Set<BlockID>) -> WorkspacePlan,
        attempt: (WorkspacePlan) throws -> Attempt
    ) throws -> Search {
        // Whether the build fails with only the first `count` candidates in.
        func probe(_ count: Int) throws -> (failed: Attempt?, blame: BuildBlame?) {
            let tried = try attempt(plan(Set(candidates[count...])))
            if tried.result.succeeded { return (nil, nil) }
            return (tried, tried.blame.blocks.isEmpty ? nil : tried.blame)
        }
        let none = try probe(0)
        if let blame = none.blame { return .blamed(blame) }
        if let failed = none.failed { return .notTheBlocks(failed) }
        var passing = 0
        var failingCount = candidates.count
        var failed = failing
        while failingCount - passing > 1 {
            let middle = (passing + failingCount) / 2
            let outcome = try probe(middle)
            if let blame = outcome.blame { return .blamed(blame) }
            if let build = outcome.failed {
                failingCount = middle
                failed = build
            } else {
                passing = middle
            }
        }
        return .culprit(candidates[failingCount - 1], failed)
    }

    /// The sweep of the workspace as the last build left it; `nil` when its build manifest holds
    /// no compile command (SwiftPM stopped before planning).
    private func sweep() -> ModuleSweep? {
        let workspace = URL(fileURLWithPath: options.workspace).standardizedFileURL.path
        let commands = ModuleCompileCommand.all(inManifest: "\(workspace)/.build/debug.yaml")
        guard !commands.isEmpty else { return nil }
        return ModuleSweep(
            workspace: workspace,
            packageRoot: package.root,
            sourceNames: SourceName.pages(pages.map(\.path)),
            commands: commands
        )
    }

    private func packageProblem(_ errors: [CompilerDiagnostic]) -> String {
        """
        The package itself does not build, so no doc block could be verified:
        \(errors.prefix(20).map(\.rendered).joined(separator: "\n"))
        Fix the package ('swift build' in \(package.root)), then run again.
        """
    }

    private func buildProblem(_ build: ProcessResult, _ errors: [CompilerDiagnostic]) -> String {
        let shown = errors.isEmpty
            ? String(build.combinedOutput.suffix(4_000))
            : errors.prefix(20).map(\.rendered).joined(separator: "\n")
        return """
            The doc workspace does not build even without any doc block, so the cause is not in \
            the docs:
            \(shown)
            Check that the package itself builds ('swift build') and that its library products \
            can be imported, then run again.
            """
    }
}
