/// The pages' code blocks as the planner takes them: each page's blocks, and each Swift block
/// that is compiled (not `skip`) with its `BlockFacts`, lexed once when this value is made.
///
/// Make it once per run and hand it to every `WorkspacePlanner` call of that run: the build
/// loop plans again after each failed build, leaving blocks out, and with the facts here that
/// costs no lexing at all.
///
/// ```text
/// let lexed = LexedBlocks(prepared.plannedBlocks)
/// let first = WorkspacePlanner.plan(pages: pages, blocks: lexed, package: package)
/// var options = PlanOptions()
/// options.leftOut = [BlockID(page: "Docs/Guide.md", index: 2)]
/// let again = WorkspacePlanner.plan(pages: pages, blocks: lexed, package: package, options: options)
/// ```
struct LexedBlocks: Sendable {
    /// Each page's blocks, by page path, in page order.
    let byPage: [String: [CodeBlock]]
    /// The facts of each compiled Swift block.
    private let facts: [BlockID: BlockFacts]

    /// Lexes each compiled Swift block of `blocks` (keyed by page path) once.
    init(_ blocks: [String: [CodeBlock]]) {
        byPage = blocks
        var facts: [BlockID: BlockFacts] = [:]
        for pageBlocks in blocks.values {
            for block in pageBlocks where block.attributes.isSwift && block.attributes.skipReason == nil {
                facts[BlockID(block)] = BlockFacts(block)
            }
        }
        self.facts = facts
    }

    /// The blocks of the page at `path`.
    subscript(path: String) -> [CodeBlock]? {
        byPage[path]
    }

    /// The facts of `block`, one of these blocks. A block these were not made from (a `skip`
    /// block, which the planner never reads) is lexed on the spot.
    func facts(of block: CodeBlock) -> BlockFacts {
        facts[BlockID(block)] ?? BlockFacts(block)
    }

    /// How many blocks were lexed when this value was made.
    var lexedCount: Int { facts.count }
}
