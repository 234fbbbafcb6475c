import Foundation
import PatternDocModel
import PatternDocPackage
import PatternDocPlan
import PatternDocProcesses
import PatternDocReport

/// One pass of the expensive stages over the generated workspace: write it, build it, run the
/// tests and programs of the pages that changed, and check their blocks that must fail; then
/// turn what happened into block reports.
///
/// A block that does not compile never costs another block its result: ``BuildLoop`` builds
/// the workspace again without each block that fails, until everything left builds, and
/// everything left is then run and tested.
enum WorkspaceRun {
    struct Result {
        var reports: [String: [BlockReport]]
        var problems: [String]
        /// How many times the workspace was built.
        var builds: Int
        /// The plan of the last build: every block that was not left out.
        var plan: WorkspacePlan
    }

    /// What the builds and the programs' runs ended with, before tests and checks.
    private struct Built {
        var outcome: BuildLoop.Outcome
        var leftOut: [BlockID: BuildLoop.Failure] = [:]
        var stopped: [BlockID: ProgramRun] = [:]
        var programs: [String: ProgramRun] = [:]
        var builds = 0
        var sweepCompiles = 0
    }

    /// What the tests and the checks of the changed pages found.
    private struct Checked {
        var tests = TestEvents()
        var failOutcomes: [CompileCheckOutcome] = []
        var manifestOutcomes: [CompileCheckOutcome] = []
    }

    /// Builds `firstPlan` (the plan of `pages` with nothing left out, as the verifier made it)
    /// and whatever the build loop plans after it, runs and checks the pages of `changed`, and
    /// returns their reports.
    static func perform(
        firstPlan: WorkspacePlan,
        pages: [DocPage],
        changed: [DocPage],
        blocks: LexedBlocks,
        package: PackageUnderTest,
        planOptions: PlanOptions = PlanOptions(),
        options: VerifyOptions
    ) throws -> Result {
        let changedPaths = Set(changed.map(\.path))
        let built = try buildAndRunPrograms(
            firstPlan: firstPlan, pages: pages, changedPaths: changedPaths, blocks: blocks,
            package: package, planOptions: planOptions, options: options
        )
        if built.builds > 1 {
            let swept = built.sweepCompiles == 0 ? "" : " (and compiled its modules on their own \(built.sweepCompiles) time(s) between builds)"
            let leftOut = built.leftOut.isEmpty ? "" : ", leaving out \(built.leftOut.count) block(s) that do not compile"
            options.progress("Built the doc workspace \(built.builds) times\(swept)\(leftOut).")
        }
        let plan = built.outcome.plan
        let checked = try check(plan, changedPaths: changedPaths, buildSucceeded: built.outcome.succeeded, pages: pages, options: options)
        var reports: [String: [BlockReport]] = [:]
        for page in changed {
            let verdicts = BlockVerdicts(
                page: page,
                blocks: blocks[page.path] ?? [],
                leftOut: built.leftOut.filter { $0.key.page == page.path },
                buildSucceeded: built.outcome.succeeded,
                modules: plan.modules.filter { $0.page == page.path },
                tests: checked.tests,
                programs: built.programs,
                failOutcomes: checked.failOutcomes.filter { $0.block.page == page.path },
                manifests: Set(plan.manifestChecks.filter { $0.block.page == page.path }.map(\.block.index)),
                manifestOutcomes: checked.manifestOutcomes.filter { $0.block.page == page.path },
                timeout: options.timeout,
                stoppedRuns: Dictionary(uniqueKeysWithValues: built.stopped.filter { $0.key.page == page.path }.map { ($0.key.index, $0.value) }),
                facts: { blocks.facts(of: $0) }
            )
            reports[page.path] = verdicts.reports()
        }
        return Result(reports: reports, problems: built.outcome.problems, builds: built.builds, plan: plan)
    }

