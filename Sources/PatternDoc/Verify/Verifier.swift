import Foundation

/// The doc-test pipeline: load → extract → plan → build & test → report.
///
/// Each stage hands the next a plain value. The expensive stages (build, tests, programs, the
/// blocks that must fail) run only for pages that changed since the last run; the results of
/// the others come from the previous report.
public enum Verifier {
    /// Verifies the docs `options` names and returns the report; also writes it next to the
    /// workspace for the next run.
    public static func verify(_ options: VerifyOptions) throws -> VerificationReport {
        try verifyDocs(options).report
    }

    /// Verifies like ``verify(_:)`` and also hands on what the run loaded, so that a later
    /// stage (the site) does not load, extract and inspect the package a second time.
    ///
    /// Only one run at a time works on a package: a second one waits for the first (or, with
    /// ``VerifyOptions/waitForOtherRuns`` off, fails at once).
    public static func verifyDocs(_ options: VerifyOptions) throws -> VerifiedDocs {
        let lock = try RunLock.acquire(for: options)
        defer { lock.release() }
        return try verifyDocsHoldingLock(options)
    }

    /// ``verifyDocs(_:)`` for a caller that already holds the package's ``RunLock``.
    static func verifyDocsHoldingLock(_ options: VerifyOptions) throws -> VerifiedDocs {
        let start = Date()
        let progress = options.progress

        // Load and extract every page: the workspace keeps a module for each, so that a run
        // with a filter does not throw away the build of the others.
        let loaded = try DocsLoader.load(docs: options.docs, packageRoot: options.packageRoot)
        for path in loaded.unlisted {
            progress("\(path): warning: not listed in SUMMARY.md, so it is neither verified nor published. Add it to SUMMARY.md, or remove it.")
        }
        for warning in loaded.warnings { progress(warning.rendered(as: "warning")) }
        let allPages = loaded.pages
        guard !allPages.isEmpty else {
            throw DocErrors([DocError(
                at: nil,
                "the docs folder \(options.docs) has no Markdown pages, so there is nothing to verify.",
                hint: "Add .md pages (and a SUMMARY.md listing them), or pass the right folder with --docs."
            )])
        }
        var pages = allPages
        if let filter = options.filter?.lowercased() {
            pages = pages.filter { $0.path.lowercased().contains(filter) || $0.title.lowercased().contains(filter) }
            guard !pages.isEmpty else {
                throw DocErrors([DocError(
                    at: nil,
                    "no page's path or title contains '\(options.filter ?? "")', so nothing was verified.",
                    hint: "The pages are: \(allPages.map(\.path).joined(separator: ", ")). Pick a filter that matches one."
                )])
            }
        }
        let selected = Set(pages.map(\.path))
        var blocks: [String: [CodeBlock]] = [:]
        var problems: [DocError] = []
        for page in allPages {
            do {
                blocks[page.path] = try CodeBlockExtractor.extract(from: page)
            } catch let errors as DocErrors where selected.contains(page.path) {
                problems += errors.errors
            } catch {
                continue
            }
        }
        guard problems.isEmpty else { throw DocErrors(problems) }
        let plannedPages = allPages.filter { blocks[$0.path] != nil }

        // Decide what changed. A page's previous result is reused only when its text and
        // everything it depends on are unchanged, and only when it passed: a failure may have
        // been caused by something else that has since been fixed.
        let toolchain = try ReuseKey.toolchainVersion()
        let dumps = ManifestDumps(file: options.manifestDumpsPath, toolchain: toolchain)
        var package = try PackageInspector.inspect(root: options.packageRoot, dumps: dumps)
            .narrowed(toImportsIn: blocks.values.flatMap { $0 }, documenting: loaded.catalog?.module)
        package.traits = try enabledTraits(options.traits, of: package)
        let reuseKey = ReuseKey.of(package: package, options: options, toolchain: toolchain)
        WorkspaceLocation.claim(options)
        let previous = FileManager.default.contents(atPath: options.reportPath).flatMap(VerificationReport.decode)
        let hashes = Dictionary(uniqueKeysWithValues: pages.map { page in
            var hash = ContentHash()
            for text in [page.path, page.markdown] + page.snippets.flatMap({ [$0.file, $0.code] }) { hash.combine(text) }
            return (page.path, hash.hex)
        })
        let reusable: Set<String> = previous.map { report -> Set<String> in
            guard report.dependencyHash == reuseKey, report.problems.isEmpty else { return Set<String>() }
            let failedPages = Set(report.blocks.filter { $0.status == .failed }.map(\.page))
            return Set(report.pages.filter { hashes[$0.path] == $0.hash && !failedPages.contains($0.path) }.map(\.path))
        } ?? []
        let changed = pages.filter { !reusable.contains($0.path) }

        var reports: [String: [BlockReport]] = [:]
        let previousBlocks = Dictionary(grouping: previous?.blocks ?? [], by: \.page)
        for page in pages where reusable.contains(page.path) {
            reports[page.path] = previousBlocks[page.path] ?? []
            progress("\(page.path): unchanged, \(summary(reports[page.path]!))")
        }
        var runProblems: [String] = []
        var builds = 0
        if !changed.isEmpty {
            let run = try WorkspaceRun.perform(
                pages: plannedPages,
                changed: changed,
                blocks: blocks,
                package: package,
                planOptions: PlanOptions(
                    implicitImports: options.implicitImports.modules(package: package),
                    importsWhenUsed: options.implicitImports.whenUsed
                ),
                options: options
            )
            runProblems = run.problems
            builds = run.builds
            for page in changed {
                reports[page.path] = run.reports[page.path] ?? []
                progress("\(page.path): \(summary(reports[page.path]!))")
            }
        }

        var report = VerificationReport(
            dependencyHash: reuseKey,
            pages: pages.map {
                .init(path: $0.path, title: $0.title, hash: hashes[$0.path]!, reused: reusable.contains($0.path))
            },
            blocks: pages.flatMap { reports[$0.path] ?? [] },
            problems: runProblems,
            seconds: Date().timeIntervalSince(start)
        )
        report.builds = builds
        if options.filter == nil {
            try FileManager.default.createDirectory(atPath: options.workDirectory, withIntermediateDirectories: true)
            try report.json().write(to: URL(fileURLWithPath: options.reportPath), options: .atomic)
        }
        dumps.save()
        return VerifiedDocs(report: report, docs: loaded, blocks: blocks, package: package)
    }

    /// The traits `--traits` asks for, checked against those the package declares.
    static func enabledTraits(_ asked: [String], of package: PackageUnderTest) throws -> [String] {
        if asked == ["all"] { return package.availableTraits }
        let unknown = asked.filter { !package.availableTraits.contains($0) }
        guard unknown.isEmpty else {
            let known = package.availableTraits.isEmpty ? "it declares none" : "it declares \(package.availableTraits.joined(separator: ", "))"
            throw DocError(
                at: nil,
                "--traits names \(unknown.map { "'\($0)'" }.joined(separator: ", ")), which the package \(package.identity) does not declare; \(known).",
                hint: "Name traits of the package, or pass --traits all."
            )
        }
        return asked
    }

    private static func summary(_ blocks: [BlockReport]) -> String {
        let failed = blocks.count { $0.status == .failed }
        return failed == 0 ? "ok (\(blocks.count) blocks)" : "\(failed) of \(blocks.count) blocks failed"
    }
}
