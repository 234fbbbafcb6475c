import Foundation

/// One pass of the expensive stages over the generated workspace: write it, build it, run the
/// tests and programs of the pages that changed, and check their blocks that must fail; then
/// turn what happened into block reports.
///
/// A page that does not compile never costs another page its result: SwiftPM stops at the
/// first module that fails, so the workspace is built again without each page whose errors it
/// reported, until it builds or what fails is not in any page.
enum WorkspaceRun {
    struct Result {
        var reports: [String: [BlockReport]]
        var problems: [String]
    }

    static func perform(
        pages: [DocPage],
        changed: [DocPage],
        blocks: [String: [CodeBlock]],
        package: PackageUnderTest,
        options: VerifyOptions
    ) throws -> Result {
        let progress = options.progress
        let sourceNames = SourceName.pages(pages.map(\.path))
        var planned = pages
        var compileFailures: [String: [CompilerDiagnostic]] = [:]
        var problems: [String] = []
        var plan = WorkspacePlanner.plan(pages: planned, blocks: blocks, package: package)

        progress("Building \(plan.modules.count) doc modules in one package...")
        var build = try buildWorkspace(plan, options: options)
        while !build.succeeded {
            let errors = CompilerDiagnostic.parse(build.combinedOutput)
                .filter { $0.severity == .error }
                .map { $0.inPage(sourceNames) }
            let plannedPaths = Set(planned.map(\.path))
            let byPage = Dictionary(grouping: errors.filter { plannedPaths.contains($0.file) }, by: \.file)
            guard !byPage.isEmpty else {
                problems.append(buildProblem(build, diagnostics: errors))
                break
            }
            compileFailures.merge(byPage) { first, _ in first }
            planned = planned.filter { byPage[$0.path] == nil }
            let names = byPage.keys.sorted().joined(separator: ", ")
            progress("Rebuilding without the page(s) that failed to compile (\(names))...")
            plan = WorkspacePlanner.plan(pages: planned, blocks: blocks, package: package)
            build = try buildWorkspace(plan, options: options)
        }

        let changedPaths = Set(changed.map(\.path))
        let modules = plan.modules.filter { changedPaths.contains($0.page) }
        var tests = TestEvents()
        var programs: [String: ProgramRun] = [:]
        var failOutcomes: [FailChecker.Outcome] = []
        if build.succeeded {
            let targets = modules.filter { module in module.blocks.contains { $0.attributes.isTest } }.map(\.testTarget)
            if !targets.isEmpty {
                progress("Running the tests of \(targets.count) doc module(s)...")
                tests = try DocTestRunner.run(targets: targets, options: options).inPages(sourceNames)
            }
            for module in modules where !module.programBlocks.isEmpty {
                progress("Running the program of \(module.page) (\(module.name))...")
                programs[module.name] = try runProgram(module, options: options)
            }
            let checks = plan.failChecks.filter { changedPaths.contains($0.block.page) }
            if !checks.isEmpty {
                progress("Checking \(checks.count) block(s) that must fail to compile...")
                failOutcomes = FailChecker.run(
                    checks,
                    manifest: "\(options.workspace)/.build/debug.yaml",
                    scratch: "\(options.workDirectory)/fails",
                    sourceNames: sourceNames
                )
            }
        }

        var reports: [String: [BlockReport]] = [:]
        for page in changed {
            let verdicts = BlockVerdicts(
                page: page,
                blocks: blocks[page.path] ?? [],
                compileErrors: compileFailures[page.path] ?? [],
                buildSucceeded: build.succeeded,
                modules: plan.modules.filter { $0.page == page.path },
                tests: tests,
                programs: programs,
                failOutcomes: failOutcomes.filter { $0.block.page == page.path },
                timeout: options.timeout
            )
            reports[page.path] = verdicts.reports()
        }
        return Result(reports: reports, problems: problems)
    }

    private static func buildWorkspace(_ plan: WorkspacePlan, options: VerifyOptions) throws -> ProcessResult {
        try WorkspaceWriter.write(plan.files, to: options.workspace)
        return try ProcessRunner.run("swift", ["build", "--build-tests", "--package-path", options.workspace])
    }

    private static func buildProblem(_ build: ProcessResult, diagnostics: [CompilerDiagnostic]) -> String {
        let shown = diagnostics.isEmpty
            ? String(build.combinedOutput.suffix(4_000))
            : diagnostics.prefix(20).map(\.rendered).joined(separator: "\n")
        return """
            The generated workspace did not build, and the errors are not in a doc block:
            \(shown)
            Check that the package itself builds ('swift build'), then run again.
            """
    }

    private static func runProgram(_ module: PlannedModule, options: VerifyOptions) throws -> ProgramRun {
        let runner = "\(options.workspace)/.build/debug/DocRunner"
        let result = try ProcessRunner.run(
            runner,
            [module.name],
            environment: [PreviewLines.environmentVariable: "1"],
            timeout: options.timeout
        )
        return ProgramRun(
            output: ProgramOutput(standardOutput: result.standardOutput, standardError: result.standardError),
            status: result.status,
            seconds: result.seconds,
            rawError: result.standardError,
            timedOut: result.timedOut,
            signal: result.signal
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

    /// Whether the program ended before its last block did: a crash, an `exit`, a throw, the
    /// time limit.
    var stoppedEarly: Bool { status != 0 || timedOut || signal != nil }
}
