import PatternDocMarkdown
import PatternDocModel

/// The state of one ``PageRenderer`` walk: the HTML written so far and what has been learnt
/// about the page on the way (headings, ids, links, search text, warnings).
///
/// Each node is handled when the walk enters it and, for containers, when it leaves it; no
/// node is visited twice and no subtree is read ahead. Where an opening tag needs something
/// only known after the children (a heading's id comes from its text), the children are
/// written to a side buffer and the tag is written when the node is left.
struct PageWalk {
    let page: DocPage
    /// The page's blocks as the extractor found them, looked up by their number and by the
    /// line of their opening fence (how the walk knows which block a fence is) through the
    /// positions below, so that no block is copied into a table.
    private let blocks: [CodeBlock]
    private let positionByIndex: [Int: Int]
    private let positionByFenceLine: [Int: Int]
    let decorate: (CodeBlock) -> CodeBlockDecoration
    /// For a page of a DocC catalog: how its `doc:` links, symbol links and images resolve.
    let docC: DocCLinks?
    /// For a site with API pages: where symbol links go.
    let api: (any SymbolLinks)?
    /// Where `<doc:Page>` links go when the catalog (``docC``) does not say, or there is none.
    let docPages: DocPageLinks?
    /// The page's `@Snippet` blocks, in the order of their markers.
    let snippetBlocks: [CodeBlock]
    /// Put, with a `-`, before every id the walk writes and every link to an id of the page
    /// (`#slug`): empty on a doc page, the entry's anchor for a doc comment on an API page.
    let idPrefix: String

    var html = ""
    var search = ""
    /// The words of the page's visible code, for the search index.
    var codeWords = CodeWords()
    var headings: [RenderedPage.Heading] = []
    var anchors: Set<String> = []
    var links: [RenderedPage.Link] = []
    var warnings: [DocError] = []
    /// Problems that stop the site's build: symbol links that name no symbol, `doc:` links
    /// that name no page.
    var errors: [DocError] = []
    var slugger: Slugger

    /// How many fenced code blocks the walk has met: the next one's ``CodeBlock/index``.
    var fencedBlockCount = 0
    /// The line of the innermost block entered, for inlines cmark gives no line.
    var blockLine = 1
    /// The kinds of the containers the walk is inside, innermost last.
    var containers: [MarkdownNodeKind] = []
    /// For each list the walk is inside, whether it is tight; innermost last.
    var tightLists: [Bool] = []
    /// Whether the paragraph being written sits directly in an item of a tight list, and so
    /// goes without `<p>`.
    var paragraphIsTight = false
    /// How many images the walk is inside: their descriptions become `alt` text, not markup.
    var imageDepth = 0
    /// How many links the walk is inside: a symbol link in a link's text is not linked again.
    var linkDepth = 0
    /// The heading being written, if any.
    var heading: PendingHeading?
    /// Lines already warned about raw HTML, so that `<b>x</b>` gets one warning, not two.
    var rawHTMLLines: Set<Int> = []
    /// The quotes the walk is inside, innermost last: each may turn out to be a DocC aside.
    var quotes: [OpenQuote] = []
    /// Inside a resolved `<doc:Article>` link: its address, whose text is replaced by the
    /// title, and the title.
    var docLinkText: (url: String, title: String)?
    /// Whether the paragraph being written stands for a snippet, whose figure replaced it.
    var paragraphIsSnippet = false
    /// A block quote whose opening tag waits for its first words: `Note:` makes it an aside.
    struct OpenQuote {
        /// Where its `<blockquote>` starts in `html`, in UTF-8 bytes.
        var start: Int
        /// Whether its first text has been seen.
        var decided = false
        /// The aside's kind, `note`, when it is one.
        var aside: String?
    }

    /// A heading whose content is being written to `html` while the page so far waits.
    struct PendingHeading {
        var level: Int
        /// The page's HTML up to the heading.
        var htmlBefore: String
        /// The heading's text as read so far.
        var text = ""
    }

