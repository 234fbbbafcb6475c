/// What a symbol link points to.
public enum SymbolLinkResolution: Hashable, Sendable {
    /// One symbol.
    case symbol(APISymbol)
    /// Several overloads share the path and the link does not pick one: it points to them as
    /// a group (the first one's place on its page, where all of them are listed together).
    case overloads([APISymbol])
    /// Nothing at that path, or no overload matching the disambiguation; with the closest
    /// paths that exist, for a "did you mean".
    case notFound(suggestions: [String])
}

extension APIReference {
    /// Resolves a link: its path (optionally starting with a module's name), then its
    /// disambiguation among overloads. A link without one that matches several overloads
    /// resolves to the group; DocC would ask for a disambiguation, and the page lists every
    /// overload under one heading, so the group is a place a reader can go to.
    public func resolve(_ link: SymbolLink) -> SymbolLinkResolution {
        let candidates = symbols(at: link.path)
        guard !candidates.isEmpty else { return .notFound(suggestions: suggestions(for: link.path)) }
        let matching: [APISymbol]
        switch link.disambiguation {
        case nil:
            matching = candidates
        case let .kind(kind):
            matching = candidates.filter { $0.kind.identifier == kind }
        case let .hash(hash):
            matching = candidates.filter { DocCHash.of($0.id) == hash }
        }
        switch matching.count {
        case 0:
            return .notFound(suggestions: candidates.map { "\($0.linkPath)-\(DocCHash.of($0.id))" })
        case 1:
            return .symbol(matching[0])
        default:
            return .overloads(matching)
        }
    }

    /// The link that names `symbol` alone: its path, with DocC's hash when it has overloads.
    public func unambiguousLink(to symbol: APISymbol) -> String {
        symbols(at: symbol.linkPath).count > 1 ? "\(symbol.linkPath)-\(DocCHash.of(symbol.id))" : symbol.linkPath
    }

    private func suggestions(for path: String) -> [String] {
        let known = Set(linkPaths)
        let scored = known.map { ($0, EditDistance.between($0, path)) }
            .filter { $0.1 <= max(2, path.count / 4) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        return scored.prefix(3).map(\.0)
    }
}
