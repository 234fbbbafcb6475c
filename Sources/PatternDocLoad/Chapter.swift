/// One entry of the docs' table of contents, already resolved to the page it names: what the
/// site's sidebar lists, in order.
///
/// With a `SUMMARY.md`, there is one chapter per link, nested as the lists nest; without one,
/// one per page, none nested. The loader resolves each `SUMMARY.md` link once, so later stages
/// use ``page`` as it is and never resolve the link a second way.
///
/// ```text
/// let docs = try DocsLoader.load(docs: "Docs", packageRoot: ".")
/// for chapter in docs.chapters {
///     print(String(repeating: "  ", count: chapter.depth) + chapter.title, "→", chapter.page)
/// }
/// // Scoping → Docs/Scoping.md
/// //   The ifLet operator → Docs/Scoping/IfLet.md
/// ```
package struct Chapter: Hashable, Sendable {
    /// The page's title, as ``DocPage/title``.
    package var title: String
    /// The page's path, as ``DocPage/path``: `Docs/Scoping/IfLet.md`.
    package var page: String
    /// How deeply the sidebar nests it: 0 for a top-level entry (a link outside lists or in a
    /// top-level list item), 1 inside it, and so on.
    package var depth: Int
    /// The `SUMMARY.md` part title the chapter is listed under (`# Essentials`), `nil` for a
    /// chapter before any part or in docs without a `SUMMARY.md`.
    package var part: String?

    /// Creates a chapter.
    init(title: String, page: String, depth: Int, part: String? = nil) {
        self.title = title
        self.page = page
        self.depth = depth
        self.part = part
    }
}
