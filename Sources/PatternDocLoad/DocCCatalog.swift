/// What loading a DocC catalog (`Sources/Logging/Docs.docc`) learned that later stages need:
/// the module it documents, and how its links name pages and files.
///
/// DocC names an article by its file name (`<doc:GettingStarted>` is `GettingStarted.md`,
/// wherever it is in the catalog), a symbol's extension page by the symbol in its title
/// (`# ``Logging/Logger`` ` extends ` ``Logger`` `), and an image by its file name, with or without
/// extension (`@Image(source: "chart")` is `Resources/chart.png`).
///
/// ```text
/// let catalog = try #require(docs.catalog)
/// catalog.module                                  // "Logging"
/// catalog.page(forDocLink: "doc:GettingStarted")  // "Sources/Logging/Docs.docc/GettingStarted.md"
/// catalog.page(forSymbol: "Logging/Logger")       // "Sources/Logging/Docs.docc/Reference/Logger.md"
/// ```
package struct DocCCatalog: Hashable, Sendable {
    /// The module the root page (`# ``Logging`` `) documents, if the catalog has one.
    package var module: String?
    /// The root page's path.
    var rootPage: String?
    /// Article reference name (the file name without `.md`) → page path.
    var articles: [String: String]
    /// Symbol key (see ``page(forSymbol:)``) → the path of its extension page.
    package var symbols: [String: String]
    /// Every file of the catalog that is not a page, by its name and by its name without
    /// extension and DocC's `~dark` and `@2x` variants: name → path relative to the catalog.
    var resources: [String: String]

    /// Creates a catalog description.
    init(
        module: String?,
        rootPage: String?,
        articles: [String: String],
        symbols: [String: String],
        resources: [String: String]
    ) {
        self.module = module
        self.rootPage = rootPage
        self.articles = articles
        self.symbols = symbols
        self.resources = resources
    }

    /// The page a `doc:` link names: `doc:GettingStarted`, `doc:Logging/GettingStarted`,
    /// `doc://org.swift.Logging/documentation/Logging/GettingStarted`, with or without
    /// `#heading`; an article first, else a symbol's extension page.
    package func page(forDocLink url: String) -> String? {
        guard url.hasPrefix("doc:") else { return nil }
        let reference = Self.reference(url)
        if let last = reference.split(separator: "/").last, let page = articles[String(last)] {
            return page
        }
        return page(forSymbol: reference.hasPrefix("documentation/") ? String(reference.dropFirst("documentation/".count)) : reference)
    }

    /// The heading a `doc:` link names after `#`, if any.
    package static func fragment(ofDocLink url: String) -> String? {
        guard let hash = url.firstIndex(of: "#") else { return nil }
        let fragment = url[url.index(after: hash)...]
        return fragment.isEmpty ? nil : String(fragment)
    }

    /// The extension page of a symbol link's path, if the catalog has one.
    package func page(forSymbol path: String) -> String? {
        symbols[SymbolPath.key(path, module: module)]
    }

    /// Where the catalog keeps the file an image or link names by file name, relative to the
    /// catalog, if it has one.
    package func resource(named name: String) -> String? {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        return resources[file] ?? resources[Self.resourceKey(file)]
    }

    /// `doc:` and `doc://bundle/` taken off, and the fragment.
    package static func reference(_ url: String) -> String {
        var text = Substring(url.dropFirst("doc:".count))
        if text.hasPrefix("//") {
            text = text.dropFirst(2).drop { $0 != "/" }.dropFirst()
        }
        return String(text.prefix { $0 != "#" })
    }

    /// A resource's name without extension and without DocC's `~dark` and `@2x` variants.
    static func resourceKey(_ file: String) -> String {
        var name = Substring(file)
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        for suffix in ["@2x", "@3x", "~dark", "@2x", "~dark"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
        }
        return String(name)
    }
}
