import Foundation
import PatternDocAPI
import PatternDocExamples
import PatternDocLayout
import PatternDocLoad
import PatternDocModel
import PatternDocRender
import PatternDocReport
import PatternDocSupport
import Synchronization

/// Renders a verified docs folder into the files of a static site: one page per doc page, an
/// index, the verification report, a page per runnable example, the search index, the assets,
/// and the files of the docs folder that pages show or link to (images, downloads), at the same
/// place below the site as below the docs folder. Plain values in, files out; writing them is
/// ``SiteWriter``'s job.
///
/// Links between pages are percent-encoded, so that pages named `C#.md` or `100% done.md` are
/// found. Images from other sites are warnings (errors with
/// ``SiteInput/refusesRemoteImages``): they would make the site request another server.
package enum SiteBuilder {
    /// What a build made.
    package struct Output: Sendable {
        /// Relative path → content.
        package var files: [String: Data]
        /// Problems that do not stop the build (raw HTML that was escaped, images from other
        /// sites), with file:line.
        package var warnings: [DocError]
        /// How many doc pages were rendered.
        package var pageCount: Int
    }

    /// Builds the site, or throws the broken links and linked files that are missing or
    /// outside the docs folder (each at its file:line), and refuses to publish anything when a
    /// block failed verification.
    package static func build(_ input: consuming SiteInput) throws -> Output {
        try build(consume input, inParallel: true)
    }

    /// ``build(_:)``, rendering the pages one after the other when `inParallel` is false (tests
    /// compare the two).
    static func build(_ input: consuming SiteInput, inParallel: Bool) throws -> Output {
        let files = CollectedFiles()
        let built = try build(consume input, inParallel: inParallel, files: files.siteFiles)
        return Output(files: files.contents, warnings: built.warnings, pageCount: built.pageCount)
    }

    /// Builds the site like ``build(_:)``, handing each file to `files` (by relative path) as
    /// soon as it is made, from any thread, rather than keeping them all, and the largest (the
    /// search index, the verification page) in pieces: what
    /// ``SiteWriter/write(to:spareFolder:_:)`` needs to put a large site on disk in little memory.
    ///
    /// Pages are written before the links between them are checked; when the check fails this
    /// throws, and the caller discards what was written (the site writer's staging folder).
    /// A path written twice is meant to keep the second write.
    ///
    /// The build takes `input` over: each page's blocks go to the page's renderer and are let
    /// go once it is rendered, unless the caller kept a copy of the input.
    ///
    /// - Returns: the warnings and how many doc pages were rendered.
    static func build(_ input: consuming SiteInput, files: SiteFiles) throws -> (warnings: [DocError], pageCount: Int) {
        try build(consume input, inParallel: true, files: files)
    }

    private static func build(
        _ input: consuming SiteInput,
        inParallel: Bool,
        files: SiteFiles
    ) throws -> (warnings: [DocError], pageCount: Int) {
        let (input, pageBlocks) = handingOverBlocks(consume input)
        try refuseFailedBlocks(input.report)
        let write = files.write
        let pages = input.docs.pages
        let docPages = DocPageLinks(input)
        let api = input.api.map {
            APISiteSection(
                reference: $0, report: input.report, catalog: input.docs.catalog, commentBlocks: DocCommentBlocks(input.commentBlocks)
            )
        }
        let searchIndex = SearchIndexWriter(file: try files.open(SearchIndex.fileName))
        let laidOut = try layOutPages(
            input, blocks: consume pageBlocks, docPages: docPages, api: api, inParallel: inParallel, write: write, searchIndex: searchIndex
        )
        var written = Set(pages.map { input.sitePath(of: $0.path) })
        var warnings = laidOut.warnings

        // The API pages, and the doc pages whose place they would take. Their `<doc:>` links'
        // headings are checked against the doc pages as rendered.
        let docSitePaths = Dictionary(pages.map { (input.sitePath(of: $0.path), $0.path) }) { first, _ in first }
        var renderedDocPages = docPages
        renderedDocPages.anchors = laidOut.rendered.mapValues(\.anchors)
        let apiBuilt = try api?.write(
            siteTitle: input.title, besides: docSitePaths, docPages: renderedDocPages, inParallel: inParallel, write
        )
        written.formUnion(apiBuilt?.paths ?? [])
        warnings += apiBuilt?.warnings ?? []
        let linkErrors = pages.flatMap { laidOut.rendered[$0.path]!.errors } + (apiBuilt?.errors ?? [])

        let brokenLinks = try checkLinksWritingReport(input, rendered: laidOut.rendered, inParallel: inParallel, files: files)
        written.insert("verification.html")
        // The doc pages' entries are in the index already; the API pages' follow them.
        for document in apiBuilt?.search ?? [] { searchIndex.append(SearchIndex.entry(document)) }
        try searchIndex.finish()
        written.insert(SearchIndex.fileName)

        let remoteImages = RemoteImages.problems(in: pages, rendered: laidOut.rendered)
        if !input.refusesRemoteImages { warnings += remoteImages }
        written.formUnion(try writeSiteFiles(input, apiNavigation: api?.navigationItems ?? [], write: write))

        let linked = LinkedFiles(input: input, rendered: laidOut.rendered, siteFiles: written)
        let errors = brokenLinks + linkErrors + linked.errors + (input.refusesRemoteImages ? remoteImages : [])
        guard errors.isEmpty else { throw DocErrors(inPageOrder(errors, pages: pages)) }
        // A file the site makes wins over a docs file at the same place.
        for (path, data) in linked.files.sorted(by: { $0.key < $1.key }) where !written.contains(path) {
            try write(path, data)
        }
        return (warnings, pages.count)
    }

    /// `input` without its blocks, and each doc page's blocks with their verdicts, in page
    /// order: what the pages' renderers take over, one page each (see `layOutPages`).
    private static func handingOverBlocks(_ input: consuming SiteInput) -> (SiteInput, [PageBlocks]) {
        var input = input
        var blocks: [String: [CodeBlock]] = [:]
        swap(&blocks, &input.blocks)
        var pages: [PageBlocks] = []
        pages.reserveCapacity(input.docs.pages.count)
        for page in input.docs.pages {
            pages.append(PageBlocks(blocks: blocks.removeValue(forKey: page.path) ?? [], reports: input.pageReports[page.path]))
        }
        return (input, pages)
    }

    /// Refuses to build a site from a report in which a block failed or the run had problems.
    private static func refuseFailedBlocks(_ report: VerificationReport) throws {
        let failed = report.blocks.filter { $0.status == .failed }
        guard failed.isEmpty, report.problems.isEmpty else {
            throw DocErrors(failed.map {
                DocError(at: $0.position, "this \($0.kind.rawValue) block failed verification, so the site is not published.", hint: $0.message)
            } + report.problems.map { DocError(at: nil, $0) })
        }
    }

    /// The doc pages as rendered and written: what the later checks need of each (links,
    /// anchors, warnings, errors; the bodies, headings and search entries are on disk), and
    /// the warnings.
    private struct LaidOutPages {
        var rendered: [String: RenderedPage] = [:]
        var warnings: [DocError] = []
    }

    /// Renders, lays out and writes every doc page, and hands each page's entry to
    /// `searchIndex` at its position.
    ///
    /// Pages are rendered and laid out on every core: each is a pure function of the input and
    /// of its blocks (`blocks`, in page order, each page's handed to its renderer and let go
    /// once the page is rendered), and results are kept by position, so the site is byte for
    /// byte what a serial build writes.
    private static func layOutPages(
        _ input: SiteInput,
        blocks: consuming [PageBlocks],
        docPages: DocPageLinks,
        api: APISiteSection?,
        inParallel: Bool,
        write: @escaping @Sendable (String, Data) throws -> Void,
        searchIndex: SearchIndexWriter
    ) throws -> LaidOutPages {
        let pages = input.docs.pages
        let examples = exampleLinks(input)
        let docC = DocCLinks(input.docs)
        let results = ParallelMap.map(handingOver: consume blocks, inParallel: inParallel) { position, blocks -> Result<RenderedPage, any Error> in
            var page = pages[position]
            do {
                page.markdown = try MarkdownOnDisk.markdown(of: page, in: input.docs, hash: input.pageHashes[page.path])
            } catch {
                // No entry, so that the pages after it still go to the index: the build fails.
                searchIndex.add(nil, at: position)
                return .failure(error)
            }
            let sitePath = input.sitePath(of: page.path)
            let prefix = input.rootPrefix(of: sitePath)
            var rendered = render(
                page, input, blocks: blocks, examples: examples[page.path], docC: docC,
                api: api?.links(from: page.path, at: sitePath), docPages: docPages
            )
            let html = pageHTML(rendered, at: position, of: pages, reports: blocks.reports, input, prefix: prefix)
            addSearchEntry(&rendered, title: page.title, href: input.href(of: page.path), at: position, to: searchIndex)
            return Result { try write(sitePath, Data(html.utf8)) }.map { rendered }
        }
        var laidOut = LaidOutPages()
        for (page, result) in zip(pages, results) {
            let rendered = try result.get()
            laidOut.rendered[page.path] = rendered
            laidOut.warnings += rendered.warnings
        }
        return laidOut
    }

    /// The whole HTML of the page at `position`: its rendered body in the site's layout, with
    /// its table of contents, links to the pages before and after it, and its blocks' footer.
    private static func pageHTML(
        _ rendered: RenderedPage,
        at position: Int,
        of pages: [DocPage],
        reports: ArraySlice<BlockReport>,
        _ input: SiteInput,
        prefix: String
    ) -> String {
        let page = pages[position]
        return PageLayout(
            siteTitle: input.title,
            pageTitle: page.title,
            bodyHTML: rendered.bodyHTML,
            toc: rendered.headings.filter { $0.level == 2 || $0.level == 3 }.map { ($0.level, $0.text, $0.slug) },
            currentPage: input.href(of: page.path),
            previous: position > 0 ? link(to: pages[position - 1], from: prefix, input) : nil,
            next: position + 1 < pages.count ? link(to: pages[position + 1], from: prefix, input) : nil,
            rootPrefix: prefix,
            footer: footer(for: reports)
        ).render()
    }

    /// Hands the page's entry in the search index, made from its search text, to
    /// `searchIndex`, which writes it once the pages before it are there; then drops the body,
    /// headings and search text: the page and its entry hold them now, and the later checks
    /// need only the links, anchors, warnings and errors.
    private static func addSearchEntry(
        _ rendered: inout RenderedPage,
        title: String,
        href: String,
        at position: Int,
        to searchIndex: SearchIndexWriter
    ) {
        searchIndex.add(SearchIndex.entry(SearchDocument(
            title: title,
            href: href,
            headings: rendered.headings.map { ($0.text, "\(href)#\($0.slug)") },
            text: rendered.searchText,
            code: rendered.searchCode
        )), at: position)
        rendered.bodyHTML = ""
        rendered.headings = []
        rendered.searchText = ""
        rendered.searchCode = ""
    }

    /// Checks the links between pages and writes the verification page: two independent pieces
    /// of work that each take a whole page list, done side by side rather than one after
    /// another on a single core. The verification page, a row per block and on a large site
    /// the largest page, is written to its file as it is made and not kept.
    private static func checkLinksWritingReport(
        _ input: SiteInput,
        rendered: [String: RenderedPage],
        inParallel: Bool,
        files: SiteFiles
    ) throws -> [DocError] {
        let pages = input.docs.pages
        let (brokenLinks, verificationWrite) = ParallelMap.pair(inParallel: inParallel, {
            LinkCheck.errors(in: pages.map { page in
                LinkCheck.Page(
                    path: page.path,
                    anchors: rendered[page.path]!.anchors,
                    links: rendered[page.path]!.links.map { ($0.target, $0.line) }
                )
            }, docsFolder: input.docsFolder)
        }, {
            Result {
                let pagePaths = Set(pages.map(\.path))
                let layout = PageLayout(siteTitle: input.title, pageTitle: "Verification report", bodyHTML: "")
                let file = try files.open("verification.html")
                file.append(layout.opening)
                VerificationPage.write(report: input.report, pages: input.pageReports, pageHref: { page in
                    pagePaths.contains(page) ? input.href(of: page) : nil
                }, to: { file.append($0) })
                file.append(layout.closing)
                try file.close()
            }
        })
        try verificationWrite.get()
        return brokenLinks
    }

    /// Writes the files every site has besides its pages: the sidebar's script, the index, a
    /// page per runnable example and the assets; returns their paths.
    private static func writeSiteFiles(
        _ input: SiteInput,
        apiNavigation: [NavItem],
        write: @escaping @Sendable (String, Data) throws -> Void
    ) throws -> Set<String> {
        var written: Set<String> = []
        func add(_ path: String, _ text: String) throws {
            try write(path, Data(text.utf8))
            written.insert(path)
        }
        let chapters = navigationItems(input)
        // Under parts, the API is a section of its own rather than the last part's tail.
        let inParts = chapters.contains { $0.part != nil }
        let api = apiNavigation.map { item in
            var item = item
            if inParts { item.part = item.part ?? "Reference" }
            return item
        }
        let navigation = SiteNavigation(items: chapters + api)
        try add(SiteNavigation.fileName, try navigation.script())
        // The writer's own front page (`index.md`) was laid out with the other pages.
        if !hasFrontPage(input) { try add("index.html", indexPage(input, navigation: navigation.items)) }
        for example in input.examples.sorted(by: { $0.name < $1.name }) {
            let sitePath = "examples/\(example.name).html"
            try add(sitePath, PageLayout(
                siteTitle: input.title,
                pageTitle: "Example: \(example.name)",
                bodyHTML: """
                    <h1 id="example">Example: \(HTMLEscaping.text(example.name))</h1>
                    <p>Run it with <code>swift run --package-path Examples \(HTMLEscaping.text(example.name))</code>.</p>
                    <figure class="code"><div class="code-toolbar"></div><pre><code class="language-swift">\
                    \(SwiftHighlighter.html(example.source))</code></pre></figure>
                    """,
                rootPrefix: SitePath.rootPrefix(of: sitePath)
            ).render())
        }
        for asset in try SiteAssets.files() { try add(asset.path, asset.contents) }
        return written
    }

    /// One page's body, each of its blocks (`blocks`) decorated with the badge of its verdict
    /// and its link into `examples` (block index → example page).
    private static func render(
        _ page: DocPage,
        _ input: SiteInput,
        blocks: PageBlocks,
        examples: [Int: String]?,
        docC: DocCLinks?,
        api: APILinks?,
        docPages: DocPageLinks
    ) -> RenderedPage {
        let prefix = input.rootPrefix(of: input.sitePath(of: page.path))
        // Each block's entry by its number, as a position in `reports`: no entry is copied.
        let reports = blocks.reports
        var positionByIndex: [Int: Int] = [:]
        for position in reports.indices where positionByIndex[reports[position].index] == nil {
            positionByIndex[reports[position].index] = position
        }
        return PageRenderer.render(page, blocks: blocks.blocks, docC: docC, api: api, docPages: docPages) { block in
            guard let position = positionByIndex[block.index] else {
                // Only Swift is verified; say so rather than leave the block unmarked.
                return CodeBlockDecoration(toolbarHTML: BlockBadge.shownAsWritten(language: block.attributes.language))
            }
            let badge = BlockBadge(report: reports[position], rootPrefix: prefix, examplePath: examples?[block.index])
            return CodeBlockDecoration(toolbarHTML: badge.toolbar, footerHTML: badge.footer)
        }
    }

    /// The sidebar: the chapters as the loader resolved them, each linked from the site root.
    static func navigationItems(_ input: SiteInput) -> [NavItem] {
        let pages = Set(input.docs.pages.map(\.path))
        return input.docs.chapters.filter { pages.contains($0.page) }.map { chapter in
            NavItem(title: chapter.title, href: input.href(of: chapter.page), depth: chapter.depth, part: chapter.part)
        }
    }

    /// Whether a doc page is the site's front page, `index.html` (the docs folder's
    /// `index.md`), so that the list of pages is not written in its place.
    static func hasFrontPage(_ input: SiteInput) -> Bool {
        input.docs.pages.contains { input.sitePath(of: $0.path) == "index.html" }
    }

    private static func link(to page: DocPage, from prefix: String, _ input: SiteInput) -> PageLink {
        PageLink(title: page.title, href: prefix + input.href(of: page.path))
    }

    /// `errors` by page in reading order, then by line; those of one line in the order found.
    private static func inPageOrder(_ errors: [DocError], pages: [DocPage]) -> [DocError] {
        let order = Dictionary(pages.enumerated().map { ($1.path, $0) }) { first, _ in first }
        func key(_ error: DocError) -> (Int, Int) {
            (error.position.flatMap { order[$0.file] } ?? pages.count, error.position?.line ?? 0)
        }
        return errors.enumerated().sorted { a, b in
            let (ka, kb) = (key(a.element), key(b.element))
            return (ka.0, ka.1, a.offset) < (kb.0, kb.1, b.offset)
        }.map(\.element)
    }

    /// For each page, block index → the site path of the example it runs in.
    static func exampleLinks(_ input: SiteInput) -> [String: [Int: String]] {
        var links: [String: [Int: String]] = [:]
        for module in input.modules where !module.programBlocks.isEmpty {
            let path = "examples/\(ExampleFiles.exampleName(module.name)).html"
            for block in module.blocks where !block.attributes.isTest {
                links[module.page, default: [:]][block.index] = path
            }
        }
        return links
    }

    /// "Every code block on this page was verified: 12 compiled, 4 tested, ...".
    static func footer<Reports: Collection<BlockReport>>(for blocks: Reports) -> String {
        let counts: [(BlockReport.Kind, String)] = [
            (.compiled, "compiled"), (.compiledNotRun, "compiled and not run"), (.test, "tested"), (.output, "output checked"),
            (.warns, "warning checked"), (.fails, "shown to fail to compile"), (.manifest, "checked as a manifest"),
            (.skipped, "opted out"), (.template, "shown as syntax templates"), (.fragment, "shown as illustrative fragments"),
        ]
        // One pass, each entry read in place: a page may have hundreds of blocks.
        var byKind: [BlockReport.Kind: Int] = [:]
        var previews = 0
        for position in blocks.indices {
            byKind[blocks[position].kind, default: 0] += 1
            previews += blocks[position].previews.count
        }
        let parts = counts.compactMap { kind, label -> String? in
            let count = byKind[kind] ?? 0
            return count == 0 ? nil : "\(count) \(label)"
        }
        guard !parts.isEmpty else { return "This page has no Swift code blocks." }
        let shown = previews == 0 ? "" : " Its \(PreviewFrames.badgeLabel(count: previews)) came from running the code."
        return "Every Swift block on this page was verified by patterndoc: \(parts.joined(separator: ", "))." + shown
    }

    /// The front page of docs without an `index.md`: one sentence on how the blocks were
    /// verified, then every page of the sidebar, in a section per `SUMMARY.md` part.
    static func indexPage(_ input: SiteInput, navigation: [NavItem]) -> String {
        var list = ""
        var part: String?
        var open = false
        var slugger = Slugger(reserved: ["top"])
        for item in navigation {
            if item.part != part || !open {
                if open { list += "</ul>\n" }
                if let title = item.part, item.part != part {
                    list += "<h2 id=\"\(HTMLEscaping.attribute(slugger.slug(for: title)))\">\(HTMLEscaping.text(title))</h2>\n"
                }
                list += "<ul class=\"index\">\n"
                part = item.part
                open = true
            }
            list += "<li class=\"depth-\(item.depth)\"><a href=\"\(HTMLEscaping.attribute(item.href))\">\(HTMLEscaping.text(item.title))</a></li>\n"
        }
        if open { list += "</ul>" }
        let body = """
            <h1 id="top">\(HTMLEscaping.text(input.title))</h1>
            <p>Every Swift code block in these pages was compiled, and run or tested where it \
            says so, by patterndoc: \(HTMLEscaping.text(input.report.summaryLine)). Each block \
            carries a badge that says how; the <a href="verification.html">verification \
            report</a> lists them all.</p>
            \(list)
            """
        return PageLayout(
            siteTitle: input.title,
            pageTitle: input.title,
            bodyHTML: body,
            next: input.docs.pages.first.map { PageLink(title: $0.title, href: input.href(of: $0.path)) }
        ).render()
    }

    /// The files of an in-memory build, collected from whichever thread writes them; a file
    /// written in pieces is collected when it is closed.
    private final class CollectedFiles: Sendable {
        private let files = Mutex<[String: Data]>([:])

        var siteFiles: SiteFiles {
            SiteFiles(write: add, open: { path in StreamedFile { self.add(path, $0) } })
        }

        func add(_ path: String, _ data: Data) {
            files.withLock { $0[path] = data }
        }

        var contents: [String: Data] {
            files.withLock { $0 }
        }
    }
}
