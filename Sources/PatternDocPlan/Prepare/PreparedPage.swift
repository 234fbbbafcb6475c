import PatternDocExtract
import PatternDocModel

/// One page as the prepare stage leaves it: its code blocks in order, each with what the run
/// does with it and as the planner takes it, and the page's hash.
///
/// ```text
/// let page = prepared.preparedPages["Docs/Guide.md"]
/// let verified = page?.blocks.filter { $0.disposition == .verify }.count ?? 0
/// ```
package struct PreparedPage: Hashable, Sendable {
    /// The page's blocks in order, those with problems included (the site still shows them),
    /// each as written with its ``PreparedBlock/Disposition``, and as the planner takes it.
    package var blocks: [PreparedBlock]
    /// The page's hash (`PageHash.hash(of:)`), taken as it was extracted.
    package var hash: String?

    /// A page of `blocks`, whose hash is `hash`.
    package init(blocks: [PreparedBlock], hash: String? = nil) {
        self.blocks = blocks
        self.hash = hash
    }

    /// The page of `extracted`'s blocks, each recorded with its problems, each `continues`
    /// block joined into the block it continues (``BlockContinuations``); whose hash is `hash`.
    /// A unit whose code, its continuations' included, holds an editor placeholder is a syntax
    /// template, as a block that holds one is.
    package init(_ extracted: ExtractedBlocks, hash: String? = nil) {
        let joined = BlockContinuations.joined(extracted.blocks, problems: extracted.problems)
        blocks = zip(extracted.blocks, joined).map { block, joined in
            var prepared = PreparedBlock(block, problems: extracted.problems[block.index] ?? [])
            prepared.planned = joined.block
            prepared.joinedInto = joined.joinedInto
            if prepared.disposition == .verify, joined.block.code != block.code, SyntaxTemplate.isTemplate(joined.block) {
                prepared.disposition = .template
            }
            return prepared
        }
        self.hash = hash
    }

    /// The page of `blocks`, as written with no problems, prepared as ``init(_:hash:)`` does.
    package init(blocks: [CodeBlock]) {
        self.init(ExtractedBlocks(blocks: blocks))
    }
}
