import Foundation
import PatternDocLayout
import PatternDocLoad
import PatternDocModel
import PatternDocRender
import PatternDocReport
import PatternDocSupport
import PatternDocSymbols

/// The API reference's part of a site build: its pages, written beside the doc pages, its
/// entries in the sidebar and the search index, the symbol links of the doc pages, and the
/// problems found in doc comments. ``SiteBuilder`` makes one when ``SiteInput/api`` is set.
///
/// Code blocks in doc comments are the blocks extracted once from the `.swift` files
/// (``DocCommentBlocks``), badged from the verification report: a block with a report entry
/// (the entry of its page and index) gets that entry's badge; any other block says it is not
/// verified.
package struct APISiteSection: Sendable {
    /// The pages.
    let site: APISite
    private let renderer: APIPageRenderer
    /// For a DocC catalog, the symbol each extension page is about, by page path.
    private let extensionPages: [String: [String]]

    /// The section of a site showing `reference`, its doc-comment blocks (`commentBlocks`, by
    /// `.swift` file) badged from `report`; `catalog`, for docs that are a DocC catalog, tells
    /// which pages are about a symbol.
    package init(
        reference: APIReference,
        report: VerificationReport,
        catalog: DocCCatalog? = nil,
        commentBlocks: DocCommentBlocks = DocCommentBlocks()
    ) {
        let site = APISite(reference: reference)
        self.site = site
        var extensionPages: [String: [String]] = [:]
        for (key, page) in catalog?.symbols ?? [:] {
            extensionPages[page] = key.split(separator: "/").map(String.init)
        }
        self.extensionPages = extensionPages
        var reports: [String: [Int: BlockReport]] = [:]
        for block in report.blocks where block.page.hasSuffix(".swift") {
            reports[block.page, default: [:]][block.index] = reports[block.page]?[block.index] ?? block
        }
        renderer = APIPageRenderer(site: site, blocks: commentBlocks) { [reports] placed, rootPrefix in
            Self.decoration(reports[placed.extracted.page]?[placed.extracted.index], block: placed.shown, rootPrefix: rootPrefix)
        }
    }

    /// Symbol links from the doc page `page`, at `sitePath` on the site. On a DocC catalog's
    /// extension page (`# ``Logging/Logger`` `) links may name the symbol's members as DocC
    /// allows, relative to it: ` ``init(label:)`` `.
    package func links(from page: String, at sitePath: String) -> APILinks {
        APILinks(
            site: site,
            rootPrefix: SitePath.rootPrefix(of: sitePath),
            scope: extensionPages[page] ?? []
        )
    }

    /// The sidebar's "API" section: the index, then each module.
    package var navigationItems: [NavItem] {
        [NavItem(title: "API", href: APISite.indexPath, depth: 0)]
            + site.reference.modules.map { NavItem(title: $0, href: HTMLEscaping.percentEncodedPath(site.modulePath($0)), depth: 1) }
    }

    /// What writing the pages gave.
    package struct Built: Sendable {
        /// The site paths written.
        package var paths: [String]
        /// One search entry per page, its members as its headings.
        package var search: [SearchDocument]
        /// Problems in doc comments that do not stop the build.
        package var warnings: [DocError]
        /// Symbol links in doc comments that name no symbol and `<doc:>` links that name no
        /// page, each once, at its `.swift` line.
        package var errors: [DocError]
    }

    /// Renders every page (in parallel unless `inParallel` is false) and hands each to `write`.
    /// A doc page whose place on the site (`docSitePaths`: site path → page) an API page
    /// takes is an error. `<doc:Page>` links in doc comments go to the pages of `docPages`;
    /// one that names no page, or a heading its page does not have, is an error at its line.
    package func write(
        siteTitle: String,
        besides docSitePaths: [String: String] = [:],
        docPages: DocPageLinks? = nil,
        inParallel: Bool = true,
        _ write: @escaping @Sendable (String, Data) throws -> Void
    ) throws -> Built {
        let pages = site.pages
        let renderer = renderer
        let results = ParallelMap.map(pages.count, inParallel: inParallel) { index -> Result<APIPageRenderer.Rendered, any Error> in
            let page = pages[index]
            let rendered = renderer.render(page, docPages: docPages)
            let prefix = SitePath.rootPrefix(of: page.sitePath)
            let current = page.kind == .type || page.kind == .extendedType ? site.modulePath(page.module) : page.sitePath
            let html = PageLayout(
                siteTitle: siteTitle,
                pageTitle: page.title,
                bodyHTML: rendered.bodyHTML,
                toc: rendered.headings.map { ($0.level, $0.text, $0.slug) },
                currentPage: HTMLEscaping.percentEncodedPath(current),
                rootPrefix: prefix
            ).render()
            return Result { try write(page.sitePath, Data(html.utf8)) }.map { rendered }
        }
        var built = Built(paths: pages.map(\.sitePath), search: [], warnings: [], errors: [])
        for page in pages {
            guard let taken = docSitePaths[page.sitePath] else { continue }
            built.errors.append(DocError(
                at: SourcePosition(file: taken, line: 1),
                "this page would be \(page.sitePath) on the site, where the API reference puts its page for \(page.title).",
                hint: "Move or rename the page (the API pages are below api/), or build with --no-api."
            ))
        }
        var seen = Set<DocError>()
        for result in results {
            let rendered = try result.get()
            built.search.append(rendered.search)
            built.warnings += rendered.warnings.filter { seen.insert($0).inserted }
            built.errors += rendered.errors.filter { seen.insert($0).inserted }
        }
        return built
    }

    /// A doc-comment block's badge: its report's, else for a block that is not Swift (a `text`
    /// or `sh` block) that it is shown as written, as a doc page says of such a block, and for
    /// a Swift one that it is not verified, as the report does not hold it (its module's
    /// comments were not verified: `--no-doc-comments`, a filtered run).
    static func decoration(_ report: BlockReport?, block: CodeBlock, rootPrefix: String) -> CodeBlockDecoration {
        if let report {
            let badge = BlockBadge(report: report, rootPrefix: rootPrefix, examplePath: nil)
            return CodeBlockDecoration(toolbarHTML: badge.toolbar, footerHTML: badge.footer)
        }
        guard block.attributes.isSwift else {
            return CodeBlockDecoration(toolbarHTML: BlockBadge.shownAsWritten(language: block.attributes.language))
        }
        let note = "This example in a doc comment is not in the verification report."
        return CodeBlockDecoration(
            toolbarHTML: "<span class=\"badge badge-skipped\" title=\"\(note)\">swift, not verified</span>"
        )
    }
}
