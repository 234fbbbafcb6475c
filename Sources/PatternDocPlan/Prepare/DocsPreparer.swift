import Foundation
import PatternDocExtract
import PatternDocLoad
import PatternDocModel
import PatternDocPackage
import PatternDocSupport

/// The `prepare` stage of every command: load the docs, inspect the package, extract the
/// Markdown pages' blocks, read the doc comments of the modules they import and of those the
/// site's API pages show, and narrow the package once. See ``PreparedDocs``.
package enum DocsPreparer {
    /// Prepares the docs `options` names, inspecting the package at its root; or, when
    /// `package` is given (a benchmark with no package to inspect), using that one as it is.
    /// Load warnings go to the options' progress.
    package static func prepare(_ options: PrepareOptions, package: PackageUnderTest? = nil) throws -> PreparedDocs {
        try prepare(options, requiringPages: false) { root in
            try package ?? PackageInspector.inspect(root: root)
        }
    }

    /// ``prepare(_:package:)`` with the package inspected by `inspect` (given the package
    /// root), after the docs are loaded; with `requiringPages`, a docs folder without pages is
    /// an error before the package is inspected.
    package static func prepare(
        _ options: PrepareOptions,
        requiringPages: Bool,
        inspect: (String) throws -> PackageUnderTest
    ) throws -> PreparedDocs {
        var docs = try load(options, requiringPages: requiringPages)
        let inspected = try inspect(options.packageRoot)
        var extracted = ExtractedPages()
        var place = docs
        place.pages = []
        extracted.addReleasingMarkdown(&docs.pages, of: place, fences: FenceCache(reading: options.fenceCachePath))
        // Lazily: a copy of every block at once is, on a large site, the prepare stage's peak.
        let markdownBlocks = docs.pages.lazy.flatMap { extracted.writtenBlocks(of: $0.path) }
        let catalogModule = docs.catalog?.module.map { [$0] } ?? []
        let byMarkdown = inspected.narrowed(toImportsIn: markdownBlocks, documenting: catalogModule)
        let apiModules = modulesShown(on: docs, of: byMarkdown)
        let documented = documentedModules(importedBy: byMarkdown, shownOnAPIPages: apiModules)
        let comments = SourceDocComments.load(modules: documented, of: inspected)
        var pages = docs.pages
        var unverifiedComments = ExtractedPages()
        if options.docComments {
            extracted.add(comments.pages)
            extracted.addHashes(PageHash.hashes(of: comments.pages))
            pages += comments.pages
        } else {
            unverifiedComments.add(comments.pages)
        }
        let commentPages = options.docComments ? extracted : unverifiedComments
        // Docs written for the original import its modules: the planner reads those imports as
        // the runtime's (the site shows them as written).
        extracted.mapImports(OriginalImports(available: (inspected.runtime?.modules ?? []) + inspected.importedModules))
        // Narrowed to what the pages use: the Markdown pages and the doc comments of the modules
        // they import. The doc-comment pages of the other modules the API pages show add their
        // module (and what their examples import) to their own doc modules only, so that the
        // Markdown pages' modules, their examples and the reuse key stay as they were (see
        // `PackageUnderTest.usedByDocComments(of:importing:implicitly:)`).
        let usedPages = pages.filter { $0.sourceModule.map(byMarkdown.importedModules.contains) ?? true }
        var package = byMarkdown.importedModules == inspected.importedModules
            ? inspected
            : inspected.narrowed(toImportsIn: usedPages.lazy.flatMap { extracted.writtenBlocks(of: $0.path) }, documenting: catalogModule)
        package.traits = try enabledTraits(options.traits, of: package)
        if let mode = options.languageMode { package.languageMode = mode }
        return PreparedDocs(
            docs: docs,
            package: package,
            documentedModules: documented,
            apiModules: apiModules,
            comments: comments,
            pages: pages,
            preparedPages: extracted.pages,
            commentBlocks: Dictionary(uniqueKeysWithValues: comments.pages.map { ($0.path, Array(commentPages.writtenBlocks(of: $0.path))) }),
            commentExamples: commentExamples(comments.pages, extracted: commentPages, verified: options.docComments)
        )
    }

    /// The modules whose doc comments a run reads, and verifies unless `--no-doc-comments`:
    /// those the Markdown pages import (`byMarkdown`, the package narrowed to them), then those
    /// whose API pages `build` shows (`apiModules`), so that every example on a published API
    /// page is in the report of the run that publishes it. `test`, `build` (with or without
    /// `--no-api`), `examples` and `coverage` all prepare through here: a `test` that passes
    /// leaves `build` nothing new to verify, and `build --no-api` verifies the same pages as
    /// `test`, so that neither drops the other's verdicts from the report it writes (nor the
    /// modules of those pages from the workspace). `--no-doc-comments` verifies less.
    private static func documentedModules(importedBy byMarkdown: PackageUnderTest, shownOnAPIPages apiModules: [String]) -> [String] {
        byMarkdown.importedModules + apiModules.filter { !byMarkdown.importedModules.contains($0) }
    }

    /// The modules whose API pages the site of `docs` shows (unless `build --no-api`), in the
    /// sidebar's order; `package` is the package narrowed to what the docs' pages import.
    ///
    /// A DocC catalog whose root page documents one of the library modules (`# ``Shapes`` `)
    /// shows that module alone, as DocC documents the module a catalog belongs to; any other
    /// docs folder shows every library module (`PackageUnderTest.libraryModules`). A package
    /// without library products shows none. The prepare stage reads and verifies the doc
    /// comments of these modules, so that every example an API page shows is in the run's report.
    static func modulesShown(on docs: LoadedDocs, of package: PackageUnderTest) -> [String] {
        guard !package.libraryProducts.isEmpty else { return [] }
        let modules = package.libraryModules
        if let module = docs.catalog?.module, modules.contains(module) { return [module] }
        return modules
    }

    /// The docs folder, its warnings told through the options' progress.
    private static func load(_ options: PrepareOptions, requiringPages: Bool) throws -> LoadedDocs {
        let docs = try DocsLoader.load(docs: options.docs, packageRoot: options.packageRoot)
        let progress = options.progress
        for path in docs.unlisted {
            progress("\(path): warning: not listed in SUMMARY.md, so it is neither verified nor published. Add it to SUMMARY.md, or remove it.")
        }
        for warning in docs.warnings { progress(warning.rendered(as: "warning")) }
        for problem in docs.unreadable { progress(problem.description) }
        guard !requiringPages || !docs.pages.isEmpty else {
            throw DocErrors([DocError(
                at: nil,
                "the docs folder \(options.docs) has no Markdown pages, so there is nothing to verify.",
                hint: "Add .md pages (and a SUMMARY.md listing them), or pass the right folder with --docs."
            )])
        }
        return docs
    }

    /// The opening fences of the doc comments' Swift blocks. When the comments are not
    /// verified, a page with a problem counts no example.
    private static func commentExamples(_ pages: [DocPage], extracted: ExtractedPages, verified: Bool) -> [SourcePosition] {
        pages.flatMap { page -> [CodeBlock] in
            guard verified || !extracted.hasProblems(page.path) else { return [] }
            return Array(extracted.writtenBlocks(of: page.path))
        }
        .filter(\.attributes.isSwift)
        .map(\.position)
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
}

/// Pages' blocks as the prepare stage collects them, batch after batch.
private struct ExtractedPages {
    /// Each page's blocks, each as written with what the run does with it and as the planner
    /// takes it, and (for a page extracted by ``addReleasingMarkdown(_:of:fences:)``,
    /// or given by ``addHashes(_:)``) its hash.
    var pages: [String: PreparedPage] = [:]

    /// Extracts `batch` on every core: a page's blocks depend on its own text only.
    mutating func add(_ batch: [DocPage]) {
        let results = ParallelMap.map(batch.count) { index in
            CodeBlockExtractor.extractEachBlock(from: batch[index])
        }
        for (page, extracted) in zip(batch, results) { record(extracted, of: page, hash: nil) }
    }

    /// Extracts `pages` like ``add(_:)``, hashes each, and lets go of the Markdown of each page
    /// `MarkdownOnDisk` can read again as soon as its blocks are out: a large docs folder's
    /// text and the blocks extracted from it are then never all held at once (the site reads
    /// each page again when it renders it). `docs` says where the pages were read from (its
    /// own pages are not read).
    ///
    /// A page whose hash `fences` holds is not parsed: its fenced blocks are read from the
    /// cache. When any page was parsed, or the cache holds pages this run does not have, the
    /// cache is written anew with this run's pages (a cache that cannot be written is left as
    /// it was: the next run parses those pages again, nothing else changes).
    mutating func addReleasingMarkdown(_ pages: inout [DocPage], of docs: LoadedDocs, fences: FenceCache) {
        let texts = pages.map(\.markdown)
        for index in pages.indices { pages[index].markdown = "" }
        let shells = pages
        // Each page's text goes to the iteration that extracts it, and nothing else holds it.
        let results = ParallelMap.map(handingOver: consume texts) { index, text in
            var page = shells[index]
            page.markdown = text
            let hash = PageHash.contentHash(of: page)
            let cached = fences.fences(of: hash.digest)
            let fenced = cached ?? FencedBlock.all(in: page.markdown)
            let extracted = CodeBlockExtractor.extractEachBlock(from: page, fenced: fenced)
            let kept = MarkdownOnDisk.file(of: page, in: docs) == nil ? page.markdown : nil
            // A page's fences are kept only when they were parsed: those the cache holds stay
            // there, read again only if the cache is written anew.
            return (extracted, hash, PageFences(hash: hash.digest, parsed: cached == nil ? fenced : nil), kept)
        }
        for (index, (extracted, hash, _, kept)) in results.enumerated() {
            if let kept { pages[index].markdown = kept }
            record(extracted, of: pages[index], hash: hash.hex)
        }
        Self.update(fences, with: results.map(\.2))
    }

    /// A page's hash, and its fenced blocks when they were parsed on this run (`nil` when they
    /// were read from the cache).
    private struct PageFences {
        var hash: UInt64
        var parsed: [FencedBlock]?
    }

    /// Writes `cache` anew with `pages` when it does not hold exactly them: the parsed pages'
    /// fences, and the others' read from the old file one page at a time as the new one is
    /// written (a page whose record cannot be read again is left out, to be parsed next time).
    private static func update(_ cache: FenceCache, with pages: [PageFences]) {
        var seen = Set<UInt64>()
        let distinct = pages.filter { seen.insert($0.hash).inserted }
        guard distinct.contains(where: { $0.parsed != nil }) || distinct.count != cache.count else { return }
        let records = distinct.lazy.compactMap { page -> (hash: UInt64, blocks: [FencedBlock])? in
            (page.parsed ?? cache.fences(of: page.hash)).map { (page.hash, $0) }
        }
        try? FenceCache.write(records, to: cache.path)
    }

    /// Reads the original's imports in the blocks the planner sees as the runtime's.
    mutating func mapImports(_ imports: OriginalImports) {
        guard !imports.isEmpty else { return }
        for (path, page) in pages where page.blocks.contains(where: { $0.planned.attributes.isSwift && $0.planned.code.contains("import") }) {
            var mapped = page.blocks
            for position in mapped.indices where mapped[position].planned.attributes.isSwift {
                let planned = mapped[position].planned
                mapped[position].planned.code = imports.mapped(planned.code, inTest: planned.attributes.isTest)
            }
            pages[path]?.blocks = mapped
        }
    }

    /// The blocks of the page at `path` as written.
    func writtenBlocks(of path: String) -> LazyMapSequence<[PreparedBlock], CodeBlock> {
        (pages[path]?.blocks ?? []).lazy.map(\.block)
    }

    /// Whether a block of the page at `path` has problems.
    func hasProblems(_ path: String) -> Bool {
        (pages[path]?.blocks ?? []).contains { !$0.problems.isEmpty }
    }

    /// Gives each page of `hashes` (by path) that has no hash yet its hash.
    mutating func addHashes(_ hashes: [String: String]) {
        for (path, hash) in hashes where pages[path] != nil && pages[path]?.hash == nil {
            pages[path]?.hash = hash
        }
    }

    /// Keeps a page's blocks, each with what the run does with it and as the planner takes
    /// it; a page extracted again keeps the hash it was first given.
    private mutating func record(_ extracted: ExtractedBlocks, of page: DocPage, hash: String?) {
        pages[page.path] = PreparedPage(extracted, hash: pages[page.path]?.hash ?? hash)
    }
}
