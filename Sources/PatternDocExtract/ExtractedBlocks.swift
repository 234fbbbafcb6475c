import PatternDocModel

/// A page's fenced code blocks with the problems found in each, so that a problem in one block
/// costs that block alone its verification and every other block of the run is still verified.
///
/// ```text
/// import PatternDoc
///
/// let page = DocPage(path: "Docs/Page.md", title: "Page", markdown: "```swift tset\nlet a = 1\n```\n\n```swift\nlet b = 2\n```\n")
/// let extracted = CodeBlockExtractor.extractEachBlock(from: page)
/// print(extracted.blocks.count)         // Prints "2"
/// print(extracted.problems.keys.sorted()) // Prints "[0]"
/// ```
package struct ExtractedBlocks: Hashable, Sendable {
    /// Every fenced block of the page, in order, those with problems included (the site still
    /// shows them).
    package var blocks: [CodeBlock]
    /// The problems of the blocks that have any, by ``CodeBlock/index``: a malformed info
    /// string, a fence never closed, a directive the block may not hold, an `output` block
    /// without its `text` block.
    package var problems: [Int: [DocError]]

    /// Collects a page's blocks and their problems.
    init(blocks: [CodeBlock], problems: [Int: [DocError]] = [:]) {
        self.blocks = blocks
        self.problems = problems
    }

    /// The blocks as the planner should see them: each block with a problem is set aside as if
    /// its fence said `skip`, so that nothing compiles or runs code whose fence or text could
    /// not be read as written; then each `continues` block is joined to the block it continues
    /// (``BlockContinuations``).
    package var plannable: [CodeBlock] {
        guard !problems.isEmpty else { return BlockContinuations.joined(blocks) }
        return BlockContinuations.joined(blocks.map { block in
            guard let found = problems[block.index], !found.isEmpty, block.attributes.isSwift else { return block }
            var block = block
            block.attributes.skipReason = found.map(\.message).joined(separator: "; ")
            return block
        })
    }
}
