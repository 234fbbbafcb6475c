import PatternDocExamples
import PatternDocLayout
import PatternDocLoad
import PatternDocModel
import PatternDocPlan
import PatternDocRender
import PatternDocReport
import PatternDocSymbols

/// Everything the site is made from, as plain values handed over by the earlier stages.
package struct SiteInput: Sendable {
    /// The site's title, shown in the header: the package's name by default.
    var title: String
    /// The docs as loaded (pages in reading order, and `SUMMARY.md` when there is one).
    var docs: LoadedDocs
    /// The docs folder as page paths start with it (``LoadedDocs/folder``), `Docs`: the site
    /// keeps the folder structure below it.
    var docsFolder: String
    /// Each page's code blocks, by page path. The site builder takes its input over and hands
    /// each page's blocks to the page's renderer (`PageBlocks`): a caller that keeps no copy of
    /// the input (`SitePublisher`) has each page's blocks let go once the page is rendered.
    var blocks: [String: [CodeBlock]]
    /// The verification report of those blocks.
    var report: VerificationReport {
        didSet { pageReports = PageReports(report.blocks) }
    }
    /// The report's entries page by page, as the verifier made them with the report: what each
    /// page's badges and the verification page read, so that nothing groups the report again.
    var pageReports: PageReports
    /// The generated workspace's modules, to link blocks to their runnable examples.
    var modules: [PlannedModule]
    /// The runnable examples of `Examples/`, each shown as a page of the site.
    var examples: [ExampleProgram]
    /// Whether an image from another site (`https://…`) is an error rather than a warning:
    /// the site promises to make no external requests, and such an image makes one.
    var refusesRemoteImages: Bool
    /// The API of the package's library products, when the site shows it: a page per module
    /// and per type below `api/`, and ` ``Symbol`` ` links in pages and doc comments resolved
    /// against it (see ``APISiteSection``). `nil` leaves both out.
    var api: APIReference?
    /// The code blocks of the doc comments the API pages show, by `.swift` file, each with its
    /// page and index as the verification report names it: extracted once, by the prepare
    /// stage (``DocCommentBlocks``).
    var commentBlocks: [String: [CodeBlock]]
    /// Each page's hash as it was verified, by path: a page whose Markdown the verifier let go
    /// is read again from its file when it is rendered, and must still hash to this (see
    /// `MarkdownOnDisk`).
    var pageHashes: [String: String]

    /// Creates the input of a site build; `pageReports` are the report's entries page by page
    /// when the caller has them (the verifier makes them with the report), else they are read
    /// from `report`.
    package init(
        title: String,
        docs: LoadedDocs,
        docsFolder: String,
        blocks: [String: [CodeBlock]],
        report: VerificationReport,
        modules: [PlannedModule],
        examples: [ExampleProgram],
        refusesRemoteImages: Bool = false,
        api: APIReference? = nil,
        commentBlocks: [String: [CodeBlock]] = [:],
        pageHashes: [String: String] = [:],
        pageReports: PageReports? = nil
    ) {
        self.title = title
        self.docs = docs
        self.docsFolder = docsFolder
        self.blocks = blocks
        self.report = report
        self.pageReports = pageReports ?? PageReports(report.blocks)
        self.modules = modules
        self.examples = examples
        self.refusesRemoteImages = refusesRemoteImages
        self.api = api
        self.commentBlocks = commentBlocks
        self.pageHashes = pageHashes
    }

    /// The site path of a doc page, the name of its file on the site:
    /// `Docs/Guide/Scoping.md` → `Guide/Scoping.html`. Links use ``href(of:)``.
    func sitePath(of page: String) -> String {
        var path = page
        let prefix = docsFolder.isEmpty ? "" : docsFolder + "/"
        if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        if path.hasSuffix(".md") { path.removeLast(3) }
        return path + ".html"
    }

    /// The site path of a doc page as a link from the site root writes it, percent-encoded so
    /// that a page named `C#.md` or `100% done.md` is found: `C%23.html`, `100%25%20done.html`.
    func href(of page: String) -> String {
        HTMLEscaping.percentEncodedPath(sitePath(of: page))
    }

    /// `../` once per folder the site path is in, to reach the site's root.
    func rootPrefix(of sitePath: String) -> String {
        SitePath.rootPrefix(of: sitePath)
    }
}
