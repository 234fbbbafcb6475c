/// A name a block declares at file scope: `Example` for `struct Example {}`, `greet` for
/// `func greet()`.
package struct DeclaredName: Hashable, Comparable {
    /// The name, without backticks.
    package var name: String
    /// Whether it names a type (`struct`, `class`, `enum`, `actor`, `protocol`, `typealias`),
    /// which a later module can point at with a `typealias`; functions and variables cannot.
    package var isType: Bool
    /// Whether it is `private` or `fileprivate`, so that no other module can see it.
    var isPrivate = false
    /// Whether an `@available` attribute marks it `unavailable`, so that no code, a later
    /// layer's aliases included, may name it.
    var isUnavailable = false
    /// The word that imports it alone from another module (`import struct M.Example`):
    /// `struct`, `class` (for an actor too), `enum`, `protocol`, `typealias`, `func`, `let` or `var`.
    var importKind = ""

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.name, lhs.isType ? 0 : 1) < (rhs.name, rhs.isType ? 0 : 1)
    }
}

/// Finds the names a block declares at file scope, so that the planner can tell when a block
/// redeclares what an earlier block of its page declared and must start a new layer.
///
/// Only top-level items count (members, locals and extensions declare nothing at file scope).
/// A `test` block is copied whole into its test target, where a top-level `let` or `var` is a
/// global too, so for those `includingVariables` adds the simple names they bind.
///
/// ```text
/// DeclaredNames.of("struct Example {}\nextension Example {}\nfunc run() {}\n")
/// // [DeclaredName(name: "Example", isType: true), DeclaredName(name: "run", isType: false)]
/// ```
enum DeclaredNames {
    private static let typeWords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias"]

    /// The file-scope names `code` declares, in order, each once.
    static func of(_ code: String, includingVariables: Bool = false) -> [DeclaredName] {
        let lexed = LexedBlock(code)
        return of(lexed, items: TopLevelItems(lexed).items(), includingVariables: includingVariables)
    }

    /// The file-scope names of a lexed block whose top-level items are `items`.
    static func of(_ lexed: LexedBlock, items: [TopLevelItem], includingVariables: Bool = false) -> [DeclaredName] {
        let classifier = ItemClassifier(lexed)
        var names: [DeclaredName] = []
        for item in items {
            guard let index = classifier.firstWordIndex(in: item.tokens) else { continue }
            let word = String(lexed.tokens[index].text)
            let isType = typeWords.contains(word)
            guard isType || word == "func" || (includingVariables && (word == "let" || word == "var")) else { continue }
            let next = index + 1
            guard lexed.isToken(next, .identifier) || lexed.isToken(next, .backtickedIdentifier) else { continue }
            var name = String(lexed.tokens[next].text)
            if name.count > 1, name.hasPrefix("`"), name.hasSuffix("`") { name = String(name.dropFirst().dropLast()) }
            let modifiers = lexed.tokens[item.tokens.lowerBound..<index].map { String($0.text) }
            let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
            let isUnavailable = modifiers.contains("@available") && modifiers.contains("unavailable")
            let declared = DeclaredName(
                name: name, isType: isType, isPrivate: isPrivate, isUnavailable: isUnavailable,
                importKind: word == "actor" ? "class" : word
            )
            if !names.contains(declared) { names.append(declared) }
        }
        return names
    }
}
