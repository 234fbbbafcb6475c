/// A docs folder as loaded: its pages in reading order, and what the loader left out.
///
/// ```swift
/// let docs = try DocsLoader.load(docs: "Docs", packageRoot: ".")
/// for path in docs.unlisted {
///     print("warning: \(path) is not listed in SUMMARY.md and is not verified")
/// }
/// ```
public struct LoadedDocs: Hashable, Sendable {
    /// The pages, in the order of `SUMMARY.md`, or by path when there is none.
    public var pages: [DocPage]
    /// The parsed `SUMMARY.md`, when the folder has one (its nesting is the site's sidebar).
    public var summary: Summary?
    /// Markdown files of the folder that `SUMMARY.md` does not list, relative to the package
    /// root and ordered by path. Like mdBook, the loader leaves them out; the CLI warns.
    public var unlisted: [String]

    /// Creates loaded docs.
    public init(pages: [DocPage], summary: Summary? = nil, unlisted: [String] = []) {
        self.pages = pages
        self.summary = summary
        self.unlisted = unlisted
    }
}
