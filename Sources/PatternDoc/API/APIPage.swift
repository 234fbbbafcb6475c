/// One page of the API reference: the index of modules, a module, a type, or the members a
/// module adds to another module's type (its extensions on `Swift.Array`, on `Composable.Store`).
///
/// A page lists what it holds as topics, DocC's sections (`Initializers`, `Instance Methods`,
/// ...); each entry is one name with an anchor, and the overloads sharing it are listed
/// together under it, each with an anchor of its own.
///
/// ```swift
/// let site = APISite(reference: reference)
/// let store = site.pages.first { $0.title == "Store" }!
/// store.sitePath                        // api/Composable/Store.html
/// store.topics.map(\.title)             // ["Initializers", "Instance Methods", ...]
/// ```
public struct APIPage: Hashable, Sendable {
    /// What the page is about.
    public enum Kind: Hashable, Sendable {
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
    public var kind: Kind
    /// The file on the site: `api/Composable/Store.html`.
    public var sitePath: String
    /// The title: `Store`, `Composable`, `Array` (for extensions on it).
    public var title: String
    /// The module whose API the page shows; empty for the index.
    public var module: String
    /// For a type page, the type.
    public var symbol: APISymbol?
    /// For an extension page, the extended type's module (`Swift`).
    public var extendedModule: String?
    /// The path of the type the page is about (`["Store"]`); empty for the index and modules.
    public var typePath: [String]
    /// The page's sections, in DocC's order.
    public var topics: [Topic]
    /// Pages this one links to besides its topics: the extension pages of other modules on a
    /// type, the extended modules of a module, the modules on the index.
    public var related: [Related]

    /// A section of a page: `Instance Methods` and its entries.
    public struct Topic: Hashable, Sendable {
        /// The section's heading.
        public var title: String
        /// Its entries, in the reference's order.
        public var entries: [Entry]
    }

    /// One name on a page: a member (its overloads together), or a type that has a page of its
    /// own and is linked from here.
    public struct Entry: Hashable, Sendable {
        /// The name: `scope(state:action:)`.
        public var name: String
        /// The id of the entry's heading on the page.
        public var anchor: String
        /// The symbols under that name: one, or several overloads.
        public var overloads: [Overload]
        /// For a type with its own page, that page's site path.
        public var page: String?
    }

    /// One symbol of an entry, with its own anchor when the entry holds several.
    public struct Overload: Hashable, Sendable {
        /// The symbol.
        public var symbol: APISymbol
        /// Its id on the page: the entry's anchor for a lone symbol, the anchor and DocC's
        /// hash of the symbol (`scope(state:action:)-1if00`) for one of several overloads.
        public var anchor: String
    }

    /// A link from a page to another API page.
    public struct Related: Hashable, Sendable {
        /// The heading it is listed under: `Extended in other modules`.
        public var group: String
        /// The link's text.
        public var title: String
        /// The target's site path.
        public var sitePath: String
    }
}
