import PatternDocModel
import Synchronization

/// Each compiled Swift block's `BlockFacts`, lexed the first time a stage asks for them and
/// kept for every stage after it: the prepare stage makes one (`PreparedDocs`), and every
/// `LexedBlocks` made from the prepared blocks shares it, so that `test`, `build`, `examples`
/// and the site benchmark lex each block at most once, and a run that needs no facts (nothing
/// changed, or every block `skip`) lexes nothing.
///
/// A class, so that copies of the prepared value share what was lexed; safe to use from
/// several threads (a block lexed by two at once is kept once).
final class BlockFactsCache: Sendable {
    private let facts = Mutex<[BlockID: BlockFacts]>([:])

    /// An empty cache.
    init() {}

    /// The facts of `block`, lexed now unless they were already.
    func facts(of block: CodeBlock) -> BlockFacts {
        let id = BlockID(block)
        if let known = facts.withLock({ $0[id] }) { return known }
        let lexed = BlockFacts(block)
        return facts.withLock { facts in
            if let known = facts[id] { return known }
            facts[id] = lexed
            return lexed
        }
    }

    /// How many blocks were lexed so far.
    var count: Int { facts.withLock { $0.count } }
}
