import PatternDocModel

/// The pages' code blocks as the planner takes them: each page's prepared blocks (each with
/// what the run does with it, ``PreparedBlock``), and the `BlockFacts` of each block the
/// planner compiles (``PreparedBlock/isCompiled``), lexed once, the first time a stage asks
/// for them.
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
    let byPage: [String: [PreparedBlock]]
    /// The facts of the compiled Swift blocks lexed so far, shared with every copy.
    private let cache: BlockFactsCache

    /// The blocks of `blocks` (keyed by page path), whose facts are lexed into `cache` when
    /// first asked for; a cache of its own unless one is given.
    init(_ blocks: [String: [PreparedBlock]], facts cache: BlockFactsCache = BlockFactsCache()) {
        byPage = blocks
        self.cache = cache
    }

    /// The blocks of `blocks` (keyed by page path), as written with no problems, each page
    /// prepared as the prepare stage prepares one (``PreparedPage/init(_:hash:)``).
    init(_ blocks: [String: [CodeBlock]]) {
        self.init(blocks.mapValues { PreparedPage(blocks: $0).blocks })
    }

    /// The blocks of the page at `path`.
    package subscript(path: String) -> [PreparedBlock]? {
        byPage[path]
    }

    /// The facts of `block`, as the planner takes it: lexed the first time for a block it
    /// compiles, and kept. A block the planner never reads (a `skip` block, a template) is
    /// lexed on the spot and not kept.
    package func facts(of block: PreparedBlock) -> BlockFacts {
        guard block.isCompiled else { return BlockFacts(block.planned) }
        return cache.facts(of: block.planned)
    }

    /// The facts of `block`, one of these blocks as the planner takes it (its
    /// ``PreparedBlock/planned``), kept as ``facts(of:)-(PreparedBlock)`` keeps them.
    package func facts(of block: CodeBlock) -> BlockFacts {
        // A page's blocks are in index order, so the block is found at its index.
        let page = byPage[block.page] ?? []
        let prepared = page.indices.contains(block.index) && page[block.index].block.index == block.index
            ? page[block.index] : page.first { $0.block.index == block.index }
        guard prepared?.isCompiled == true else { return BlockFacts(block) }
        return cache.facts(of: block)
    }

    /// How many blocks were lexed and kept so far.
    var lexedCount: Int { cache.count }
}
