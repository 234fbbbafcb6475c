import PatternDocModel
import PatternDocPlan

/// The code blocks of the doc comments the API pages show, extracted once from each `.swift`
/// file's doc-comment page (``SourceDocComments``: line N of the page is the comment text of
/// line N of the file) by the prepare stage (``PreparedDocs/commentBlocks``), which reads the
/// comments of every module the API pages show (``PreparedDocs/apiModules``) and hands their
/// blocks to the run that verifies them. Each block keeps its page (the `.swift` file) and
/// index, which are its id in the verification report.
///
/// The API pages render a comment part by part (``DocCommentSections``); ``blocks(in:file:)``
/// gives the blocks whose opening fence is on one of a part's lines, placed at the part's
/// lines, so that the renderer matches each of the part's fences to its block without
/// extracting the part again.
///
/// ```text
/// let blocks = DocCommentBlocks(prepared.commentBlocks)
/// for placed in blocks.blocks(in: sections.discussion, file: "Sources/Shop/Cart.swift") {
///     print(placed.extracted.index, placed.shown.fenceLine)   // 0 3: the file's block 0, the part's line 3
/// }
/// ```
package struct DocCommentBlocks: Sendable {
    /// By `.swift` file, then by the line of the opening fence.
    private let byFile: [String: [Int: CodeBlock]]

    /// The blocks of `blocks` (by `.swift` file, as extracted from its doc-comment page).
    package init(_ blocks: [String: [CodeBlock]] = [:]) {
        byFile = blocks.mapValues { blocks in
            Dictionary(blocks.filter { $0.sourceFile == nil }.map { ($0.fenceLine, $0) }) { first, _ in first }
        }
    }

    /// One block of a comment's part.
    struct Placed: Hashable, Sendable {
        /// The block as extracted from its file's doc-comment page: its page and index name it
        /// in the verification report.
        var extracted: CodeBlock
        /// The block as the part shows it: its fence at the part's line, numbered among the
        /// part's blocks (the figure's id). A plain fence is Swift already, as extracted.
        var shown: CodeBlock
    }

    /// The blocks of `file` whose opening fence is on one of `part`'s lines, in the part's order.
    func blocks(in part: DocCommentSections.Part, file: String) -> [Placed] {
        guard let blocks = byFile[file] else { return [] }
        var placed: [Placed] = []
        for (offset, sourceLine) in part.sourceLines.enumerated() {
            guard let sourceLine, let block = blocks[sourceLine] else { continue }
            var shown = block
            shown.index = placed.count
            shown.fenceLine = offset + 1
            shown.codeLine = offset + 2
            placed.append(Placed(extracted: block, shown: shown))
        }
        return placed
    }
}
