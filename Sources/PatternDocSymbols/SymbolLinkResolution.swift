import PatternDocSupport

/// What a symbol link points to.
package enum SymbolLinkResolution: Hashable, Sendable {
    /// One symbol.
    case symbol(APISymbol)
    /// Several overloads share the path, the kind and the place they are declared in, and the
    /// link does not pick one: it points to them as a group (DocC's overload group), which the
    /// API page lists under one heading.
    case overloads([APISymbol])
    /// Several symbols of different kinds, or of different modules, share the path: the link
    /// must say which one it means. `spellings` are the links that do, one per meaning.
    case ambiguous(spellings: [String])
    /// Nothing at that path, or no overload matching the disambiguation; with the closest
    /// paths that exist, for a "did you mean".
    case notFound(suggestions: [String])
}

extension APIReference {
    /// Resolves a link: its path (optionally starting with a module's name), then its
    /// disambiguation among the symbols at that path.
    ///
    /// Overloads are told apart as DocC tells them apart: a link without a disambiguation to
    /// several functions of one kind in one place (`Store/scope(state:action:)`) points to
    /// the group, as DocC's overload groups do; a kind (`-swift.method`, `-property`) or DocC's
    /// hash of one overload (`-1if00`) picks one. Symbols of different kinds, or of different
    /// modules, at one path are ambiguous: the link must carry a kind, a hash or the module.
    package func resolve(_ link: SymbolLink) -> SymbolLinkResolution {
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
            let first = matching[0]
            let isGroup = matching.allSatisfy {
                $0.kind == first.kind && $0.module == first.module && $0.extendedModule == first.extendedModule
            }
            return isGroup ? .overloads(matching) : .ambiguous(spellings: spellings(telling: matching))
        }
    }

    /// The link that names `symbol` alone: its path, with DocC's hash when it has overloads.
    func unambiguousLink(to symbol: APISymbol) -> String {
        symbols(at: symbol.linkPath).count > 1 ? "\(symbol.linkPath)-\(DocCHash.of(symbol.id))" : symbol.linkPath
    }

    /// One link per meaning of an ambiguous path: the module's name first where the modules
    /// differ, then the kind where it is the only one of its kind, else DocC's hash.
    private func spellings(telling symbols: [APISymbol]) -> [String] {
        var spellings: [String] = []
        for symbol in symbols {
            let sameModule = symbols.filter { $0.module == symbol.module }
            let prefix = sameModule.count < symbols.count ? "\(symbol.module)/" : ""
            let spelling: String
            if sameModule.count == 1 {
                spelling = prefix + symbol.linkPath
            } else if sameModule.count(where: { $0.kind == symbol.kind }) == 1 {
                spelling = prefix + symbol.linkPath + "-" + symbol.kind.identifier
            } else {
                spelling = prefix + symbol.linkPath + "-" + DocCHash.of(symbol.id)
            }
            if !spellings.contains(spelling) { spellings.append(spelling) }
        }
        return spellings
    }

    private func suggestions(for path: String) -> [String] {
        let known = Set(linkPaths)
        let scored = known.map { ($0, EditDistance.between($0, path)) }
            .filter { $0.1 <= max(2, path.count / 4) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        return scored.prefix(3).map(\.0)
    }
}
