import Foundation
import PatternDocSupport

/// How a fenced code block was fenced: cmark parses fences but does not record them, so they
/// are read back from the source at the block's position.
///
/// ```text
/// if let fence = node.codeFence, !fence.isClosed {
///     print("line \(node.startLine): the fence is never closed")
/// }
/// ```
package struct MarkdownCodeFence: Hashable, Sendable {
    /// The fence character, `` ` `` or `~`.
    package var character: Character
    /// How many fence characters open the block (three or more).
    package var length: Int
    /// Whether a closing fence ends the block. cmark closes an unclosed fence silently at the
    /// end of the document or of the list item or quote around it; this says it did.
    package var isClosed: Bool
    /// The info string as written after the opening fence, trimmed of spaces: unlike cmark's
    /// info string, its backslash escapes and entities are left as they are, so attribute
    /// arguments keep the `\"` and `\\` they were written with.
    package var rawInfo: String

    /// Creates a fence description.
    package init(character: Character, length: Int, isClosed: Bool, rawInfo: String = "") {
        self.character = character
        self.length = length
        self.isClosed = isClosed
        self.rawInfo = rawInfo
    }

    /// Reads the fence of the code block starting at `line`, `column` (1-based, bytes); `nil`
    /// when the block is indented code rather than fenced.
    ///
    /// - Parameters:
    ///   - endLine: where cmark ended the block.
    ///   - containerEndLine: where the quote or list item holding the block ends; `nil` when
    ///     the block stands at the top of the document.
    package init?(
        in source: MarkdownSource,
        line: Int,
        column: Int,
        endLine: Int,
        containerEndLine: Int?,
        info: String,
        literal: String
    ) {
        let opening = source.line(line)
        let start = opening.startIndex + column - 1
        guard column >= 1, start < opening.endIndex else { return nil }
        let mark = opening[start]
        guard mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return nil }
        let run = opening[start...].prefix { $0 == mark }.count
        guard run >= 3 else { return nil }
        if info.isEmpty {
            // Indented code may itself start with three backticks. Its first line of code is
            // then the very text at the block's start; a fence's code starts on the next line,
            // and a line equal to an info-less fence would have closed it.
            let rest = String(decoding: opening[start...], as: UTF8.self)
            let firstCodeLine = literal.prefix { $0 != "\n" }
            if !literal.isEmpty, String(firstCodeLine) == rest { return nil }
        }
        character = Character(Unicode.Scalar(mark))
        length = run
        rawInfo = String(decoding: opening[(start + run)...], as: UTF8.self).trimmedWhitespace()
        isClosed = endLine > line
            && containerEndLine.map { endLine <= $0 } ?? true
            && Self.isClosingFence(source.line(endLine), mark: mark, length: run)
    }

    /// Whether a line, past any quote markers and indentation, is a run of at least `length`
    /// fence characters followed by nothing but spaces.
    private static func isClosingFence(_ line: ArraySlice<UInt8>, mark: UInt8, length: Int) -> Bool {
        let prefix: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">")]
        let content = line.drop { prefix.contains($0) }
        let run = content.prefix { $0 == mark }
        let rest = content.dropFirst(run.count)
        return run.count >= length && rest.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
