import PatternDocModel

/// The pages' code blocks as the planner takes them: each page's blocks, and the
/// `BlockFacts` of each Swift block that is compiled (not `skip`), lexed once, the first time
/// a stage asks for them.
///
/// The prepared docs hand one out (`PreparedDocs.lexedBlocks`) whose facts every stage of the
/// run shares: the verifier's first plan, every plan the build loop makes again after a failed
/// build (leaving blocks out), the examples' plan and the site benchmark's test names read
/// the facts lexed the first time and lex nothing more.
///
/// ```text
/// let lexed = prepared.lexedBlocks
/// let first = WorkspacePlanner.plan(pages: pages, blocks: lexed, package: package)
/// var options = PlanOptions()
/// options.leftOut = [BlockID(page: "Docs/Guide.md", index: 2)]
/// let again = WorkspacePlanner.plan(pages: pages, blocks: lexed, package: package, options: options)
/// ```
package struct LexedBlocks: Sendable {
    /// Each page's blocks, by page path, in page order.
    let byPage: [String: [CodeBlock]]
    /// The facts of the compiled Swift blocks lexed so far, shared with every copy.
    private let cache: BlockFactsCache

    /// The blocks of `blocks` (keyed by page path), whose facts are lexed into `cache` when
    /// first asked for; a cache of its own unless one is given.
    init(_ blocks: [String: [CodeBlock]], facts cache: BlockFactsCache = BlockFactsCache()) {
        byPage = blocks
        self.cache = cache
    }

    /// The blocks of the page at `path`.
    package subscript(path: String) -> [CodeBlock]? {
        byPage[path]
    }

    /// The facts of `block`, one of these blocks: lexed the first time for a compiled Swift
    /// block, and kept. A block the planner never reads (a `skip` block) is lexed on the spot
    /// and not kept.
    package func facts(of block: CodeBlock) -> BlockFacts {
        guard Self.isKept(block) else { return BlockFacts(block) }
        return cache.facts(of: block)
    }

    /// How many blocks were lexed and kept so far.
    var lexedCount: Int { cache.count }

    /// Whether the facts of `block` are kept once lexed: a compiled Swift block's.
    private static func isKept(_ block: CodeBlock) -> Bool {
        block.attributes.isSwift && block.attributes.skipReason == nil
    }
}