    /// Builds, then runs the programs of the changed pages; a block that stops its page's
    /// program (a crash, an exit, the time limit) is compiled without running from then on,
    /// and the programs of the pages whose generated code that changed run again, so that it
    /// hides none of the blocks after it. A page whose code is as it was keeps its runs.
    private static func buildAndRunPrograms(
        firstPlan: WorkspacePlan,
        pages: [DocPage],
        changedPaths: Set<String>,
        blocks: LexedBlocks,
        package: PackageUnderTest,
        planOptions: PlanOptions,
        options: VerifyOptions
    ) throws -> Built {
        let progress = options.progress
        var built: Built?
        var leftOut: [BlockID: BuildLoop.Failure] = [:]
        var stopped: [BlockID: ProgramRun] = [:]
        var programs: [String: ProgramRun] = [:]
        // The generated files of each page whose programs ran, as they were when they ran.
        var ranFiles: [String: [String: String]] = [:]
        var (builds, sweepRounds, sweepCompiles) = (0, 0, 0)
        while true {
            var roundOptions = planOptions
            roundOptions.leftOut.formUnion(leftOut.keys)
            roundOptions.notRun.formUnion(stopped.keys)
            // Rounds go on from the loops before, so that the blocks a rerun leaves out count as
            // left out after those left out before it.
            var loop = BuildLoop(
                pages: pages, blocks: blocks, package: package, planOptions: roundOptions, options: options, roundsBefore: builds + sweepRounds
            )
            // The first round builds the verifier's plan: nothing is left out yet.
            if leftOut.isEmpty, stopped.isEmpty { loop.firstPlan = firstPlan }
            let before = builds
            let outcome = try loop.run { plan, attempt in
                if before + attempt == 1 { progress("Building \(plan.modules.count) doc modules in one package...") }
                let result = try buildWorkspace(plan, options: options, isRetry: before + attempt > 1)
                let compiled = SwiftBuildOutput.compiledModules(in: result.combinedOutput)
                progress(
                    "Build \(before + attempt) \(result.succeeded ? "succeeded" : "failed") in \(SwiftBuildOutput.duration(result.seconds)), compiling \(compiled.count) module(s)."
                )
                return result
            }
            builds += outcome.builds
            sweepRounds += outcome.sweepRounds
            sweepCompiles += outcome.sweepCompiles
            leftOut.merge(outcome.leftOut) { first, _ in first }
            built = Built(outcome: outcome, leftOut: leftOut, stopped: stopped, programs: programs, builds: builds, sweepCompiles: sweepCompiles)
            guard outcome.succeeded else { break }
            let newlyStopped = try runPrograms(
                of: outcome.plan, changedPaths: changedPaths, ranFiles: &ranFiles, programs: &programs, options: options
            )
            built?.programs = programs
            guard !newlyStopped.isEmpty else { break }
            stopped.merge(newlyStopped) { first, _ in first }
            built?.stopped = stopped
            progress("Running again without the statements of \(newlyStopped.count) block(s) that stopped their page's program...")
        }
        return built!
    }

    /// Runs the programs of the changed pages whose generated files are not those they last ran
    /// from (`ranFiles`, updated), keeping each run in `programs`, and returns the blocks that
    /// stopped their page's program (a crash, an exit, the time limit) with that run.
    private static func runPrograms(
        of plan: WorkspacePlan,
        changedPaths: Set<String>,
        ranFiles: inout [String: [String: String]],
        programs: inout [String: ProgramRun],
        options: VerifyOptions
    ) throws -> [BlockID: ProgramRun] {
        var stopped: [BlockID: ProgramRun] = [:]
        let start = Date()
        var ran = 0
        let files = pageFiles(plan)
        let pagesToRun = Set(plan.modules.map(\.page)).filter { changedPaths.contains($0) && ranFiles[$0] != files[$0] }
        for page in pagesToRun { ranFiles[page] = files[page] }
        // A chain of layers runs once, from its last module, whose program runs the earlier
        // layers' statements first: each block's statements run once, in page order.
        let earlierLayers = Set(plan.modules.flatMap(\.layers))
        for module in plan.modules where pagesToRun.contains(module.page) && !earlierLayers.contains(module.name) {
            let chain = plan.modules.filter { module.layers.contains($0.name) } + [module]
            guard chain.contains(where: { !$0.programBlocks.isEmpty }) else { continue }
            options.progress("Running the program of \(module.page) (\(module.name))...")
            let run = try runProgram(module, options: options)
            ran += 1
            for layer in chain { programs[layer.name] = run }
            if run.stoppedEarly, let last = run.output.lastBlock,
                let owner = chain.first(where: { $0.programBlocks.contains(last) }),
                owner.blocks.contains(where: { $0.index == last && !$0.attributes.isNotRun })
            {
                stopped[BlockID(page: owner.page, index: last)] = run
            }
        }
        if ran > 0 { options.progress("Ran \(ran) program(s) in \(SwiftBuildOutput.duration(Date().timeIntervalSince(start))).") }
        return stopped
    }

