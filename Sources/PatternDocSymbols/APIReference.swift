/// The public API of one or more modules, read from their symbol graphs: every symbol, how
/// they relate, and lookups by path for symbol links.
package struct APIReference: Sendable {
    /// The modules, in the order they were asked for.
    package var modules: [String]
    /// Every symbol, in a stable order: by module, then path, then USR.
    package var symbols: [APISymbol]
    /// How the symbols relate.
    package var relationships: [APIRelationship]

    /// Symbols by their link path (`Store/scope(state:action:)`), overloads together.
    private let byPath: [String: [APISymbol]]
    private let byID: [String: APISymbol]

    /// Creates a reference from symbols and relationships.
    init(modules: [String], symbols: [APISymbol], relationships: [APIRelationship]) {
        self.modules = modules
        let moduleOrder = Dictionary(uniqueKeysWithValues: modules.enumerated().map { ($1, $0) })
        self.symbols = symbols.sorted {
            let left = (moduleOrder[$0.module] ?? modules.count, $0.linkPath, $0.id)
            let right = (moduleOrder[$1.module] ?? modules.count, $1.linkPath, $1.id)
            return left < right
        }
        self.relationships = relationships
        var byPath: [String: [APISymbol]] = [:]
        var byID: [String: APISymbol] = [:]
        for symbol in self.symbols {
            byPath[symbol.linkPath, default: []].append(symbol)
            byPath["\(symbol.module)/\(symbol.linkPath)", default: []].append(symbol)
            // DocC places what a module adds to another module's type below that module's
            // name: swift-algorithms links ``Swift/Collection/chunks(ofCount:)``.
            if let extended = symbol.extendedModule {
                byPath["\(extended)/\(symbol.linkPath)", default: []].append(symbol)
                byPath["\(symbol.module)/\(extended)/\(symbol.linkPath)", default: []].append(symbol)
            }
            byID[symbol.id] = symbol
        }
        self.byPath = byPath
        self.byID = byID
    }

    /// The symbols at `path` (`Store/scope(state:action:)`, optionally starting with the
    /// module's name, and for what extends another module's type, with that module's name as
    /// DocC writes it: `Swift/Collection/chunks(ofCount:)`): one, or several overloads; empty
    /// when there is none.
    package func symbols(at path: String) -> [APISymbol] {
        byPath[path] ?? []
    }

    /// The symbol with this USR.
    package func symbol(id: String) -> APISymbol? {
        byID[id]
    }

    /// Every link path known, for "did you mean" suggestions: the declarations themselves,
    /// not the copies the compiler lists on every type that inherits one from a protocol
    /// extension (which would suggest `SplitCollection/chunks(ofCount:)` for `Collection`'s).
    var linkPaths: [String] {
        symbols.filter { !$0.isSynthesized }.map(\.linkPath)
    }

    /// The members of the type with USR `typeID`, in the reference's order.
    func members(of typeID: String) -> [APISymbol] {
        let memberIDs = Set(relationships.filter { $0.kind == "memberOf" && $0.target == typeID }.map(\.source))
        return symbols.filter { memberIDs.contains($0.id) }
    }

    /// The protocols the type with USR `typeID` conforms to, by name.
    func conformances(of typeID: String) -> [String] {
        relationships.filter { $0.kind == "conformsTo" && $0.source == typeID }
            .map { byID[$0.target]?.linkPath ?? $0.targetName ?? $0.target }
    }
}
