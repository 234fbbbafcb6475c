import PatternDocRender
import PatternDocSymbols

/// The relationships an API page lists: what a type conforms to and inherits from, the types
/// conforming to a protocol, the modules that extend a type, a module's extended types, and
/// the modules on the index. Each item is HTML, linked when its target has a page.
extension APIPageRenderer {
    /// A heading and its items.
    struct RelationshipGroup {
        var title: String
        var items: [String]
    }

    /// The protocols every type conforms to without saying so: listing them says nothing.
    static let implicitProtocols: Set<String> = ["s:s8CopyableP", "s:s9EscapableP", "s:s16SendableMetatypeP"]

    func relationshipGroups(_ page: APIPage, rootPrefix: String) -> [RelationshipGroup] {
        var groups: [RelationshipGroup] = []
        if let symbol = page.symbol {
            let out = outgoing[symbol.id] ?? []
            let inherits = out.filter { $0.kind == "inheritsFrom" }.sorted(by: byTargetName).map { item($0.target, name: $0.targetName, rootPrefix: rootPrefix) }
            if !inherits.isEmpty { groups.append(RelationshipGroup(title: "Inherits From", items: inherits)) }
            let conforms = out.filter { $0.kind == "conformsTo" && !Self.implicitProtocols.contains($0.target) }
                .sorted(by: byTargetName).map { item($0.target, name: $0.targetName, rootPrefix: rootPrefix) }
            if !conforms.isEmpty { groups.append(RelationshipGroup(title: "Conforms To", items: unique(conforms))) }
            if symbol.kind.identifier == "swift.protocol" {
                let conforming = (incoming[symbol.id] ?? []).filter { $0.kind == "conformsTo" }
                    .sorted { sourceName($0) < sourceName($1) }.map { item($0.source, name: nil, rootPrefix: rootPrefix) }
                if !conforming.isEmpty { groups.append(RelationshipGroup(title: "Conforming Types", items: unique(conforming))) }
            }
        }
        var related: [String: [String]] = [:]
        var order: [String] = []
        for link in page.related {
            if related[link.group] == nil { order.append(link.group) }
            let href = HTMLEscaping.url(rootPrefix + HTMLEscaping.percentEncodedPath(link.sitePath))
            related[link.group, default: []].append("<a href=\"\(href)\"><code>\(HTMLEscaping.text(link.title))</code></a>")
        }
        groups += order.map { RelationshipGroup(title: $0, items: related[$0]!) }
        return groups
    }

    /// A type by USR: a link to its page when it has one, else its name as code.
    private func item(_ id: String, name: String?, rootPrefix: String) -> String {
        if let symbol = site.reference.symbol(id: id), let place = site.place(of: symbol) {
            let href = rootPrefix + HTMLEscaping.percentEncodedPath(place.sitePath) + (place.anchor.map { "#" + $0 } ?? "")
            return "<a href=\"\(HTMLEscaping.url(href))\"><code>\(HTMLEscaping.text(symbol.path.joined(separator: ".")))</code></a>"
        }
        return "<code>\(HTMLEscaping.text(name ?? id))</code>"
    }

    /// Relationships in the order of the names they point to: the symbol graph's own order
    /// changes from one build of the graphs to the next, and the page must not.
    private func byTargetName(_ left: APIRelationship, _ right: APIRelationship) -> Bool {
        (left.targetName ?? displayName(left.target), left.target) < (right.targetName ?? displayName(right.target), right.target)
    }

    private func sourceName(_ relationship: APIRelationship) -> String {
        displayName(relationship.source) + "\u{0}" + relationship.source
    }

    private func displayName(_ id: String) -> String {
        site.reference.symbol(id: id).map { $0.path.joined(separator: ".") } ?? id
    }

    private func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}
