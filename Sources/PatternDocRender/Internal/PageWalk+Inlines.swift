import PatternDocLoad
import PatternDocMarkdown
import PatternDocModel

/// Text, code spans, emphasis, links and images.
///
/// Inside an image, the description becomes the `alt` attribute: its text is written
/// attribute-escaped and its markup is left out, as in CommonMark.
extension PageWalk {
    private var isInAltText: Bool { imageDepth > 0 }

    mutating func enterInline(_ node: MarkdownNode) {
        switch node.kind {
        case .text:
            let literal = node.literal ?? ""
            if let index = DocCDirectives.snippetIndex(inMarker: literal), snippetBlocks.indices.contains(index) {
                writeSnippet(snippetBlocks[index])
                return
            }
            if let link = docLinkText, literal == link.url || "doc:" + literal == link.url {
                writeText(link.title)
                return
            }
            writeText(asideText(literal))
        case .code:
            let literal = node.literal ?? ""
            if docC != nil || api != nil, !isInAltText, isWrittenAsSymbolLink(node, literal) {
                writeSymbolLink(literal, line: node.startLine > 0 ? node.startLine : blockLine)
                return
            }
            if !isInAltText { html += "<code>" }
            writeText(literal)
            if !isInAltText { html += "</code>" }
        case .softBreak:
            addReadableText(" ")
            html += isInAltText ? " " : "\n"
        case .lineBreak:
            addReadableText(" ")
            html += isInAltText ? " " : "<br />\n"
        case .htmlInline:
            let literal = node.literal ?? ""
            warnAboutRawHTML(at: node.startLine)
            search += literal
            escape(literal)
        case .emphasis:
            if !isInAltText { html += "<em>" }
        case .strong:
            if !isInAltText { html += "<strong>" }
        case .link:
            linkDepth += 1
            enterLink(node)
        case .image:
            enterImage(node)
        default:
            break
        }
    }

    mutating func exitInline(_ node: MarkdownNode) {
        switch node.kind {
        case .emphasis:
            if !isInAltText { html += "</em>" }
        case .strong:
            if !isInAltText { html += "</strong>" }
        case .link:
            linkDepth -= 1
            docLinkText = nil
            if !isInAltText { html += "</a>" }
        case .image:
            imageDepth -= 1
            guard !isInAltText else { return }
            html += "\""
            writeTitle(node.title)
            html += " />"
        default:
            break
        }
    }

