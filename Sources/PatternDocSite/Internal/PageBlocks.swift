import PatternDocModel
import PatternDocReport

/// One doc page's code blocks with their verdicts, as the page's renderer takes them: handed
/// over once by the site builder's per-page stream (``SiteBuilder``), and let go as soon as
/// the page is rendered, so that a large site does not hold every block to its last page.
struct PageBlocks: Sendable {
    /// The page's code blocks as written, in order.
    var blocks: [CodeBlock]
    /// The page's entries in the verification report, in block order: one per Swift block,
    /// found by the block's index (a block that is not Swift has none).
    var reports: ArraySlice<BlockReport>
}
