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
    public static func verifyDocs(_ options: VerifyOptions) throws -> VerifiedDocs {
        let start = Date()
        let progress = options.progress

        // Load and extract every page: the workspace keeps a module for each, so that a run
        // with a filter does not throw away the build of the others.
        let loaded = try DocsLoader.load(docs: options.docs, packageRoot: options.packageRoot)
        for path in loaded.unlisted {
            progress("\(path): warning: not listed in SUMMARY.md, so it is neither verified nor published. Add it to SUMMARY.md, or remove it.")
        }
        let allPages = loaded.pages
        var pages = allPages
        if let filter = options.filter?.lowercased() {
            pages = pages.filter { $0.path.lowercased().contains(filter) || $0.title.lowercased().contains(filter) }
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

        // Decide what changed.
        let package = try PackageInspector.inspect(root: options.packageRoot)
            .narrowed(toImportsIn: blocks.values.flatMap { $0 })
        let dependencyHash = DependencyHash.of(packageRoot: options.packageRoot)
        let previous = FileManager.default.contents(atPath: options.reportPath).flatMap(VerificationReport.decode)
        let hashes = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, ContentHash.of($0.path, $0.markdown)) })
        let reusable = previous.map { report in
            report.dependencyHash == dependencyHash
                ? Set(report.pages.filter { hashes[$0.path] == $0.hash }.map(\.path)) : []
        } ?? []
        let changed = pages.filter { !reusable.contains($0.path) }

        var reports: [String: [BlockReport]] = [:]
        for page in pages where reusable.contains(page.path) {
            reports[page.path] = previous?.blocks.filter { $0.page == page.path } ?? []
            progress("\(page.path): unchanged, \(summary(reports[page.path]!))")
        }
        var runProblems: [String] = []
        if !changed.isEmpty {
            let run = try WorkspaceRun.perform(
                pages: plannedPages,
                changed: changed,
                blocks: blocks,
                package: package,
                options: options
            )
            runProblems = run.problems
            for page in changed {
                reports[page.path] = run.reports[page.path] ?? []
                progress("\(page.path): \(summary(reports[page.path]!))")
            }
        }

        let report = VerificationReport(
            dependencyHash: dependencyHash,
            pages: pages.map {
                .init(path: $0.path, title: $0.title, hash: hashes[$0.path]!, reused: reusable.contains($0.path))
            },
            blocks: pages.flatMap { reports[$0.path] ?? [] },
            problems: runProblems,
            seconds: Date().timeIntervalSince(start)
        )
        if options.filter == nil {
            try FileManager.default.createDirectory(atPath: options.workDirectory, withIntermediateDirectories: true)
            try report.json().write(to: URL(fileURLWithPath: options.reportPath), options: .atomic)
        }
        return VerifiedDocs(report: report, docs: loaded, blocks: blocks, package: package)
    }

    private static func summary(_ blocks: [BlockReport]) -> String {
        let failed = blocks.count { $0.status == .failed }
        return failed == 0 ? "ok (\(blocks.count) blocks)" : "\(failed) of \(blocks.count) blocks failed"
    }
}

/// The hash of what every page depends on besides its own text: the package's manifest and
/// sources, and the version of patterndoc's generated code.
enum DependencyHash {
    /// Bumped whenever the generated workspace or the verdicts change, so that reports made by
    /// an older patterndoc are not reused. The binary itself is not part of the key, so the
    /// debug build that runs the tests and the release build that makes the site share results.
    static let generatorVersion = "2"

    static func of(packageRoot: String) -> String {
        var hash = ContentHash()
        hash.combine(generatorVersion)
        let manager = FileManager.default
        for folder in ["Package.swift", "Sources"] {
            let root = "\(packageRoot)/\(folder)"
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            let files = isDirectory.boolValue
                ? ((manager.enumerator(atPath: root)?.allObjects as? [String]) ?? []).sorted().map { "\(root)/\($0)" }
                : [root]
            for file in files {
                guard let data = manager.contents(atPath: file) else { continue }
                hash.combine(file)
                hash.combine(String(decoding: data, as: UTF8.self))
            }
        }
        return hash.hex
    }
}
