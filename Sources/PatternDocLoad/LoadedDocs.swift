import PatternDocModel

/// A docs folder as loaded: its pages in reading order, and what the loader left out.
///
/// ```text
/// let docs = try DocsLoader.load(docs: "Docs", packageRoot: ".")
/// for path in docs.unlisted {
///     print("warning: \(path) is not listed in SUMMARY.md and is not verified")
/// }
/// for warning in docs.warnings {
///     print(warning.rendered(as: "warning"))
/// }
/// ```
package struct LoadedDocs: Hashable, Sendable {
    /// The pages, in the order of `SUMMARY.md`, or by path when there is none.
    package var pages: [DocPage]
    /// The parsed `SUMMARY.md`, when the folder has one.
    var summary: Summary?
    /// The table of contents, each entry resolved to its page: `SUMMARY.md`'s links with their
    /// nesting, else every page at the top level. The site's sidebar.
    package var chapters: [Chapter]
    /// Markdown files of the folder that `SUMMARY.md` does not list, relative to the package
    /// root and ordered by path. Like mdBook, the loader leaves them out; the CLI warns.
    package var unlisted: [String]
    /// What the loader left out besides unlisted pages, with why: symbolic links that loop or
    /// lead outside the docs folder. Warnings, not errors: the docs still load.
    package var warnings: [DocError]
    /// The docs folder as page paths start with it: `Docs` for `Docs/Scoping.md`, its absolute
    /// path when it is outside the package, empty when it is the package root.
    package var folder: String
    /// The docs folder's absolute path with symbolic links resolved, where pages' images and
    /// downloads are read from; empty for docs that were not loaded from a folder.
    package var absoluteFolder: String
    /// For a DocC catalog (`--docs Foo.docc`) read without a `SUMMARY.md`: its module and how
    /// its `doc:` links, symbol links and images name pages and files.
    package var catalog: DocCCatalog?
    /// Pages that could not be read and snippets that could not be found, each at its path or
    /// line: they cost those pages or blocks their verification, not the run. A run reports
    /// them as problems, so it still fails, after verifying everything else.
    package var unreadable: [DocError] = []

    /// Creates loaded docs; without `chapters`, every page is a top-level chapter.
    init(
        pages: [DocPage],
        summary: Summary? = nil,
        chapters: [Chapter]? = nil,
        unlisted: [String] = [],
        warnings: [DocError] = [],
        folder: String = "",
        absoluteFolder: String = "",
        catalog: DocCCatalog? = nil
    ) {
        self.pages = pages
        self.summary = summary
        self.chapters = chapters ?? pages.map { Chapter(title: $0.title, page: $0.path, depth: 0) }
        self.unlisted = unlisted
        self.warnings = warnings
        self.folder = folder
        self.absoluteFolder = absoluteFolder
        self.catalog = catalog
    }
}
