import Foundation

/// The `prepare` stage of every command: load the docs, inspect the package, extract the
/// Markdown pages' blocks, read the doc comments of the modules they import, and narrow the
/// package once. See ``PreparedDocs``.
package enum DocsPreparer {
    /// Prepares the docs `options` names, inspecting the package at its root; or, when
    /// `package` is given (a benchmark with no package to inspect), using that one as it is.
    /// Load warnings go to the options' progress.
    package static func prepare(_ options: VerifyOptions, package: PackageUnderTest? = nil) throws -> PreparedDocs {
        try prepare(options, requiringPages: false) { root in
            try package ?? PackageInspector.inspect(root: root)
        }
    }

    /// ``prepare(_:package:)`` with the package inspected by `inspect` (given the package
    /// root), after the docs are loaded; with `requiringPages`, a docs folder without pages is
    /// an error before the package is inspected.
    static func prepare(
        _ options: VerifyOptions,
        requiringPages: Bool,
        inspect: (String) throws -> PackageUnderTest
    ) throws -> PreparedDocs {
        let docs = try load(options, requiringPages: requiringPages)
        let inspected = try inspect(options.packageRoot)
        var extracted = ExtractedPages()
        extracted.add(docs.pages)
        let markdownBlocks = docs.pages.flatMap { extracted.blocks[$0.path] ?? [] }
        let byMarkdown = inspected.narrowed(toImportsIn: markdownBlocks, documenting: docs.catalog?.module)
        let comments = SourceDocComments.load(modules: byMarkdown.importedModules, of: inspected)
        var pages = docs.pages
        var unverifiedComments = ExtractedPages()
        if options.docComments {
            extracted.add(comments.pages)
            pages += comments.pages
        } else {
            unverifiedComments.add(comments.pages)
        }
        let commentPages = options.docComments ? extracted : unverifiedComments
        var package = byMarkdown.importedModules == inspected.importedModules
            ? inspected
            : inspected.narrowed(toImportsIn: pages.flatMap { extracted.blocks[$0.path] ?? [] }, documenting: docs.catalog?.module)
        package.traits = try enabledTraits(options.traits, of: package)
        if let mode = options.languageMode { package.languageMode = mode }
        return PreparedDocs(
            docs: docs,
            package: package,
            documentedModules: byMarkdown.importedModules,
            comments: comments,
            pages: pages,
            blocks: extracted.blocks,
            plannedBlocks: extracted.plannedBlocks,
            commentBlocks: Dictionary(uniqueKeysWithValues: comments.pages.map { ($0.path, commentPages.blocks[$0.path] ?? []) }),
            blockProblems: extracted.problems,
            commentExamples: commentExamples(comments.pages, extracted: commentPages, verified: options.docComments)
        )
    }

    /// The docs folder, its warnings told through the options' progress.
    private static func load(_ options: VerifyOptions, requiringPages: Bool) throws -> LoadedDocs {
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
            guard verified || extracted.problems[page.path] == nil else { return [] }
            return extracted.blocks[page.path] ?? []
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
    var blocks: [String: [CodeBlock]] = [:]
    var plannedBlocks: [String: [CodeBlock]] = [:]
    var problems: [String: [Int: [DocError]]] = [:]

    /// Extracts `batch` on every core: a page's blocks depend on its own text only.
    mutating func add(_ batch: [DocPage]) {
        let results = ParallelMap.map(batch.count) { index in
            CodeBlockExtractor.extractEachBlock(from: batch[index])
        }
        for (page, extracted) in zip(batch, results) {
            blocks[page.path] = extracted.blocks
            // A syntax template is shown, never compiled: the planner sees it as skipped. Changed
            // in place, so that a page without one shares its blocks with `blocks`.
            var planned = extracted.plannable
            for position in planned.indices where SyntaxTemplate.isTemplate(planned[position]) {
                planned[position].attributes.skipReason = BlockProblemReports.templateMessage
            }
            plannedBlocks[page.path] = planned
            if !extracted.problems.isEmpty { problems[page.path] = extracted.problems }
        }
    }
}
