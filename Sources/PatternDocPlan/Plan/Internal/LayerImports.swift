import SwiftSource

/// How a generated file imports the earlier layers of its page, so that each name means its
/// latest declaration: a layer none of whose functions and variables a later layer redeclares
/// is imported whole; one with redeclared ones is imported name by name without the names
/// later layers declare (`@testable import var DocPage.total`), since Swift calls a name that
/// two imported modules declare ambiguous, and only types can be settled with a `typealias`.
///
/// A layer imported name by name still brings its extensions; its operators and the names
/// ``DeclaredNames`` does not find (two declarations on one line) are not imported.
struct LayerImports {
    /// The layers the file imports, first first.
    let layers: [DocModule.Layer]
    /// The modules the file imports after them, whole, whose declarations count as later ones:
    /// for the files outside a module (its tests), the module itself.
    var followedBy: [DocModule.Layer] = []

    /// The `import` lines, one layer after another.
    var lines: [String] {
        var lines: [String] = []
        for (position, layer) in layers.enumerated() {
            let redeclared = Set((layers[(position + 1)...] + followedBy).flatMap(\.names).map(\.name))
            // Types a later layer redeclares are settled by its `typealias`es (see
            // ``DocModule/aliases``); functions and variables can only be left out.
            guard layer.names.contains(where: { !$0.isType && redeclared.contains($0.name) }) else {
                lines.append("@testable import \(layer.name)")
                continue
            }
            var seen: Set<String> = []
            for name in layer.names where !redeclared.contains(name.name) && !name.importKind.isEmpty && seen.insert("\(name.importKind) \(name.name)").inserted {
                lines.append("@testable import \(name.importKind) \(layer.name).\(Self.spelled(name.name))")
            }
            lines.append("@testable import func \(layer.name).\(ModuleFiles.statementsFunction)")
        }
        return lines
    }

    /// A name as an import path spells it: in backticks when it is a reserved word.
    private static func spelled(_ name: String) -> String {
        Keywords.reserved.contains(name) ? "`\(name)`" : name
    }
}
