import Foundation
import PatternDocModel
import PatternDocPackage
import PatternDocPlan
import PatternDocReport
import PatternDocSupport
import PatternDocSymbols

/// The doc-test pipeline: prepare (load, inspect, extract, narrow) → plan → build & test →
/// report.
///
/// The pages are the docs folder's, then (unless ``VerifyOptions/docComments`` is off) one per
/// source file whose doc comments hold fenced code (`SourceDocComments`), so that the
/// examples in the package's doc comments are verified in the same build: those of the
/// modules the pages import and of every module whose API pages `patterndoc build` shows (all
/// the library modules; for a DocC catalog, the module it documents).
///
/// Each stage hands the next a plain value. The expensive stages (build, tests, programs, the
/// blocks that must fail) run only for pages that changed since the last run; the results of
/// the others come from the previous report.
///
/// Call it where `patterndoc test` would not do: in a tool of your own that verifies a
/// package's docs and reads the report. It builds and runs the docs' code, so it takes as long
/// as the package's build:
///
/// ```swift norun
/// import PatternDoc
///
/// func verifyShop() throws -> Bool {
///     let report = try Verifier.verify(VerifyOptions(packageRoot: "/src/Shop") { print($0) })
///     print(FailureSummary.text(for: report), terminator: "")
///     return report.failedCount == 0
/// }
/// ```
public enum Verifier {
    /// Verifies the docs `options` names and returns the report; also writes it next to the
    /// workspace for the next run.
    public static func verify(_ options: VerifyOptions) throws -> VerificationReport {
        let lock = try RunLock.acquire(for: options)
        defer { lock.release() }
        return try verifyDocsHoldingLock(options, keepingPlan: false).report
    }

    /// Verifies like ``verify(_:)`` for a caller that already holds the package's ``RunLock``,
    /// and also hands on what the run loaded, so that a later stage (the site) does not load,
    /// extract and inspect the package a second time. With `keepingPlan` off (a caller that wants the report only), a run in which nothing changed
    /// plans nothing and hands on no plan.
    package static func verifyDocsHoldingLock(_ options: VerifyOptions, keepingPlan: Bool = true) throws -> VerifiedDocs {
        let start = Date()
        // Prepare every page: the workspace keeps a module for each, so that a run with a
        // filter does not throw away the build of the others, and a filter finds both the
        // Markdown pages and the doc-comment pages.
        var toolchain = ""
        var dumps: ManifestDumps?
        let prepared = try DocsPreparer.prepare(options.preparing, requiringPages: true) { root in
            toolchain = try ReuseKey.toolchainIdentity()
            let opened = ManifestDumps(file: options.manifestDumpsPath, toolchain: toolchain)
            dumps = opened
            return try PackageInspector.inspect(root: root, dumps: opened)
        }
        if let implied = options.implicitImports.impliedLine(package: prepared.package) { options.progress(implied) }
        let pages = try selectedPages(prepared.pages, options)
        let keys = ReuseKey.of(package: prepared.package, options: options, toolchain: toolchain)
        WorkspaceLocation.claim(options)
        let previous = try PreviousResults.find(for: pages, hashes: prepared.pageHashes, reuseKey: keys.verdicts, options: options)
        var reports = reusedReports(of: pages, previous, progress: options.progress)
        let changed = pages.filter { !previous.reusable.contains($0.path) }

        let planOptions = PlanOptions(
            implicitImports: options.implicitImports.modules(package: prepared.package),
            importsWhenUsed: options.implicitImports.whenUsed
        )
        // Each block is lexed once, for this plan and every plan the build loop makes again;
        // a run that plans nothing lexes nothing.
        let lexed = changed.isEmpty && !keepingPlan ? nil : prepared.lexedBlocks
        let planned = plannedPages(prepared.pages, selected: pages, options)
        var plan = lexed.map { lexed in
            WorkspacePlanner.plan(pages: planned, blocks: lexed, package: prepared.package, options: planOptions)
        }
        var run: WorkspaceRun.Result?
        if let firstPlan = plan, let lexed, !changed.isEmpty {
            let done = try WorkspaceRun.perform(
                firstPlan: firstPlan,
                pages: planned,
                changed: changed,
                blocks: lexed,
                package: prepared.package,
                planOptions: planOptions,
                options: options
            )
            reports.merge(checkedReports(of: changed, done, progress: options.progress)) { _, checked in checked }
            plan = done.plan
            run = done
        }
        let report = try finishedReport(
            pages: pages, reports: reports, run: run, previous: previous, prepared: prepared,
            reuseKey: keys.verdicts, options: options, start: start
        )
        dumps?.save()
        return VerifiedDocs(
            report: report, pageReports: PageReports(report.blocks), prepared: prepared, plan: plan, sourcesKey: keys.sources
        )
    }

    /// The pages `--filter` and `--shard` leave of `pages`.
    private static func selectedPages(_ pages: [DocPage], _ options: VerifyOptions) throws -> [DocPage] {
        var selected = pages
        if let filter = options.filter?.lowercased() {
            selected = selected.filter { $0.path.lowercased().contains(filter) || $0.title.lowercased().contains(filter) }
            guard !selected.isEmpty else {
                throw DocErrors([DocError(
                    at: nil,
                    "no page's path or title contains '\(options.filter ?? "")', so nothing was verified.",
                    hint: "The pages are: \(pages.map(\.path).joined(separator: ", ")). Pick a filter that matches one."
                )])
            }
        }
        if let shard = options.shard {
            selected = shard.pick(selected)
        }
        return selected
    }

