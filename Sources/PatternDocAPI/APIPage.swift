import PatternDocSymbols

/// One page of the API reference: the index of modules, a module, a type, or the members a
/// module adds to another module's type (its extensions on `Swift.Array`, on `Composable.Store`).
///
/// A page lists what it holds as topics, DocC's sections (`Initializers`, `Instance Methods`,
/// ...); each entry is one name with an anchor, and the overloads sharing it are listed
/// together under it, each with an anchor of its own.
///
/// ```text
/// let site = APISite(reference: reference)
/// let store = site.pages.first { $0.title == "Store" }!
/// store.sitePath                        // api/Composable/Store.html
/// store.topics.map(\.title)             // ["Initializers", "Instance Methods", ...]
/// ```
struct APIPage: Hashable, Sendable {
    /// What the page is about.
    enum Kind: Hashable, Sendable {
        /// The list of modules: `api/index.html`.
        case index
        /// A module: its types, its top-level functions, the types of other modules it extends.
        case module
        /// A type (or protocol, or type alias) of a module, with its members.
        case type
        /// The members one module adds to another module's type.
        case extendedType
    }

    /// What the page is about.
    var kind: Kind
    /// The file on the site: `api/Composable/Store.html`.
    var sitePath: String
    /// The title: `Store`, `Composable`, `Array` (for extensions on it).
    var title: String
    /// The module whose API the page shows; empty for the index.
    var module: String
    /// For a type page, the type.
    var symbol: APISymbol?
    /// For an extension page, the extended type's module (`Swift`).
    var extendedModule: String?
    /// The path of the type the page is about (`["Store"]`); empty for the index and modules.
    var typePath: [String]
    /// The page's sections, in DocC's order.
    var topics: [Topic]
    /// Pages this one links to besides its topics: the extension pages of other modules on a
    /// type, the extended modules of a module, the modules on the index.
    var related: [Related]

    /// A section of a page: `Instance Methods` and its entries.
    struct Topic: Hashable, Sendable {
        /// The section's heading.
        var title: String
        /// Its entries, in the reference's order.
        var entries: [Entry]
    }

    /// One name on a page: a member (its overloads together), or a type that has a page of its
    /// own and is linked from here.
    struct Entry: Hashable, Sendable {
        /// The name: `scope(state:action:)`.
        var name: String
        /// The id of the entry's heading on the page.
        var anchor: String
        /// The symbols under that name: one, or several overloads.
        var overloads: [Overload]
        /// For a type with its own page, that page's site path.
        var page: String?
    }

    /// One symbol of an entry, with its own anchor when the entry holds several.
    struct Overload: Hashable, Sendable {
        /// The symbol.
        var symbol: APISymbol
        /// Its id on the page: the entry's anchor for a lone symbol, the anchor and DocC's
        /// hash of the symbol (`scope(state:action:)-1if00`) for one of several overloads.
        var anchor: String
    }

    /// A link from a page to another API page.
    struct Related: Hashable, Sendable {
        /// The heading it is listed under: `Extended in other modules`.
        var group: String
        /// The link's text.
        var title: String
        /// The target's site path.
        var sitePath: String
    }
}