    init(
        page: DocPage,
        blocks: [CodeBlock],
        docC: DocCLinks? = nil,
        api: (any SymbolLinks)? = nil,
        docPages: DocPageLinks? = nil,
        idPrefix: String = "",
        decorate: @escaping (CodeBlock) -> CodeBlockDecoration
    ) {
        self.page = page
        self.idPrefix = idPrefix
        self.decorate = decorate
        self.docC = docC
        self.api = api
        self.docPages = docPages
        self.blocks = blocks
        snippetBlocks = blocks.filter { $0.sourceFile != nil }.sorted { $0.index < $1.index }
        var byIndex: [Int: Int] = [:]
        var byFenceLine: [Int: Int] = [:]
        byIndex.reserveCapacity(blocks.count)
        byFenceLine.reserveCapacity(blocks.count)
        for position in blocks.indices {
            if byIndex[blocks[position].index] == nil { byIndex[blocks[position].index] = position }
            if blocks[position].sourceFile == nil, byFenceLine[blocks[position].fenceLine] == nil {
                byFenceLine[blocks[position].fenceLine] = position
            }
        }
        positionByIndex = byIndex
        positionByFenceLine = byFenceLine
        slugger = Slugger(reserved: Set(blocks.map { Self.blockID($0.index) }))
    }

    /// The block numbered `index` on the page (``CodeBlock/index``), if there is one.
    func block(numbered index: Int) -> CodeBlock? {
        positionByIndex[index].map { blocks[$0] }
    }

    /// The fenced block whose opening fence is on `line`, if there is one.
    func block(fencedOnLine line: Int) -> CodeBlock? {
        positionByFenceLine[line].map { blocks[$0] }
    }

    static func blockID(_ index: Int) -> String { "block-\(index)" }

    /// The id the page shows for `id` (a heading's slug, a block's `block-N`): with the
    /// ``idPrefix`` before it when there is one.
    func elementID(_ id: String) -> String {
        idPrefix.isEmpty ? id : idPrefix + "-" + id
    }

    /// A link's `href`, escaped: one to an id of the page (`#slug`) goes to that id as the
    /// page shows it, with the ``idPrefix``.
    func escapedHref(_ href: String) -> String {
        let escaped = HTMLEscaping.url(href)
        guard !idPrefix.isEmpty, escaped.hasPrefix("#") else { return escaped }
        return "#" + HTMLEscaping.attribute(idPrefix) + "-" + escaped.dropFirst()
    }

    mutating func visit(_ event: MarkdownEvent) {
        switch event {
        case .enter(let node):
            enter(node)
            if Self.containerKinds.contains(node.kind) { containers.append(node.kind) }
        case .exit(let node):
            if Self.containerKinds.contains(node.kind) { containers.removeLast() }
            exit(node)
        }
    }

    /// The kinds that cmark both enters and leaves.
    private static let containerKinds: Set<MarkdownNodeKind> = [
        .document, .blockQuote, .list, .item, .paragraph, .heading,
        .emphasis, .strong, .link, .image, .customBlock, .customInline,
    ]

    private mutating func enter(_ node: MarkdownNode) {
        if node.kind.isBlock, node.startLine > 0 { blockLine = node.startLine }
        switch node.kind {
        case .blockQuote:
            startLine()
            quotes.append(OpenQuote(start: html.utf8.count))
            html += "<blockquote>\n"
        case .list:
            startLine()
            tightLists.append(node.isTightList ?? false)
            if node.isOrderedList == true {
                let start = node.listStart ?? 1
                html += start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n"
            } else {
                html += "<ul>\n"
            }
        case .item:
            startLine()
            html += "<li>"
        case .paragraph:
            paragraphIsTight = containers.last == .item && tightLists.last == true
            if !paragraphIsTight {
                startLine()
                html += "<p>"
            }
        case .heading:
            startLine()
            heading = PendingHeading(level: node.headingLevel ?? 1, htmlBefore: html)
            html = ""
        case .thematicBreak:
            startLine()
            html += "<hr />\n"
        case .codeBlock:
            writeCodeBlock(node)
        case .htmlBlock:
            let literal = node.literal ?? ""
            warnAboutRawHTML(at: node.startLine)
            startLine()
            html += "<p>"
            HTMLEscaping.appendText(Self.withoutTrailingNewlines(literal), to: &html)
            html += "</p>\n"
            addSearchBlock(literal)
        case .text, .code, .softBreak, .lineBreak, .htmlInline, .emphasis, .strong, .link, .image:
            enterInline(node)
        case .document, .customBlock, .customInline, .unknown:
            break
        }
    }