    /// Whether a code span was written between double backticks, as DocC's symbol links are:
    /// whether its line holds its text between exactly two backticks on each side, where cmark
    /// places it. cmark's column is the text's, and on a paragraph's later lines it leaves out
    /// the line's indentation and quote markers, so the text may be that much further right.
    /// Without a line, whether the page holds the text between double backticks anywhere.
    private func isWrittenAsSymbolLink(_ node: MarkdownNode, _ literal: String) -> Bool {
        // A symbol's path never starts or ends with a backtick; a padded span's text may.
        guard literal.first != "`", literal.last != "`" else { return false }
        guard node.startLine > 0, !literal.isEmpty else { return page.markdown.contains("``\(literal)``") }
        // The span's lines, in the bytes the document keeps of the page.
        let bytes = node.sourceLines
        guard !bytes.isEmpty else { return false }
        let start = bytes.startIndex
        let end = bytes.endIndex
        let tick = UInt8(ascii: "`")
        let text = literal.utf8
        let length = text.count + 4
        let column = node.startColumn
        // Where the opening backticks may start: anywhere on the lines without a column, else
        // two bytes before the text's column, moved right by up to the line's left-out prefix.
        var lowest = start
        var highest = end - length
        if column > 0 {
            let prefix = bytes[start..<end].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }.count
            lowest = max(lowest, start + column - 3)
            highest = min(highest, start + column - 3 + prefix)
        }
        guard lowest <= highest else { return false }
        for offset in lowest...highest where bytes[offset] == tick {
            if bytes[offset + 1] == tick, bytes[offset + length - 2] == tick, bytes[offset + length - 1] == tick,
               bytes[(offset + 2)..<(offset + length - 2)].elementsEqual(text),
               offset == start || bytes[offset - 1] != tick,
               offset + length == end || bytes[offset + length] != tick {
                return true
            }
        }
        return false
    }

    /// Text the reader sees: escaped into the page, and added to the heading's text and the
    /// search text.
    private mutating func writeText(_ text: String) {
        addReadableText(text)
        escape(text)
    }

    private mutating func addReadableText(_ text: String) {
        heading?.text += text
        search += text
    }

    private mutating func escape(_ text: String) {
        if isInAltText {
            HTMLEscaping.appendAttribute(text, to: &html)
        } else {
            HTMLEscaping.appendText(text, to: &html)
        }
    }

    private mutating func enterLink(_ node: MarkdownNode) {
        var target = node.url ?? ""
        if target.hasPrefix("doc:") {
            if let docC, let resolved = docC.docLink(target, from: page.path) {
                docLinkText = (target, resolved.title)
                target = resolved.target
            } else if let docPages {
                switch docPages.link(target, from: page.path) {
                case let .success(resolved):
                    docLinkText = (target, resolved.title)
                    target = resolved.target
                case let .failure(problem):
                    // An error, not a link the browser cannot follow; the text stays as written.
                    let line = node.startLine > 0 ? node.startLine : blockLine
                    errors.append(DocError(at: SourcePosition(file: page.path, line: line), problem.message, hint: problem.hint))
                    if !isInAltText { html += "<a>" }
                    return
                }
            }
        }
        let destination = record(node, target: target, isImage: false)
        guard !isInAltText else { return }
        html += "<a href=\"\(escapedHref(destination.href))\""
        writeTitle(node.title)
        if destination.isExternal { html += " rel=\"noopener\"" }
        html += ">"
    }

    private mutating func enterImage(_ node: MarkdownNode) {
        let written = node.url ?? ""
        let target = docC?.resource(written, from: page.path) ?? written
        let destination = record(node, target: target, isImage: true)
        if !isInAltText {
            html += "<img src=\"\(HTMLEscaping.url(destination.href))\" alt=\""
        }
        imageDepth += 1
    }

    private mutating func writeTitle(_ title: String?) {
        guard let title, !title.isEmpty else { return }
        html += " title=\"\(HTMLEscaping.attribute(title))\""
    }

    /// Records a link or image for the link check and works out where it points on the site.
    private mutating func record(_ node: MarkdownNode, target: String, isImage: Bool) -> LinkDestination {
        let line = node.startLine > 0 ? node.startLine : blockLine
        links.append(RenderedPage.Link(target: target, line: line, isImage: isImage))
        let destination = LinkDestination(target, isImage: isImage)
        if destination.isUnsafe {
            warnings.append(DocError(
                at: SourcePosition(file: page.path, line: line),
                "the \(isImage ? "image" : "link") '\(target)' uses a scheme that can run code or read local files; "
                    + "the site leaves it empty.",
                hint: "Point it at an https: address or at a page or file of the docs."
            ))
        }
        return destination
    }

    /// A ` ``Symbol`` ` link: a link to the symbol's API page or anchor when the site has API
    /// pages (an error when it names no symbol there and no page of the catalog), else to the
    /// symbol's page when the catalog has one, else code showing what DocC shows, the symbol's
    /// last component.
    private mutating func writeSymbolLink(_ path: String, line: Int) {
        let name = SymbolPath.displayName(path)
        if let api {
            switch api.resolve(path) {
            case let .success(target):
                writeSymbolAnchor(href: target.href, text: target.text)
                return
            case let .failure(problem):
                if docC?.symbolLink(path, from: page.path) == nil {
                    errors.append(DocError(at: SourcePosition(file: page.path, line: line), problem.message, hint: problem.hint))
                }
            }
        }
        if let target = docC?.symbolLink(path, from: page.path) {
            if linkDepth == 0 { links.append(RenderedPage.Link(target: target, line: line)) }
            writeSymbolAnchor(href: LinkDestination(target, isImage: false).href, text: name)
        } else {
            html += "<code class=\"symbol\" title=\"\(HTMLEscaping.attribute(path))\">"
            writeText(name)
            html += "</code>"
        }
    }

    /// A resolved symbol link's code, linked to `href`; inside a Markdown link's text, where a
    /// second link would nest, the code alone.
    private mutating func writeSymbolAnchor(href: String, text: String) {
        guard linkDepth == 0 else {
            html += "<code class=\"symbol\">"
            writeText(text)
            html += "</code>"
            return
        }
        html += "<a class=\"symbol\" href=\"\(escapedHref(href))\"><code>"
        writeText(text)
        html += "</code></a>"
    }
}
