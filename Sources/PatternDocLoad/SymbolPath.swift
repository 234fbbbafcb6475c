import Foundation

/// A DocC symbol link's path, ` ``Logging/Logger/Level-swift.enum`` `, read the way DocC reads
/// it: the module's name first is optional, and each component may carry a disambiguation
/// (`-swift.enum`, `-35km1`) that names the same symbol.
package enum SymbolPath {
    /// The path without the module's name and without disambiguations, the key under which
    /// an extension page is found: `Logger/Level` for `Logging/Logger/Level-swift.enum`.
    static func key(_ path: String, module: String?) -> String {
        var components = path.split(separator: "/").map { stripped(String($0)) }
        if components.count > 1, let module, components.first == module { components.removeFirst() }
        return components.joined(separator: "/")
    }

    /// What DocC shows for a link to the symbol: its last component, `chunks(ofCount:)` for
    /// `Swift/Collection/chunks(ofCount:)`, `configuration` for `ParsableCommand/configuration-35km1`.
    package static func displayName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return stripped(last)
    }

    /// The title of an extension page: the path without the module, dotted: `Logger.Level`.
    static func title(_ path: String, module: String?) -> String {
        key(path, module: module).replacingOccurrences(of: "/", with: ".")
    }

    /// A component without its disambiguation: whatever follows a `-` written right after a
    /// name or a parameter list (`-swift.enum`, `-35km1`); Swift names hold no `-`, so only an
    /// operator (`-(_:_:)`, `..<(_:_:)`) keeps its dashes.
    static func stripped(_ component: String) -> String {
        guard let dash = component.firstIndex(of: "-"), dash != component.startIndex else { return component }
        let before = component[..<dash]
        guard component.index(after: dash) < component.endIndex,
            let last = before.last, last.isLetter || last.isNumber || last == ")" || last == "_",
            before.first.map({ $0.isLetter || $0 == "_" }) == true
        else { return component }
        return String(before)
    }
}
