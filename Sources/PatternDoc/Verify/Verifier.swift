import Foundation

/// The doc-test pipeline: load → extract → plan → build & test → report.
///
/// The pages are the docs folder's, then (unless ``VerifyOptions/docComments`` is off) one per
/// source file whose doc comments hold fenced code (`SourceDocComments`), so that the
/// examples in the package's doc comments are verified in the same build.
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
    static func verifyDocs(_ options: VerifyOptions) throws -> VerifiedDocs {
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
        for problem in loaded.unreadable { progress(problem.description) }
        var allPages = loaded.pages
        guard !allPages.isEmpty else {
            throw DocErrors([DocError(
                at: nil,
                "the docs folder \(options.docs) has no Markdown pages, so there is nothing to verify.",
                hint: "Add .md pages (and a SUMMARY.md listing them), or pass the right folder with --docs."
            )])
        }
        let toolchain = try ReuseKey.toolchainIdentity()
        let dumps = ManifestDumps(file: options.manifestDumpsPath, toolchain: toolchain)
        let inspected = try PackageInspector.inspect(root: options.packageRoot, dumps: dumps)

        // Extract every page, the Markdown's and then the source files' doc comments (of the
        // modules the Markdown uses), so that a filter still finds both.
        var blocks: [String: [CodeBlock]] = [:]
        // A problem in one block (a malformed fence, a directive it may not hold) fails that
        // block alone: the planner sees it as skipped, and its report is failed afterwards.
        var plannedBlocks: [String: [CodeBlock]] = [:]
        var blockProblems: [String: [Int: [DocError]]] = [:]
        // On every core: a page's blocks depend on its own text only.
        func extract(_ batch: [DocPage]) {
            let results = ParallelMap.map(batch.count) { index in
                CodeBlockExtractor.extractEachBlock(from: batch[index])
            }
            for (page, extracted) in zip(batch, results) {
                blocks[page.path] = extracted.blocks
                // A syntax template is shown, never compiled: the planner sees it as skipped.
                plannedBlocks[page.path] = extracted.plannable.map { block in
                    guard SyntaxTemplate.isTemplate(block) else { return block }
                    var block = block
                    block.attributes.skipReason = BlockProblemReports.templateMessage
                    return block
                }
                if !extracted.problems.isEmpty { blockProblems[page.path] = extracted.problems }
            }
        }
        extract(allPages)
        let markdownBlocks = allPages.flatMap { blocks[$0.path] ?? [] }
        let byMarkdown = inspected.narrowed(toImportsIn: markdownBlocks, documenting: loaded.catalog?.module)
        let comments = SourceDocComments.load(modules: byMarkdown.importedModules, of: inspected)
        if options.docComments {
            extract(comments.pages)
            allPages += comments.pages
        }
        var package = byMarkdown.importedModules == inspected.importedModules
            ? inspected
            : inspected.narrowed(toImportsIn: allPages.flatMap { blocks[$0.path] ?? [] }, documenting: loaded.catalog?.module)
        package.traits = try enabledTraits(options.traits, of: package)
        if let mode = options.languageMode { package.languageMode = mode }

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
        if let shard = options.shard {
            pages = shard.pick(pages)
        }
        let plannedPages = allPages.filter { blocks[$0.path] != nil }

        // Decide what changed. A page's previous result is reused only when its text and
        // everything it depends on are unchanged, and only when it passed: a failure may have
        // been caused by something else that has since been fixed.
        let keys = ReuseKey.of(package: package, options: options, toolchain: toolchain)
        let reuseKey = keys.verdicts
        WorkspaceLocation.claim(options)
        // The previous report is read while the pages are hashed: on a large site both take
        // a while, and neither needs the other.
        let reportPath = options.reportPath
        let hashedPages = pages
        let (previous, pageHashes) = ParallelMap.pair({
            options.givenReport ?? FileManager.default.contents(atPath: reportPath).flatMap(VerificationReport.decode)
        }, {
            ParallelMap.map(hashedPages.count) { index in
                let page = hashedPages[index]
                var hash = ContentHash()
                for text in [page.path, page.markdown] + page.snippets.flatMap({ [$0.file, $0.code] }) { hash.combine(text) }
                return hash.hex
            }
        })
        let hashes = Dictionary(uniqueKeysWithValues: zip(pages.map(\.path), pageHashes))
        if let given = options.givenReport {
            try GivenReportCheck.check(given, pages: pages, hashes: hashes)
        }
        let reusable: Set<String> = options.givenReport != nil ? Set(pages.map(\.path)) : previous.map { report -> Set<String> in
            guard report.dependencyHash == reuseKey, report.problems.isEmpty else { return Set<String>() }
            let failedPages = Set(report.blocks.filter { $0.status == .failed }.map(\.page))
            return Set(report.pages.filter { hashes[$0.path] == $0.hash && !failedPages.contains($0.path) }.map(\.path))
        } ?? []
        let changed = pages.filter { !reusable.contains($0.path) }

        var reports: [String: [BlockReport]] = [:]
        // Source files' pages are told as one line when unchanged: a package has many.
        var unchangedSources: [BlockReport] = []
        var unchangedSourceFiles = 0
        let previousBlocks = Dictionary(grouping: previous?.blocks ?? [], by: \.page)
        for page in pages where reusable.contains(page.path) {
            reports[page.path] = previousBlocks[page.path] ?? []
            if page.sourceModule != nil {
                unchangedSources += reports[page.path]!
                unchangedSourceFiles += 1
            } else {
                progress("\(page.path): unchanged, \(summary(reports[page.path]!))")
            }
        }
        if unchangedSourceFiles > 0 {
            progress("Doc comments of \(unchangedSourceFiles) source files: unchanged, \(summary(unchangedSources))")
        }
        var runProblems: [String] = loaded.unreadable.map { problem in
            (problem.position.map { "\($0): " } ?? "") + problem.message + (problem.hint.map { " " + $0 } ?? "")
        }
        var builds = 0
        if !changed.isEmpty {
            let run = try WorkspaceRun.perform(
                pages: plannedPages,
                changed: changed,
                blocks: plannedBlocks,
                package: package,
                planOptions: PlanOptions(
                    implicitImports: options.implicitImports.modules(package: package),
                    importsWhenUsed: options.implicitImports.whenUsed
                ),
                options: options
            )
            runProblems = run.problems
            builds = run.builds
            var checkedSources: [BlockReport] = []
            var checkedSourceFiles = 0
            for page in changed {
                reports[page.path] = BlockProblemReports.merge(
                    blockProblems[page.path] ?? [:],
                    into: BlockProblemReports.markingTemplates(run.reports[page.path] ?? [], blocks: blocks[page.path] ?? []),
                    blocks: blocks[page.path] ?? [],
                    extraHint: page.sourceModule == nil ? nil : Self.docCommentAdvice
                )
                if page.sourceModule != nil {
                    checkedSources += reports[page.path]!
                    checkedSourceFiles += 1
                    if reports[page.path]!.contains(where: { $0.status == .failed }) {
                        progress("\(page.path): \(summary(reports[page.path]!))")
                    }
                } else {
                    progress("\(page.path): \(summary(reports[page.path]!))")
                }
            }
            if checkedSourceFiles > 0 {
                progress("Doc comments of \(checkedSourceFiles) source files: \(summary(checkedSources))")
            }
        }

        var report = VerificationReport(
            dependencyHash: reuseKey,
            pages: pages.map {
                .init(path: $0.path, title: $0.title, hash: hashes[$0.path]!, reused: reusable.contains($0.path), module: $0.sourceModule)
            },
            blocks: pages.flatMap { reports[$0.path] ?? [] },
            problems: runProblems,
            seconds: Date().timeIntervalSince(start)
        )
        report.builds = builds
        report.shard = options.shard
        let sourceBlocks = comments.pages.flatMap { page in
            (blocks[page.path] ?? (try? CodeBlockExtractor.extract(from: page)) ?? []).filter(\.attributes.isSwift)
        }
        let passed = Set(report.blocks.filter { $0.status == .passed }.map { SourcePosition(file: $0.page, line: $0.line) })
        report.coverage = DocCoverage(
            declarations: comments.declarations,
            modules: byMarkdown.importedModules,
            examples: sourceBlocks.map(\.position),
            // A filtered run verifies some files only: how many examples pass is then unknown.
            verified: options.docComments && options.filter == nil ? sourceBlocks.map(\.position).filter(passed.contains) : nil
        )
        // A report taken as given was not verified here, so it is not kept for reuse.
        if options.filter == nil, options.givenReport == nil {
            try FileManager.default.createDirectory(atPath: options.workDirectory, withIntermediateDirectories: true)
            try report.json().write(to: URL(fileURLWithPath: options.reportPath), options: .atomic)
        }
        dumps.save()
        return VerifiedDocs(
            report: report, docs: loaded, blocks: blocks, package: package,
            sourcePages: options.docComments ? comments.pages : [], sourcesKey: keys.sources
        )
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

    /// What to do about a doc-comment example that cannot be verified as written.
    static let docCommentAdvice = "This block is in a doc comment: fix it, mark its fence `swift skip(\"reason\")`, or pass --no-doc-comments to verify the Markdown pages alone."

    private static func summary(_ blocks: [BlockReport]) -> String {
        let failed = blocks.count { $0.status == .failed }
        return failed == 0 ? "ok (\(blocks.count) blocks)" : "\(failed) of \(blocks.count) blocks failed"
    }
}
