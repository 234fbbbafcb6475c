import PatternDocModel

/// One page as the prepare stage leaves it: its code blocks in order, each with what the run
/// does with it, the same blocks as the planner takes them, and the page's hash.
///
/// ```text
/// let page = prepared.preparedPages["Docs/Guide.md"]
/// let verified = page?.blocks.filter { $0.disposition == .verify }.count ?? 0
/// ```
package struct PreparedPage: Hashable, Sendable {
    /// The page's blocks as written, in order, those with problems included (the site still
    /// shows them), each with its ``PreparedBlock/Disposition``.
    package var blocks: [PreparedBlock]
    /// The page's blocks as the planner sees them: a block that is not to be verified (one
    /// with a problem, a syntax template) is set aside as if its fence said `skip`, each
    /// `continues` block is joined to the block it continues, and the original's imports are
    /// read as the runtime's.
    package var plannedBlocks: [CodeBlock]
    /// The page's hash (`PageHash.hash(of:)`), taken as it was extracted.
    package var hash: String?

    /// A page of `blocks`, planned as `plannedBlocks`, whose hash is `hash`.
    package init(blocks: [PreparedBlock], plannedBlocks: [CodeBlock], hash: String? = nil) {
        self.blocks = blocks
        self.plannedBlocks = plannedBlocks
        self.hash = hash
    }
}
