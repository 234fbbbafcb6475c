import PatternDocLayout
import PatternDocModel
import PatternDocRender
import PatternDocSymbols

/// Renders one page of the API reference to the HTML that goes in the page template, DocC's
/// way: the kind and module above the title, the abstract, the declaration, the discussion
/// with its Parameters, Return Value and Throws sections, the relationships (conformances,
/// conforming types, the modules that extend the type), then the members, topic by topic,
/// each with an anchor, its declaration and its own doc comment.
///
/// Doc comments are Markdown, rendered by ``PageRenderer``; their symbol links resolve
/// relative to the symbol documented, and an unresolved one is an error at the `.swift` file's
/// line. Each fenced code block is a code figure, its block the one extracted once from the
/// `.swift` file (``DocCommentBlocks``); `decorate` says what its toolbar shows, given the
/// block and the way from the page to the site root: the hook through which doc-comment
/// examples show their verification badge.
///
/// ```text
/// let renderer = APIPageRenderer(site: site, blocks: DocCommentBlocks(prepared.commentBlocks)) { placed, rootPrefix in .none }
/// let page = renderer.render(site.pages[1])
/// print(page.bodyHTML)
/// ```
struct APIPageRenderer: Sendable {
    /// The pages, for links between them.
    var site: APISite
    /// The code blocks of the doc comments.
    var blocks: DocCommentBlocks
    /// The decoration of a code block in a doc comment, given the block (as extracted from its
    /// file, and as its part of the comment shows it) and the way from its page to the site root.
    var decorate: @Sendable (DocCommentBlocks.Placed, String) -> CodeBlockDecoration

