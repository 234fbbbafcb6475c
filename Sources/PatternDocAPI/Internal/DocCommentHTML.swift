import PatternDocModel
import PatternDocRender
import PatternDocSymbols

/// A symbol's doc comment rendered for its API page: each part of it (``DocCommentSections``)
/// rendered as Markdown by ``PageRenderer``, with symbol links resolved relative to the
/// symbol, `<doc:Page>` links to the doc pages (``DocPageLinks``), its code blocks the ones
/// extracted once from the `.swift` file (``DocCommentBlocks``), and every problem found moved
/// from the part's line to the `.swift` file's line.
struct DocCommentHTML {
    /// The abstract, as HTML (a paragraph), or empty.
    var abstract = ""
    /// The discussion, then the Parameters, Return Value and Throws sections.
    var body = ""
    /// The abstract and discussion as plain text, for search.
    var searchText = ""
    var warnings: [DocError] = []
    var errors: [DocError] = []

    /// Renders `symbol`'s comment for a page `rootPrefix` away from the site root.
    ///
    /// - Parameters:
    ///   - blocks: the code blocks of the doc comments, by `.swift` file.
    ///   - docPages: where `<doc:Page>` links go, seen from the site root; the comment's page
    ///     is `rootPrefix` away from it.
    ///   - headingLevel: the level of the section headings (Parameters, Return Value).
    ///   - idPrefix: put before the ids the renderer gives code blocks and headings, so that
    ///     two comments on one page do not share an id.
    ///   - decorate: the decoration of a code block, given the block (as extracted from the
    ///     file and as the comment's part shows it) and `rootPrefix`.
    init(
        _ symbol: APISymbol,
        site: APISite,
        blocks: DocCommentBlocks,
        docPages: DocPageLinks? = nil,
        rootPrefix: String,
        headingLevel: Int,
        idPrefix: String,
        decorate: (DocCommentBlocks.Placed, String) -> CodeBlockDecoration
    ) {
        guard let comment = symbol.documentation, !comment.isEmpty else { return }
        // A comment with no file is the one of a requirement outside the package (the standard
        // library's `Collection.startIndex`), which the symbol graph repeats for the member
        // implementing it: its abstract is shown, and its text is not the package's to check.
        let isInherited = comment.file == nil
        let file = comment.file ?? symbol.location?.file ?? symbol.linkPath
        let sections = DocCommentSections(comment)
        let links = APILinks(site: site, rootPrefix: rootPrefix, scope: symbol.path)
        var pageLinks = docPages
        pageLinks?.rootPrefix = rootPrefix

        func render(_ part: DocCommentSections.Part) -> RenderedPage {
            // A page of doc comments: its plain fences are Swift (``FenceLanguage``).
            var page = DocPage(path: file, title: symbol.name, markdown: part.markdown)
            page.sourceModule = symbol.module
            let placed = blocks.blocks(in: part, file: file)
            let rendered = PageRenderer.render(
                page, blocks: placed.map(\.shown), api: links, docPages: pageLinks, idPrefix: idPrefix
            ) { block in
                decorate(placed[block.index], rootPrefix)
            }
            if !isInherited {
                warnings += rendered.warnings.map { Self.moved($0, from: part, file: file, symbol: symbol) }
                errors += rendered.errors.map { Self.moved($0, from: part, file: file, symbol: symbol) }
            }
            return rendered
        }

        if !sections.abstract.isEmpty {
            let rendered = render(sections.abstract)
            abstract = rendered.bodyHTML
            searchText = rendered.searchText
        }
        if isInherited {
            abstract += "<p class=\"api-inherited\">Documentation inherited from the requirement it implements.</p>\n"
            return
        }
        let (discussion, discussionText) = Self.body(of: sections, heading: "h\(headingLevel)", render: render)
        body = discussion
        searchText += discussionText
    }

    /// The error `error` of `part` at the `.swift` file's line (the symbol's when the part's
    /// line has none).
    private static func moved(_ error: DocError, from part: DocCommentSections.Part, file: String, symbol: APISymbol) -> DocError {
        var error = error
        if let position = error.position {
            let line = part.sourceLine(ofLine: position.line) ?? part.sourceLines.compactMap { $0 }.first
            error.position = line.map { SourcePosition(file: file, line: $0) } ?? symbol.location
        }
        return error
    }

    /// The discussion, then the Parameters, Return Value and Throws sections under `heading`
    /// headings, each part rendered by `render`; and the discussion's search text (after a
    /// line break), empty when there is none.
    private static func body(
        of sections: DocCommentSections,
        heading: String,
        render: (DocCommentSections.Part) -> RenderedPage
    ) -> (html: String, searchText: String) {
        var body = ""
        var searchText = ""
        if !sections.discussion.isEmpty {
            let rendered = render(sections.discussion)
            body += "<div class=\"api-discussion\">\n\(rendered.bodyHTML)</div>\n"
            searchText += "\n" + rendered.searchText
        }
        if !sections.parameters.isEmpty {
            body += "<section class=\"api-parameters\"><\(heading)>Parameters</\(heading)>\n<dl>\n"
            for (name, text) in sections.parameters {
                body += "<dt><code>\(HTMLEscaping.text(name))</code></dt>\n<dd>\(render(text).bodyHTML)</dd>\n"
            }
            body += "</dl></section>\n"
        }
        if let returns = sections.returns {
            body += "<section class=\"api-returns\"><\(heading)>Return Value</\(heading)>\n\(render(returns).bodyHTML)</section>\n"
        }
        if let throwsText = sections.throwsText {
            body += "<section class=\"api-throws\"><\(heading)>Throws</\(heading)>\n\(render(throwsText).bodyHTML)</section>\n"
        }
        return (body, searchText)
    }
}
