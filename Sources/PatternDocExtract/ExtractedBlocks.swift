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
    package init(blocks: [CodeBlock], problems: [Int: [DocError]] = [:]) {
        self.blocks = blocks
        self.problems = problems
    }
}