    /// Creates a renderer.
    init(
        site: APISite,
        blocks: DocCommentBlocks = DocCommentBlocks(),
        decorate: @escaping @Sendable (DocCommentBlocks.Placed, String) -> CodeBlockDecoration
    ) {
        self.site = site
        self.blocks = blocks
        self.decorate = decorate
        var outgoing: [String: [APIRelationship]] = [:]
        var incoming: [String: [APIRelationship]] = [:]
        for relationship in site.reference.relationships where Self.shownRelationships.contains(relationship.kind) {
            outgoing[relationship.source, default: []].append(relationship)
            incoming[relationship.target, default: []].append(relationship)
        }
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// The relationships a type page shows, by the type they start from and the type they
    /// point to.
    let outgoing: [String: [APIRelationship]]
    let incoming: [String: [APIRelationship]]
    static let shownRelationships: Set<String> = ["conformsTo", "inheritsFrom"]

    /// A rendered API page.
    struct Rendered: Sendable {
        /// The page's content, for inside the template's `<main>`.
        var bodyHTML: String
        /// The topics and entries, for the "On this page" outline (topics at level 2).
        var headings: [RenderedPage.Heading]
        /// The page as search finds it.
        var search: SearchDocument
        /// What the doc comments' authors should fix; the page still renders.
        var warnings: [DocError]
        /// Symbol links in the doc comments that name no symbol, at their `.swift` lines.
        var errors: [DocError]
    }

    /// Renders `page`; the `<doc:Page>` links of its doc comments go to the pages of
    /// `docPages` (without it, they are left to the link check, which reads no API page).
    func render(_ page: APIPage, docPages: DocPageLinks? = nil) -> Rendered {
        var writer = APIPageWriter(renderer: self, docPages: docPages, prefix: SitePath.rootPrefix(of: page.sitePath))
        writer.writeTop(of: page)
        writer.writeRelationships(of: page)
        for topic in page.topics {
            writer.writeTopic(topic)
        }
        let href = HTMLEscaping.percentEncodedPath(page.sitePath)
        return Rendered(
            bodyHTML: writer.html,
            headings: writer.headings,
            search: SearchDocument(
                title: searchTitle(page),
                href: href,
                headings: writer.entryHeadings.map { ($0.0, href + "#" + $0.1) },
                text: writer.search
            ),
            warnings: writer.warnings,
            errors: writer.errors
        )
    }

    /// A symbol's doc comment as HTML, for `prefix`'s page.
    fileprivate func docComment(
        _ symbol: APISymbol, docPages: DocPageLinks?, prefix: String, level: Int, idPrefix: String
    ) -> DocCommentHTML {
        DocCommentHTML(
            symbol, site: site, blocks: blocks, docPages: docPages, rootPrefix: prefix, headingLevel: level,
            idPrefix: idPrefix, decorate: decorate
        )
    }

    /// A symbol's declaration, its types linked; empty when it has none.
    fileprivate func declaration(_ symbol: APISymbol, prefix: String) -> String {
        guard !symbol.declaration.isEmpty else { return "" }
        return "<pre class=\"api-declaration\"><code class=\"language-swift\">"
            + DeclarationHTML.html(symbol.declaration, site: site, rootPrefix: prefix) + "</code></pre>\n"
    }

    /// One symbol of an entry: its own anchor when it is one of several, its declaration, and
    /// its doc comment (a synthesized member's, which belongs to the protocol, is linked to
    /// instead when the protocol's extension is in the reference).
    fileprivate func overloadHTML(
        _ overload: APIPage.Overload,
        in entry: APIPage.Entry,
        declaration: String,
        rootPrefix: String,
        doc: (APISymbol) -> DocCommentHTML
    ) -> String {
        var html = entry.overloads.count > 1
            ? "<div class=\"api-overload\" id=\"\(HTMLEscaping.attribute(overload.anchor))\">\n"
            : "<div class=\"api-overload\">\n"
        html += declaration
        if overload.symbol.isSynthesized {
            let original = overload.symbol.id.components(separatedBy: "::SYNTHESIZED::")[0]
            if let symbol = site.reference.symbol(id: original), let place = site.place(of: symbol) {
                let href = rootPrefix + HTMLEscaping.percentEncodedPath(place.sitePath) + (place.anchor.map { "#" + $0 } ?? "")
                html += "<p class=\"api-default\">Default implementation from <a href=\"\(HTMLEscaping.url(href))\">"
                    + "<code>\(HTMLEscaping.text(symbol.path.joined(separator: ".")))</code></a>.</p>\n"
            } else if let summary = overload.symbol.documentation?.lines.first, !summary.isEmpty {
                html += "<p class=\"api-default\">\(HTMLEscaping.text(summary))</p>\n"
            }
        } else {
            let comment = doc(overload.symbol)
            html += comment.abstract + comment.body
        }
        return html + "</div>\n"
    }

    /// The line above the title: `Structure · Composable`.
    fileprivate func eyebrow(_ page: APIPage) -> String {
        switch page.kind {
        case .index: return "API"
        case .module: return "Module"
        case .type: return "\(page.symbol?.kind.displayName ?? "Type") · \(page.module)"
        case .extendedType: return "Extension · \(page.module)"
        }
    }

    fileprivate func intro(_ page: APIPage) -> String {
        switch page.kind {
        case .index:
            return "The public API of the package's library products, read from the symbol graphs the compiler writes."
        case .module:
            let count = page.topics.reduce(0) { $0 + $1.entries.count }
            return "The public API of \(page.module): \(count) top-level declarations."
        case .type, .extendedType:
            return "What \(page.module) adds to \(page.extendedModule.map { "\($0)." } ?? "")\(page.title)."
        }
    }

    private func searchTitle(_ page: APIPage) -> String {
        switch page.kind {
        case .index: return "API reference"
        case .module: return "\(page.module) (module)"
        case .type: return page.title
        case .extendedType: return "\(page.title) (\(page.module) extensions)"
        }
    }
}

/// One API page's body as ``APIPageRenderer/render(_:docPages:)`` writes it, part by part: its
/// HTML, its headings, its search text, and the problems its doc comments have.
private struct APIPageWriter {
    let renderer: APIPageRenderer
    let docPages: DocPageLinks?
    /// The way from the page to the site's root.
    let prefix: String
    var html = ""
    var headings: [RenderedPage.Heading] = []
    var warnings: [DocError] = []
    var errors: [DocError] = []
    var search = ""
    /// The entries search lists under the page: name and anchor.
    var entryHeadings: [(String, String)] = []

    init(renderer: APIPageRenderer, docPages: DocPageLinks?, prefix: String) {
        self.renderer = renderer
        self.docPages = docPages
        self.prefix = prefix
    }

