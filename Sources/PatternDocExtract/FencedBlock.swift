import PatternDocMarkdown

/// A fenced code block as cmark found it in a page: where it opens, its info string as
/// written, its code, and how it was fenced. What ``CodeBlockExtractor`` makes a
/// ``CodeBlock`` of, and all that ``FenceCache`` keeps of a page between runs.
package struct FencedBlock: Hashable, Sendable {
    /// The 1-based line of the opening fence.
    var line: Int
    /// The info string as written, backslashes kept (cmark's unescaped one when the line could
    /// not be read back).
    var info: String
    /// The code between the fences.
    var code: String
    /// The fence character, `` ` `` or `~`.
    var character: UInt8
    /// How many fence characters open the block.
    var length: Int
    /// Whether a closing fence ends the block (an unclosed one runs to the end of its container).
    var isClosed: Bool

    /// The fenced blocks of a page's Markdown, in order: one cmark parse, block nodes only.
    package static func all(in markdown: String) -> [FencedBlock] {
        var found: [FencedBlock] = []
        MarkdownDocument(parsing: markdown).walkBlocks { event in
            guard case .enter(let node) = event, node.kind == .codeBlock, let fence = node.codeFence else { return }
            // The info string as written, not as cmark unescaped it: `fails("a \"quoted\" word")`
            // must reach the attribute parser with its backslashes.
            let info = fence.rawInfo.isEmpty ? node.fenceInfo ?? "" : fence.rawInfo
            found.append(FencedBlock(
                line: node.startLine,
                info: info,
                code: node.literal ?? "",
                character: fence.character.asciiValue ?? UInt8(ascii: "`"),
                length: fence.length,
                isClosed: fence.isClosed
            ))
        }
        return found
    }

    /// The fence line that would close this block: its character as many times as it opened.
    var closingFence: String {
        String(repeating: Character(Unicode.Scalar(character)), count: length)
    }
}