    private mutating func exit(_ node: MarkdownNode) {
        switch node.kind {
        case .blockQuote:
            startLine()
            let quote = quotes.popLast()
            html += quote?.aside == nil ? "</blockquote>\n" : "</aside>\n"
        case .list:
            tightLists.removeLast()
            html += node.isOrderedList == true ? "</ol>\n" : "</ul>\n"
        case .item:
            html += "</li>\n"
        case .paragraph:
            if !paragraphIsTight, !paragraphIsSnippet { html += "</p>\n" }
            paragraphIsSnippet = false
            endSearchBlock()
        case .heading:
            finishHeading()
        case .emphasis, .strong, .link, .image:
            exitInline(node)
        default:
            break
        }
    }

    private mutating func finishHeading() {
        guard var finished = heading else { return }
        heading = nil
        let content = html
        html = finished.htmlBefore
        finished.htmlBefore = "" // so that `html` is the buffer's only owner and appends in place
        // Breaks and markup leave runs of spaces that a table of contents should not show.
        finished.text = Self.collapsingWhitespace(finished.text)
        let slug = elementID(slugger.slug(for: finished.text))
        anchors.insert(slug)
        if finished.level == 2 || finished.level == 3 {
            headings.append(RenderedPage.Heading(level: finished.level, text: finished.text, slug: slug))
        }
        let id = HTMLEscaping.attribute(slug)
        html += "<h\(finished.level) id=\"\(id)\"><a class=\"anchor\" href=\"#\(id)\" aria-label=\"Link to this section\">#</a>"
        html += content
        html += "</h\(finished.level)>\n"
        endSearchBlock()
    }

    /// `text` with its runs of whitespace made one space each and none at either end. ASCII
    /// text, nearly every heading, is read byte by byte and kept as it is when already so.
    static func collapsingWhitespace(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        // ASCII whitespace as `Character.isWhitespace` has it: tab to carriage return, and space.
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var previousIsSpace = true
        var isCollapsed = true
        for byte in bytes {
            let space = isSpace(byte)
            if space && (previousIsSpace || byte != 0x20) { isCollapsed = false; break }
            previousIsSpace = space
        }
        if isCollapsed && !previousIsSpace || bytes.isEmpty { return text }
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if isSpace(byte) {
                pendingSpace = !collapsed.isEmpty
            } else {
                if pendingSpace { collapsed.append(0x20) }
                pendingSpace = false
                collapsed.append(byte)
            }
        }
        return String(decoding: collapsed, as: UTF8.self)
    }

    /// Starts a new line in the HTML unless at the start of one, as CommonMark's HTML does
    /// before each block.
    mutating func startLine() {
        if let last = html.utf8.last, last != UInt8(ascii: "\n") { html += "\n" }
    }

    /// Adds a block's text to the search text, on its own line.
    mutating func addSearchBlock(_ text: String) {
        search += text
        endSearchBlock()
    }

    /// A shown code block: its words go to the index's code, and the prose around it stays
    /// apart.
    mutating func addSearchCode(_ code: String) {
        codeWords.add(code)
        endSearchBlock()
    }

    mutating func endSearchBlock() {
        if let last = search.utf8.last, last != UInt8(ascii: "\n") { search += "\n" }
    }

    mutating func warnAboutRawHTML(at line: Int) {
        let line = line > 0 ? line : blockLine
        guard rawHTMLLines.insert(line).inserted else { return }
        warnings.append(DocError(
            at: SourcePosition(file: page.path, line: line),
            "raw HTML is not allowed in the docs; the site shows it as plain text.",
            hint: "Write Markdown instead: *emphasis*, **strong**, `code`, [text](Page.md), ![alt](image.png); "
                + "to show HTML as an example, put it in a ```html code block."
        ))
    }

    /// The text without the line breaks at its end (an HTML block's last).
    static func withoutTrailingNewlines(_ text: String) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)].isNewline { end = text.index(before: end) }
        return text[..<end]
    }

    func finish() -> RenderedPage {
        var searchText = search
        while searchText.utf8.last == UInt8(ascii: "\n") { searchText.removeLast() }
        return RenderedPage(
            bodyHTML: html,
            headings: headings,
            anchors: anchors,
            links: links,
            searchText: searchText,
            searchCode: codeWords.text,
            warnings: warnings,
            errors: errors
        )
    }
}