    /// A doc comment rendered on this page, its problems reported with the page's.
    private mutating func doc(_ symbol: APISymbol, level: Int, idPrefix: String) -> DocCommentHTML {
        let rendered = renderer.docComment(symbol, docPages: docPages, prefix: prefix, level: level, idPrefix: idPrefix)
        warnings += rendered.warnings
        errors += rendered.errors
        return rendered
    }

    private func declaration(_ symbol: APISymbol) -> String {
        renderer.declaration(symbol, prefix: prefix)
    }

    /// The eyebrow, the title, then the symbol's abstract, declaration and comment (or the
    /// module's introduction).
    mutating func writeTop(of page: APIPage) {
        html += "<p class=\"api-eyebrow\">\(HTMLEscaping.text(renderer.eyebrow(page)))</p>\n"
        html += "<h1 id=\"top\">\(HTMLEscaping.text(page.title))</h1>\n"
        if let symbol = page.symbol {
            let comment = doc(symbol, level: 2, idPrefix: "top")
            html += comment.abstract.isEmpty ? "" : "<div class=\"api-abstract\">\(comment.abstract)</div>\n"
            html += declaration(symbol)
            html += comment.body
            search += comment.searchText
        } else {
            html += "<p class=\"api-abstract\">\(HTMLEscaping.text(renderer.intro(page)))</p>\n"
        }
    }

    /// The types the page's symbol conforms to or inherits from, and those that conform to it.
    mutating func writeRelationships(of page: APIPage) {
        for group in renderer.relationshipGroups(page, rootPrefix: prefix) {
            let slug = Slugger.baseSlug(group.title)
            headings.append(RenderedPage.Heading(level: 2, text: group.title, slug: slug))
            html += "<h2 id=\"\(slug)\">\(HTMLEscaping.text(group.title))</h2>\n<ul class=\"api-relationships\">\n"
            for item in group.items { html += "<li>\(item)</li>\n" }
            html += "</ul>\n"
        }
    }

    /// A topic's heading, then each of its entries.
    mutating func writeTopic(_ topic: APIPage.Topic) {
        let slug = "topic-" + Slugger.baseSlug(topic.title)
        headings.append(RenderedPage.Heading(level: 2, text: topic.title, slug: slug))
        html += "<h2 id=\"\(slug)\">\(HTMLEscaping.text(topic.title))</h2>\n"
        // A protocol's default implementations are on every conforming type's page; search
        // finds them on the protocol's, where they are declared, rather than on dozens.
        let isInherited = topic.title == APILayout.defaultImplementations
        for entry in topic.entries {
            if !isInherited {
                entryHeadings.append((entry.name, entry.anchor))
                search += "\n" + entry.name
            }
            writeEntry(entry, isInherited: isInherited)
        }
    }

    /// One entry: a link to its own page with its abstract, or each of its overloads whole.
    private mutating func writeEntry(_ entry: APIPage.Entry, isInherited: Bool) {
        let id = HTMLEscaping.attribute(entry.anchor)
        let anchorHref = HTMLEscaping.url("#" + entry.anchor)
        html += "<section class=\"api-member\" id=\"\(id)\">\n<h3><a class=\"anchor\" href=\"\(anchorHref)\" aria-label=\"Link to this symbol\">#</a>"
        if let target = entry.page {
            let href = HTMLEscaping.url(prefix + HTMLEscaping.percentEncodedPath(target))
            html += "<a href=\"\(href)\"><code>\(HTMLEscaping.text(entry.name))</code></a></h3>\n"
            let comment = renderer.docComment(entry.overloads[0].symbol, docPages: docPages, prefix: prefix, level: 4, idPrefix: entry.anchor)
            // Its page renders the whole comment and reports its problems once.
            html += declaration(entry.overloads[0].symbol) + comment.abstract
            if !isInherited { search += " " + comment.searchText }
        } else {
            html += "<code>\(HTMLEscaping.text(entry.name))</code></h3>\n"
            let renderer = self.renderer
            let prefix = self.prefix
            for overload in entry.overloads {
                let declared = declaration(overload.symbol)
                let rendered = renderer.overloadHTML(overload, in: entry, declaration: declared, rootPrefix: prefix) { symbol in
                    doc(symbol, level: 4, idPrefix: overload.anchor)
                }
                html += rendered
            }
        }
        html += "</section>\n"
    }
}