    /// The files `plan` generates for each page's modules, by page: what its programs run.
    private static func pageFiles(_ plan: WorkspacePlan) -> [String: [String: String]] {
        var pages: [String: [String: String]] = [:]
        for module in plan.modules {
            let folder = "Sources/\(module.name)/"
            for (path, content) in plan.files where path.hasPrefix(folder) {
                pages[module.page, default: [:]][path] = content
            }
        }
        return pages
    }

    /// Runs the tests of the changed pages' modules and checks their blocks that must fail
    /// (when the build succeeded) and their manifest blocks.
    private static func check(
        _ plan: WorkspacePlan,
        changedPaths: Set<String>,
        buildSucceeded: Bool,
        pages: [DocPage],
        options: VerifyOptions
    ) throws -> Checked {
        let progress = options.progress
        let sourceNames = SourceName.pages(pages.map(\.path))
        var checked = Checked()
        if buildSucceeded {
            let modules = plan.modules.filter { changedPaths.contains($0.page) }
            let targets = modules.filter { module in module.blocks.contains { $0.attributes.isTest } }.map(\.testTarget)
            if !targets.isEmpty {
                progress("Running the tests of \(targets.count) doc module(s)...")
                checked.tests = try DocTestRunner.run(targets: targets, options: options).inPages(sourceNames)
            }
            let checks = plan.failChecks.filter { changedPaths.contains($0.block.page) }
            if !checks.isEmpty {
                progress("Checking \(checks.count) block(s) that must fail to compile...")
                checked.failOutcomes = FailChecker.run(
                    checks,
                    manifest: "\(options.workspace)/.build/debug.yaml",
                    scratch: "\(options.workDirectory)/fails",
                    sourceNames: sourceNames
                )
            }
        }
        let manifests = plan.manifestChecks.filter { changedPaths.contains($0.block.page) }
        if !manifests.isEmpty {
            progress("Checking \(manifests.count) manifest block(s) as Package.swift files...")
            checked.manifestOutcomes = ManifestChecker.run(manifests, scratch: "\(options.workDirectory)/manifests", sourceNames: sourceNames)
        }
        return checked
    }

    /// Writes and builds `plan`. SwiftPM starts no new job once one has failed, so a build
    /// after a failure (when the package itself is built and only doc modules are left) runs
    /// more jobs at once: every doc module that is ready then compiles, and reports its errors,
    /// in the same build.
    private static func buildWorkspace(_ plan: WorkspacePlan, options: VerifyOptions, isRetry: Bool) throws -> ProcessResult {
        try WorkspaceWriter.write(plan.files, to: options.workspace)
        var arguments = ["build", "--build-tests", "--package-path", options.workspace]
        if isRetry { arguments += ["--jobs", "\(retryJobs)"] }
        return try ProcessRunner.run("swift", arguments)
    }

    /// The jobs of a build after a failure: doc modules are small, so many fit at once.
    static let retryJobs = max(8, ProcessInfo.processInfo.activeProcessorCount * 4)

    /// The bytes of a doc program's output kept at each end (1 MiB): a block that prints
    /// without end costs no more memory than this.
    static let programOutputLimit = 1024 * 1024

    private static func runProgram(_ module: PlannedModule, options: VerifyOptions) throws -> ProgramRun {
        let runner = "\(options.workspace)/.build/debug/DocRunner"
        let result = try ProcessRunner.run(
            runner,
            [module.name],
            environment: [PreviewLines.environmentVariable: "1"],
            timeout: options.timeout,
            outputLimit: programOutputLimit
        )
        if result.endedProcesses > 0, !result.timedOut {
            options.progress("\(module.page): its program left \(result.endedProcesses) process(es) running when it ended; patterndoc ended them.")
        }
        return ProgramRun(
            output: ProgramOutput(standardOutput: result.standardOutput, standardError: result.standardError),
            status: result.status,
            seconds: result.seconds,
            rawError: result.standardError,
            timedOut: result.timedOut,
            signal: result.signal,
            endedProcesses: result.endedProcesses
        )
    }
}

/// One run of a page module's program.
struct ProgramRun {
    var output: ProgramOutput
    var status: Int32
    var seconds: Double
    var rawError: String
    var timedOut = false
    var signal: Int32?
    /// How many processes the program had started that patterndoc ended with it or after it.
    var endedProcesses = 0

    /// Whether the program ended before its last block did: a crash, an `exit`, a throw, the
    /// time limit.
    var stoppedEarly: Bool { status != 0 || timedOut || signal != nil }
}
