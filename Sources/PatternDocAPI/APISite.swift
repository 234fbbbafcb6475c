import PatternDocSymbols

/// The API reference laid out as pages of the site, DocC's way: an index of the modules, a
/// page per module, a page per public type with its members on it (each at an anchor), and a
/// page per type of another module that a module extends, holding what it adds.
///
/// Pages live below `api/`: `api/index.html`, `api/Composable.html`,
/// `api/Composable/Store.html` (a nested type: `api/Composable/Store.State.html`), and
/// `api/ComposableUI/Extensions/Composable.Store.html` for what `ComposableUI` adds to
/// `Composable`'s `Store`.
///
/// A member belongs to the page of the type it is a member of (the symbol graph's `memberOf`
/// and `requirementOf`) when that type is of the same module; members a module adds to
/// another module's type go on the extension page. A type's page also lists what it gets from
/// protocol extensions (the compiler's synthesized members) under "Default Implementations".
///
/// ```text
/// let site = APISite(reference: try APIReference.load(package: PackageInspector.inspect(root: ".")))
/// let scope = site.reference.symbols(at: "Store/scope(state:action:)")[0]
/// site.place(of: scope) // api/Composable/Store.html, anchor "scope(state:action:)-1if00"
/// ```
struct APISite: Sendable {
    /// The reference the pages show.
    let reference: APIReference
    /// Every page: the index first, then each module's page followed by its type and extension
    /// pages.
    let pages: [APIPage]
    private let places: [String: Place]

    /// Where a symbol is shown: its page, and its anchor on that page (none for a type, whose
    /// page is all about it).
    struct Place: Hashable, Sendable {
        /// The page's site path.
        var sitePath: String
        /// The id of the symbol's own entry (an overload's own anchor).
        var anchor: String?
        /// The id of the entry the symbol is listed under, shared by its overloads.
        var entryAnchor: String?
    }

    /// The site path of the index of modules.
    static let indexPath = "api/index.html"

    /// Lays out the pages of `reference`.
    init(reference: APIReference) {
        self.reference = reference
        let layout = APILayout(reference: reference)
        var pages: [APIPage] = [APIPage(
            kind: .index,
            sitePath: Self.indexPath,
            title: "API reference",
            module: "",
            typePath: [],
            topics: [],
            related: reference.modules.map { APIPage.Related(group: "Modules", title: $0, sitePath: APILayout.modulePath($0)) }
        )]
        var places: [String: Place] = [:]
        for module in reference.modules {
            for page in layout.pages(of: module) {
                pages.append(page)
                for entry in page.topics.flatMap(\.entries) {
                    for overload in entry.overloads where places[overload.symbol.id] == nil || entry.page == nil {
                        places[overload.symbol.id] = entry.page.map { Place(sitePath: $0) }
                            ?? Place(sitePath: page.sitePath, anchor: overload.anchor, entryAnchor: entry.anchor)
                    }
                }
            }
        }
        self.pages = pages
        self.places = places
    }

    /// Where `symbol` is shown; `nil` for a symbol of no page (one whose module is not in the
    /// reference).
    func place(of symbol: APISymbol) -> Place? {
        places[symbol.id]
    }

    /// The site path of `module`'s page.
    func modulePath(_ module: String) -> String {
        APILayout.modulePath(module)
    }
}

extension APISite.Place {
    init(sitePath: String) {
        self.init(sitePath: sitePath, anchor: nil, entryAnchor: nil)
    }
}
