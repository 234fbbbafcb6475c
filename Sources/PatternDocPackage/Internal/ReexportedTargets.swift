import Foundation
import PatternDocSupport
import SwiftSource

/// The targets of a package that no library product names but that a library module
/// re-exports with `@_exported import`: a user of the library sees their public declarations
/// as the library's own, so the site shows them on the library's API pages and reads their doc
/// comments with the library's (an internal target has no pages of its own).
///
/// A target that is itself a library product's module keeps its own pages: a library that
/// re-exports another product (`ComposableTesting` re-exports `Composable`) shows only what it
/// declares.
///
/// ```text
/// // Greeting's Exports.swift: @_exported import Salutations (a target, not a product)
/// ReexportedTargets.of(libraryModules: ["Greeting"], folders: folders, targets: ["Salutations": "/p/Sources/Salutations"])
/// // ["Greeting": ["Salutations"]]
/// ```
enum ReexportedTargets {
    /// For each of `libraryModules` whose folder (in `folders`) re-exports one of `targets`
    /// (name → folder, the package's Swift targets that are no library module), those targets:
    /// the ones it re-exports, then the ones they re-export in turn, each once.
    static func of(libraryModules: [String], folders: [String: String], targets: [String: String]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for module in libraryModules {
            guard let folder = folders[module] else { continue }
            var reexported: [String] = []
            var toScan = [folder]
            while !toScan.isEmpty {
                let scanned = toScan.removeFirst()
                for name in modulesExported(inFolder: scanned) where targets[name] != nil && !reexported.contains(name) {
                    reexported.append(name)
                    toScan.append(targets[name]!)
                }
            }
            if !reexported.isEmpty { found[module] = reexported }
        }
        return found
    }

    /// The modules that the `.swift` files in `folder` re-export, in file order.
    static func modulesExported(inFolder folder: String) -> [String] {
        var modules: [String] = []
        for path in FileTree.files(at: folder).sorted() where path.hasSuffix(".swift") && !path.contains(".docc/") {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let source = String(decoding: data, as: UTF8.self)
            guard source.containsBytes("@_exported") else { continue }
            for module in modulesExported(by: source) where !modules.contains(module) {
                modules.append(module)
            }
        }
        return modules
    }

    /// The modules that `source` re-exports: `@_exported import Salutations`, and
    /// `@_exported import struct Salutations.Salutation` too (the module of what it imports).
    static func modulesExported(by source: String) -> [String] {
        let tokens = Lexer.tokens(in: source).filter { !$0.kind.isTrivia }
        var modules: [String] = []
        for (index, token) in tokens.enumerated() where token.kind == .attribute && token.text == "@_exported" {
            var next = index + 1
            // Other attributes and an access level may sit between `@_exported` and `import`.
            while next < tokens.count, tokens[next].text != "import", tokens[next].kind == .attribute || tokens[next].kind == .keyword || tokens[next].kind == .identifier {
                next += 1
            }
            guard next < tokens.count, tokens[next].text == "import" else { continue }
            next += 1
            if next < tokens.count, tokens[next].kind == .keyword, importKinds.contains(tokens[next].text) { next += 1 }
            guard next < tokens.count, tokens[next].kind == .identifier else { continue }
            let module = String(tokens[next].text)
            if !modules.contains(module) { modules.append(module) }
        }
        return modules
    }

    /// The kinds `import struct Module.Name` may name.
    private static let importKinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
}
