import PatternDocSupport

/// A fenced code block of a page, with its attributes and where it sits in the Markdown.
package struct CodeBlock: Hashable, Sendable {
    /// The page, `Docs/Scoping.md`.
    package var page: String
    /// The 0-based position of the block among the page's code blocks.
    package var index: Int
    /// The line of the opening fence.
    package var fenceLine: Int
    /// The line of the first line of code (the line after the fence).
    package var codeLine: Int
    /// The code, without the fences, ending with a newline unless empty.
    package var code: String
    /// What the info string asks of the block.
    package var attributes: FenceAttributes
    /// For an `output` block: the text of the `text` block that follows it.
    package var expectedOutput: String?
    /// The file the code comes from when it is not the page itself (a DocC `@Snippet`'s
    /// `Snippets/Logging.swift`), relative to the package root; ``codeLine`` is then a line
    /// of that file. `nil` for a fenced block of the page.
    package var sourceFile: String?
    /// The code as the site shows it when it differs from what is verified (a snippet's slice,
    /// without its hidden lines); `nil` shows ``code``.
    package var shownCode: String?

    /// Creates a block.
    package init(
        page: String,
        index: Int,
        fenceLine: Int,
        codeLine: Int,
        code: String,
        attributes: FenceAttributes,
        expectedOutput: String? = nil
    ) {
        self.page = page
        self.index = index
        self.fenceLine = fenceLine
        self.codeLine = codeLine
        self.code = code
        self.attributes = attributes
        self.expectedOutput = expectedOutput
    }

    /// The file ``codeLine`` and ``codeLines`` are lines of: ``sourceFile``, else the page.
    package var codeFile: String { sourceFile ?? page }

    /// Where the block starts, for messages.
    package var position: SourcePosition {
        SourcePosition(file: page, line: fenceLine)
    }

    /// The line of the closing fence: the line after the code's last (for a DocC `@Snippet`,
    /// whose code is in another file, the directive's own line).
    package var endLine: Int {
        guard sourceFile == nil else { return fenceLine }
        return codeLine + code.lineBreakCount
    }

    /// The line range of the code in the Markdown file.
    package var codeLines: ClosedRange<Int> {
        let count = max(1, code.split(separator: "\n", omittingEmptySubsequences: false).count - (code.hasSuffix("\n") ? 1 : 0))
        return codeLine...(codeLine + count - 1)
    }
}
