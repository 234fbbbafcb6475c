/// The names a top-level item of a block uses as names of its own scope: not after a `.` (a
/// member), not as a label (before a `:`), and not a name the item binds itself (`if let store
/// = ...`, `case store`, `var store: Store`, a closure's `store in`), whose uses mean its own.
/// The words of a string's interpolation count as uses.
///
/// An example script reads these (through `BlockFacts` and the plan's modules) to tell whether
/// a function or type of the page, or a later layer, uses a top-level binding that the
/// workspace makes a global: then the script makes it a global too.
///
/// ```text
/// // let store = 1
/// // func show(_ other: Int?) { if let store = other { print(store, holder.store) } }
/// ScopeReferences.of(item, in: lexed)  // ["print", "other", "Int", "holder", "show"...]: no "store"
/// ```
enum ScopeReferences {
    /// The names `item`, one of the top-level items of `lexed`, uses as names of its own scope.
    static func of(_ item: TopLevelItem, in lexed: LexedBlock) -> Set<String> {
        var used: Set<String> = []
        var bound: Set<String> = []
        for index in item.tokens {
            let token = lexed.tokens[index]
            if token.kind == .stringLiteral, token.text.contains("\\(") {
                // An interpolation's names, as `TopLevelBindings.words` reads them.
                used.formUnion(TopLevelBindings.words(in: lexed.tokens[index...index]))
                continue
            }
            guard token.kind == .identifier || token.kind == .backtickedIdentifier else { continue }
            let name = String(token.text.filter { $0 != "`" })
            if index > item.tokens.lowerBound, lexed.isToken(index - 1, .punctuation, ".") || lexed.isToken(index - 1, .operator, ".") {
                continue
            }
            if index > item.tokens.lowerBound,
                ["let", "var", "case", "func"].contains(where: { lexed.isToken(index - 1, .keyword, $0) })
                || lexed.isToken(index + 1, .keyword, "in")
            {
                bound.insert(name)
            } else if !lexed.isToken(index + 1, .punctuation, ":") {
                used.insert(name)
            }
        }
        return used.subtracting(bound)
    }
}
