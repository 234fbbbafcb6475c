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
    /// Each page's code blocks, by page path, handed to the page's renderer (`PageBlocks`).
    var blocks: PageBlocks
    /// The verification report of those blocks.
    var report: VerificationReport
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

    /// Creates the input of a site build. With `releasesRenderedBlocks`, each page's blocks
    /// are let go once the page is rendered, and the input builds one site only: what
    /// `patterndoc build` asks, as it hands the blocks over (see `SitePublisher`).
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
        releasesRenderedBlocks: Bool = false
    ) {
        self.title = title
        self.docs = docs
        self.docsFolder = docsFolder
        self.blocks = PageBlocks(blocks, releasesTaken: releasesRenderedBlocks)
        self.report = report
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
