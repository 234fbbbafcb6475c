import PatternDocLoad

/// How the links of a DocC catalog's pages become links of the site: a `<doc:Article>` link to
/// the article's page with its title as text, a ` ``Symbol`` ` link to the symbol's extension
/// page when the catalog has one (else code, as DocC shows it without an API reference), and an
/// image named by file name to the file wherever it is in the catalog.
///
/// Targets are written as the Markdown would write them (a `.md` path relative to the page),
/// so the renderer turns them into `.html` links and the link check checks them like any other.
///
/// ```text
/// let links = DocCLinks(catalog: catalog, titles: titles, folder: "Sources/Logging/Docs.docc")
/// links.docLink("doc:Basics#Levels", from: "Sources/Logging/Docs.docc/Logging.md")
/// // ("Articles/Basics.md#levels", "Logging basics")
/// ```
package struct DocCLinks: Hashable, Sendable {
    /// The catalog as loaded.
    package var catalog: DocCCatalog
    /// Every page's title, by path: the text of a `<doc:>` link to it.
    package var titles: [String: String]
    /// The catalog folder as page paths start with it (``LoadedDocs/folder``).
    package var folder: String

    /// Creates the links of a catalog.
    package init(catalog: DocCCatalog, titles: [String: String], folder: String) {
        self.catalog = catalog
        self.titles = titles
        self.folder = folder
    }

    /// The links of `docs`, when it is a catalog.
    package init?(_ docs: LoadedDocs) {
        guard let catalog = docs.catalog else { return nil }
        self.init(
            catalog: catalog,
            titles: Dictionary(docs.pages.map { ($0.path, $0.title) }) { first, _ in first },
            folder: docs.folder
        )
    }

    /// A `doc:` link's target relative to `page`, with its heading as an anchor, and the
    /// target page's title; `nil` when the catalog has no such page.
    func docLink(_ url: String, from page: String) -> (target: String, title: String)? {
        guard let target = catalog.page(forDocLink: url) else { return nil }
        var relative = target == page ? "" : Self.relativePath(from: page, to: target)
        if let fragment = DocCCatalog.fragment(ofDocLink: url) {
            relative += "#" + Slugger.baseSlug(fragment)
        }
        return (relative.isEmpty ? "#" : relative, titles[target] ?? target)
    }

    /// A symbol link's target relative to `page`, when the catalog has the symbol's page.
    func symbolLink(_ path: String, from page: String) -> String? {
        guard let target = catalog.page(forSymbol: path), target != page else { return nil }
        return Self.relativePath(from: page, to: target)
    }

    /// Where an image named `source` by file name alone (`chart.png`, or `chart` as DocC allows)
    /// is, relative to `page`: DocC finds images by name wherever they are in the catalog.
    /// `nil` for a path (`img/chart.png`), an address, or a name the catalog has no file for.
    package func resource(_ source: String, from page: String) -> String? {
        guard !source.isEmpty, !source.contains("/"), !source.contains(":"), let found = catalog.resource(named: source) else {
            return nil
        }
        let inCatalog = folder.isEmpty ? found : folder + "/" + found
        return Self.relativePath(from: page, to: inCatalog)
    }

    /// The path of `target` relative to the folder of `page`, both relative to one root.
    package static func relativePath(from page: String, to target: String) -> String {
        let from = page.split(separator: "/").dropLast()
        let to = target.split(separator: "/")
        var common = 0
        while common < min(from.count, to.count - 1), from[from.startIndex + common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }
}
