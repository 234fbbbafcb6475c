import PatternDocExtract
import PatternDocMarkdown
import PatternDocModel

/// Code blocks: hidden, expected output, or a figure with a toolbar.
extension PageWalk {
    mutating func writeCodeBlock(_ node: MarkdownNode) {
        let code = node.literal ?? ""
        guard node.codeFence != nil else {
            writeIndentedCode(code, line: node.startLine)
            return
        }
        // The extractor's block for this fence is the one that starts on its line; a page
        // rendered without its blocks numbers fences as the extractor does, every one counted.
        let block = node.startLine > 0 ? self.block(fencedOnLine: node.startLine) : nil
        let index = block?.index ?? fencedBlockCount
        fencedBlockCount += 1
        let attributes = block?.attributes ?? FenceAttributes(language: FenceLanguage.of(info: node.fenceInfo ?? "", on: page))
        guard !attributes.isHidden else { return }

        let id = elementID(Self.blockID(index))
        anchors.insert(id)
        startLine()
        if attributes.language == "text", self.block(numbered: index - 1)?.attributes.checksOutput == true {
            html += "<figure class=\"code output\" id=\"\(HTMLEscaping.attribute(id))\"><figcaption>Output</figcaption>"
            writePre(code, language: attributes.language)
            html += "</figure>\n"
        } else {
            // A block with hidden lines shows the others, and copies the whole.
            let shown = block?.hasHiddenLines == true ? block?.shownCode ?? code : code
            writeFigure(block, id: id, code: shown, language: attributes.language)
            addSearchCode(shown)
            return
        }
        addSearchCode(code)
    }

    /// A shown block: the toolbar with the decoration (page.js adds a copy button), the code,
    /// the footer. A block with hidden lines carries its whole code in `data-copy`, which the
    /// copy button copies instead of the lines shown.
    private mutating func writeFigure(_ block: CodeBlock?, id: String, code: String, language: String) {
        let decoration = block.map(decorate) ?? .none
        let copied = block?.hasHiddenLines == true ? " data-copy=\"\(HTMLEscaping.attribute(block!.copiedCode))\"" : ""
        html += "<figure class=\"code\" id=\"\(HTMLEscaping.attribute(id))\"\(copied)><div class=\"code-toolbar\">"
        // The copy button is added by page.js: copying needs a script, and a button without
        // one would do nothing.
        html += decoration.toolbarHTML
        html += "</div>"
        writePre(code, language: language)
        html += decoration.footerHTML
        html += "</figure>\n"
    }

    /// A DocC `@Snippet`, in place of the paragraph that marks it: its file's name, then the
    /// lines DocC shows, badged like any block.
    mutating func writeSnippet(_ block: CodeBlock) {
        if !paragraphIsTight, html.hasSuffix("<p>") { html.removeLast(3) }
        paragraphIsSnippet = true
        let id = elementID(Self.blockID(block.index))
        anchors.insert(id)
        startLine()
        let code = block.shownCode ?? block.code
        if let file = block.sourceFile {
            html += "<p class=\"snippet-file\"><code>\(HTMLEscaping.text(file))</code></p>\n"
        }
        writeFigure(block, id: id, code: code, language: "swift")
        addSearchCode(code)
    }

    /// An indented block has no info string, so it is not extracted and not verified: it is
    /// shown as plain code with a copy button, and the author is asked to fence it.
    private mutating func writeIndentedCode(_ code: String, line: Int) {
        warnings.append(DocError(
            at: SourcePosition(file: page.path, line: line),
            "this indented code block is not verified, and not highlighted.",
            hint: "Fence it with ```swift so that it is compiled with the page (or ```text when it is not code)."
        ))
        startLine()
        html += "<figure class=\"code\"><div class=\"code-toolbar\"></div>"
        writePre(code, language: "")
        html += "</figure>\n"
        addSearchCode(code)
    }

    private mutating func writePre(_ code: String, language: String) {
        html += language.isEmpty ? "<pre><code>" : "<pre><code class=\"language-\(HTMLEscaping.attribute(language))\">"
        html += SwiftHighlighter.html(code, language: language)
        html += "</code></pre>"
    }
}
