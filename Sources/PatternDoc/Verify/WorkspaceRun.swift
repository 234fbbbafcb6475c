import Foundation

/// One pass of the expensive stages over the generated workspace: write it, build it once,
/// run the tests and programs of the pages that changed, and check their blocks that must
/// fail; then turn what happened into block reports.
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
        var planned = pages
        var compileFailures: [String: [CompilerDiagnostic]] = [:]
        var problems: [String] = []
        var plan = WorkspacePlanner.plan(pages: planned, blocks: blocks, package: package)

        // Build; a page that does not compile is reported and left out of a second build, so
        // the other pages are still verified.
        progress("Building \(plan.modules.count) doc modules in one package...")
        var build = try buildWorkspace(plan, options: options)
        if !build.succeeded {
            let diagnostics = CompilerDiagnostic.parse(build.combinedOutput).filter { $0.severity == .error }
            let byPage = Dictionary(grouping: diagnostics.filter { diagnostic in
                pages.contains { $0.path == diagnostic.file }
            }, by: \.file)
            compileFailures = byPage
            planned = pages.filter { byPage[$0.path] == nil }
            if byPage.isEmpty || planned.count == pages.count {
                problems.append(buildProblem(build, diagnostics: diagnostics))
            } else {
                progress("Rebuilding without the \(byPage.count) page(s) that failed to compile...")
                plan = WorkspacePlanner.plan(pages: planned, blocks: blocks, package: package)
                build = try buildWorkspace(plan, options: options)
                if !build.succeeded {
                    let remaining = CompilerDiagnostic.parse(build.combinedOutput).filter { $0.severity == .error }
                    problems.append(buildProblem(build, diagnostics: remaining))
                }
            }
        }

        let changedPaths = Set(changed.map(\.path))
        let modules = plan.modules.filter { changedPaths.contains($0.page) }
        var tests = TestEvents()
        var programs: [String: ProgramRun] = [:]
        var failOutcomes: [FailChecker.Outcome] = []
        if build.succeeded {
            tests = try runTests(of: modules, options: options)
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
                    scratch: "\(options.workDirectory)/fails"
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
                failOutcomes: failOutcomes.filter { $0.block.page == page.path }
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

    private static func runTests(of modules: [PlannedModule], options: VerifyOptions) throws -> TestEvents {
        let targets = modules.filter { module in module.blocks.contains { $0.attributes.isTest } }.map(\.testTarget)
        guard !targets.isEmpty else { return TestEvents() }
        options.progress("Running the tests of \(targets.count) doc module(s)...")
        let events = "\(options.workDirectory)/events.jsonl"
        try? FileManager.default.removeItem(atPath: events)
        _ = try ProcessRunner.run("swift", [
            "test", "--skip-build", "--package-path", options.workspace,
            "--filter", "^(\(targets.joined(separator: "|")))\\.",
            "--experimental-event-stream-output", events,
            "--experimental-event-stream-version", "0",
        ])
        let text = (try? String(contentsOfFile: events, encoding: .utf8)) ?? ""
        return TestEvents.parse(text)
    }

    private static func runProgram(_ module: PlannedModule, options: VerifyOptions) throws -> ProgramRun {
        let runner = "\(options.workspace)/.build/debug/DocRunner"
        let result = try ProcessRunner.run(runner, [module.name])
        return ProgramRun(
            output: ProgramOutput(standardOutput: result.standardOutput, standardError: result.standardError),
            status: result.status,
            seconds: result.seconds,
            rawError: result.standardError
        )
    }
}

/// One run of a page module's program.
struct ProgramRun {
    var output: ProgramOutput
    var status: Int32
    var seconds: Double
    var rawError: String
}