    /// The pages whose modules the workspace holds: the pages `--filter` and `--shard` select,
    /// since the compile is most of a run's time (a filter is how a writer checks one page in
    /// seconds; a shard runs on a CI machine of its own). A page's modules import only the
    /// package and the page's earlier layers, never another page, so the selected pages compile
    /// alone as they do among all the others, and the next whole run builds only the others.
    static func plannedPages(_ pages: [DocPage], selected: [DocPage], _ options: VerifyOptions) -> [DocPage] {
        options.shard == nil && options.filter == nil ? pages : selected
    }

    /// The previous reports of the pages that did not change, told as one line a page (the
    /// source files' pages as one line: a package has many).
    private static func reusedReports(
        of pages: [DocPage],
        _ previous: PreviousResults,
        progress: @Sendable (String) -> Void
    ) -> [String: [BlockReport]] {
        var reports: [String: [BlockReport]] = [:]
        var unchangedSources: [BlockReport] = []
        var unchangedSourceFiles = 0
        for page in pages where previous.reusable.contains(page.path) {
            let reused = previous.blocks[page.path] ?? []
            reports[page.path] = reused
            if page.sourceModule != nil {
                unchangedSources += reused
                unchangedSourceFiles += 1
            } else {
                progress("\(page.path): unchanged, \(summary(reused))")
            }
        }
        if unchangedSourceFiles > 0 {
            progress("Doc comments of \(unchangedSourceFiles) source files: unchanged, \(summary(unchangedSources))")
        }
        return reports
    }

    /// The reports of the pages that changed, from `run`; told a line a page (the source
    /// files' pages as one line, and those with a failure on their own).
    private static func checkedReports(
        of changed: [DocPage],
        _ run: WorkspaceRun.Result,
        progress: @Sendable (String) -> Void
    ) -> [String: [BlockReport]] {
        var reports: [String: [BlockReport]] = [:]
        var checkedSources: [BlockReport] = []
        var checkedSourceFiles = 0
        for page in changed {
            let checked = run.reports[page.path] ?? []
            reports[page.path] = checked
            if page.sourceModule != nil {
                checkedSources += checked
                checkedSourceFiles += 1
                if checked.contains(where: { $0.status == .failed }) {
                    progress("\(page.path): \(summary(checked))")
                }
            } else {
                progress("\(page.path): \(summary(checked))")
            }
        }
        if checkedSourceFiles > 0 {
            progress("Doc comments of \(checkedSourceFiles) source files: \(summary(checkedSources))")
        }
        return reports
    }

    /// The run's report, with the documentation coverage; written next to the workspace for
    /// the next run unless the run was filtered or took a given report.
    private static func finishedReport(
        pages: [DocPage],
        reports: [String: [BlockReport]],
        run: WorkspaceRun.Result?,
        previous: PreviousResults,
        prepared: PreparedDocs,
        reuseKey: String,
        options: VerifyOptions,
        start: Date
    ) throws -> VerificationReport {
        let unreadable = prepared.docs.unreadable.map { problem in
            (problem.position.map { "\($0): " } ?? "") + problem.message + (problem.hint.map { " " + $0 } ?? "")
        }
        var report = VerificationReport(
            dependencyHash: reuseKey,
            pages: pages.map {
                .init(
                    path: $0.path, title: $0.title, hash: previous.hashes[$0.path]!,
                    reused: previous.reusable.contains($0.path), module: $0.sourceModule
                )
            },
            blocks: inPageOrder(reports, pages: pages),
            problems: run?.problems ?? unreadable,
            seconds: Date().timeIntervalSince(start)
        )
        report.builds = run?.builds ?? 0
        report.shard = options.shard
        let passed = Set(report.blocks.filter { $0.status == .passed }.map { SourcePosition(file: $0.page, line: $0.line) })
        report.coverage = DocCoverage(
            declarations: prepared.comments.declarations,
            modules: prepared.documentedModules,
            examples: prepared.commentExamples,
            // A filtered run verifies some files only: how many examples pass is then unknown.
            verified: options.docComments && options.filter == nil ? prepared.commentExamples.filter(passed.contains) : nil
        )
        // A report taken as given was not verified here, so it is not kept for reuse.
        if options.filter == nil, options.givenReport == nil {
            try FileManager.default.createDirectory(atPath: options.workDirectory, withIntermediateDirectories: true)
            try ReportJSONWriter.write(report, toFile: options.reportPath)
        }
        return report
    }

    /// Every page's block reports, in page order, in an array of their exact size: at four
    /// thousand pages the blocks are 12 MB, and an array grown by doubling held twice that.
    private static func inPageOrder(_ reports: [String: [BlockReport]], pages: [DocPage]) -> [BlockReport] {
        var blocks: [BlockReport] = []
        blocks.reserveCapacity(pages.reduce(0) { $0 + (reports[$1.path]?.count ?? 0) })
        for page in pages { blocks += reports[page.path] ?? [] }
        return blocks
    }

    /// What to do about a doc-comment example that cannot be verified as written.
    static let docCommentAdvice = "This block is in a doc comment: fix it, mark its fence `swift skip(\"reason\")`, or pass --no-doc-comments to verify the Markdown pages alone."

    private static func summary(_ blocks: [BlockReport]) -> String {
        let failed = blocks.count { $0.status == .failed }
        return failed == 0 ? "ok (\(blocks.count) blocks)" : "\(failed) of \(blocks.count) blocks failed"
    }
}
