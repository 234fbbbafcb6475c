import PatternDocLoad
import PatternDocRender
import PatternDocSymbols

/// How DocC's symbol links (` ``Store`` `, ` ``Store/scope(state:action:)`` `) become links to
/// the API pages, as seen from one page of the site.
///
/// A link names a symbol by its path from the module, optionally with the module first
/// (` ``Composable/Store`` `) and a disambiguation last (`-swift.method`, DocC's `-1if00`); in
/// a doc comment it may also name it relative to the documented symbol, as DocC allows: in
/// `Store`'s comment, ` ``send(_:)`` ` is `Store/send(_:)`. See
/// ``APIReference/resolve(_:)`` for how overloads are told apart.
///
/// ```text
/// let links = APILinks(site: site, rootPrefix: "../")
/// links.resolve("Store/scope(state:action:)")
/// // .success(href: "../api/Composable/Store.html#scope(state:action:)", text: "scope(state:action:)")
/// ```
package struct APILinks: SymbolLinks {
    /// The pages links point into.
    var site: APISite
    /// The way from the page being rendered to the site root: `""`, `"../"`, ...
    var rootPrefix: String
    /// The path of the symbol whose doc comment is being rendered, for relative links; empty
    /// on a doc page.
    var scope: [String]

    /// Links from a page `rootPrefix` away from the site root.
    init(site: APISite, rootPrefix: String, scope: [String] = []) {
        self.site = site
        self.rootPrefix = rootPrefix
        self.scope = scope
    }

    /// A resolved link: where it goes and the text DocC shows for it.
    package typealias Target = SymbolLinkTarget
    /// Why a link does not resolve, in words for the person who wrote it.
    package typealias Problem = SymbolLinkProblem

    /// Resolves the text between the double backticks.
    package func resolve(_ text: String) -> Result<Target, Problem> {
        let written = text.trimmingCharacters(in: .whitespaces)
        // A module's name alone is its page, as DocC links ``Algorithms`` to the module's root.
        if site.reference.modules.contains(written), site.reference.symbols(at: written).isEmpty {
            return .success(Target(href: href(site.modulePath(written), anchor: nil), text: written))
        }
        // Innermost scope first, as DocC looks a relative link up: the symbol's own members,
        // then its parent's, up to the module. Only a path with symbols at it is resolved, so
        // that suggestions are worked out once, for the link as written.
        var resolution: SymbolLinkResolution?
        var resolvedPath = written
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let path = (scope.prefix(depth) + [written]).joined(separator: "/")
            let link = SymbolLink(path)
            guard !site.reference.symbols(at: link.path).isEmpty else { continue }
            resolution = site.reference.resolve(link)
            resolvedPath = link.path
            break
        }
        let name = SymbolPath.displayName(written)
        switch resolution ?? site.reference.resolve(SymbolLink(written)) {
        case let .symbol(symbol):
            guard let place = site.place(of: symbol) else { return .failure(noPage(written)) }
            return .success(Target(href: href(place.sitePath, anchor: place.anchor), text: name))
        case let .overloads(group):
            guard let place = site.place(of: group[0]) else { return .failure(noPage(written)) }
            return .success(Target(href: href(place.sitePath, anchor: place.entryAnchor), text: name))
        case let .ambiguous(spellings):
            return .failure(Problem(
                message: "the symbol link ``\(written)`` is ambiguous: symbols of different kinds or modules have that path.",
                hint: "Say which one you mean: \(Self.list(spellings))."
            ))
        case let .notFound(suggestions):
            if resolution != nil {
                return .failure(Problem(
                    message: "the symbol link ``\(written)`` matches none of the symbols at \(resolvedPath).",
                    hint: "Use one of: \(Self.list(suggestions))."
                ))
            }
            let modules = site.reference.modules.joined(separator: ", ")
            let advice = suggestions.isEmpty
                ? "Name a public symbol by its path from the module, as in ``Type/member(label:)``, or write it as code with single backticks."
                : "Did you mean \(Self.list(suggestions))?"
            return .failure(Problem(
                message: "the symbol link ``\(written)`` names no public symbol of \(modules.isEmpty ? "the API" : modules).",
                hint: advice
            ))
        }
    }

    private func noPage(_ written: String) -> Problem {
        Problem(
            message: "the symbol link ``\(written)`` names a symbol the API pages do not show.",
            hint: "Link to the type that declares it instead."
        )
    }

    private func href(_ sitePath: String, anchor: String?) -> String {
        rootPrefix + HTMLEscaping.percentEncodedPath(sitePath) + (anchor.map { "#" + $0 } ?? "")
    }

    private static func list(_ spellings: [String]) -> String {
        spellings.map { "``\($0)``" }.joined(separator: ", ")
    }
}
