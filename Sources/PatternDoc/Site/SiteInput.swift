/// Everything the site is made from, as plain values handed over by the earlier stages.
public struct SiteInput: Sendable {
    /// The site's title, shown in the header: the package's name by default.
    public var title: String
    /// The docs as loaded (pages in reading order, and `SUMMARY.md` when there is one).
    public var docs: LoadedDocs
    /// The docs folder relative to the package root, `Docs`: page paths start with it, and
    /// the site keeps the folder structure below it.
    public var docsFolder: String
    /// Each page's code blocks, by page path.
    public var blocks: [String: [CodeBlock]]
    /// The verification report of those blocks.
    public var report: VerificationReport
    /// The generated workspace's modules, to link blocks to their runnable examples.
    public var modules: [PlannedModule]
    /// The `Examples/` files (relative path → text), shown as pages of the site.
    public var exampleFiles: [String: String]

    /// Creates the input of a site build.
    public init(
        title: String,
        docs: LoadedDocs,
        docsFolder: String,
        blocks: [String: [CodeBlock]],
        report: VerificationReport,
        modules: [PlannedModule],
        exampleFiles: [String: String]
    ) {
        self.title = title
        self.docs = docs
        self.docsFolder = docsFolder
        self.blocks = blocks
        self.report = report
        self.modules = modules
        self.exampleFiles = exampleFiles
    }

    /// The site path of a doc page: `Docs/Guide/Scoping.md` → `Guide/Scoping.html`.
    public func sitePath(of page: String) -> String {
        var path = page
        let prefix = docsFolder.isEmpty ? "" : docsFolder + "/"
        if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        if path.hasSuffix(".md") { path.removeLast(3) }
        return path + ".html"
    }

    /// `../` once per folder the site path is in, to reach the site's root.
    public func rootPrefix(of sitePath: String) -> String {
        String(repeating: "../", count: sitePath.split(separator: "/").count - 1)
    }
}
