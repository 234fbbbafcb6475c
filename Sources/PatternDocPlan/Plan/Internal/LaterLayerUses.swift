import PatternDocModel

/// For each module of a page, the names its later layers use without declaring them first:
/// a top-level binding of the module with such a name must be a global, since a later layer
/// sees the module's globals and never the locals of its program.
///
/// A later layer that declares a name itself (a type, a function, a top-level `let` or `var`
/// that may be a global) means its own from then on, and so do the layers after it: only the
/// layers between use the earlier one. The words a layer's code uses stand for its uses, so a
/// name is rather taken as used than not.
///
/// ```text
/// // Block 0: let shared = numbers.share()   Block 1: let shared = other.share()
/// // (a redeclaration: block 1 is a layer over block 0), block 2 in block 1's layer: print(shared)
/// LaterLayerUses.of([([block0], true), ([block1, block2], false)], lexed: lexed)
/// // [[], []]: block 1 declares `shared` itself, so block 0's may stay a local
/// ```
enum LaterLayerUses {
    /// For each module of `modules` (each with its blocks and whether it starts a new chain
    /// of layers, as a page's first module and a `reset` one do), in order, the names the
    /// later layers of its chain use that they do not declare.
    static func of(_ modules: [(blocks: [PreparedBlock], startsChain: Bool)], lexed: LexedBlocks) -> [Set<String>] {
        var result = Array(repeating: Set<String>(), count: modules.count)
        guard modules.count > 1 else { return result }
        for position in stride(from: modules.count - 2, through: 0, by: -1) {
            let next = modules[position + 1]
            guard !next.startsChain else { continue }
            let (uses, declares) = usesAndDeclarations(of: next.blocks, lexed: lexed)
            result[position] = result[position + 1].union(uses).subtracting(declares)
        }
        return result
    }

    /// The words a module's compiled blocks use, and the file-scope names and possible globals
    /// its verified blocks that are not `test` blocks declare.
    private static func usesAndDeclarations(of blocks: [PreparedBlock], lexed: LexedBlocks) -> (uses: Set<String>, declares: Set<String>) {
        var uses: Set<String> = []
        var declares: Set<String> = []
        var locals: Set<String> = []
        for block in blocks where block.isCompiled {
            let facts = lexed.facts(of: block)
            let attributes = block.planned.attributes
            uses.formUnion(facts.words)
            guard !attributes.isTest, attributes.expectedFailure == nil else { continue }
            declares.formUnion(facts.fileScopeNames.map(\.name))
            declares.formUnion(TopLevelBindings.of(facts.statements, locals: &locals).hoistedNames)
        }
        return (uses, declares)
    }
}
