import PatternDocModel

/// One page of the docs rendered to HTML, with what the site builder needs to know about it:
/// the body to put in the page template, the headings for the "On this page" list, the ids and
/// links for the link check, the text for the search index, and what the author should fix.
///
/// ```text
/// let rendered = PageRenderer.render(page, blocks: blocks)
/// for warning in rendered.warnings { print(warning) }
/// let toc = rendered.headings.filter { $0.level == 2 }.map(\.text)
/// ```
package struct RenderedPage: Hashable, Sendable {
    /// A heading of the page, for the "On this page" list.
    package struct Heading: Hashable, Sendable {
        /// 2 for `##`, 3 for `###`.
        package var level: Int
        /// The text a reader sees, without Markdown (`Use store here` for `Use *store* here`).
        package var text: String
        /// The heading's id on the page; link to it as `#slug`.
        package var slug: String

        /// Creates a heading.
        package init(level: Int, text: String, slug: String) {
            self.level = level
            self.text = text
            self.slug = slug
        }
    }

    /// A link or image on a page, as the author wrote it, for the site's link check.
    ///
    /// ```text
    /// for link in rendered.links where link.target.hasSuffix(".md") {
    ///     print("\(page.path):\(link.line) links to \(link.target)")
    /// }
    /// ```
    package struct Link: Hashable, Sendable {
        /// The destination as written in the Markdown (`Scoping.md#iflet`), not as rewritten for
        /// the site (`Scoping.html#iflet`).
        package var target: String
        /// The line the link is on. cmark records lines for inline nodes as well as blocks; where
        /// it records none, this is the start line of the block holding the link.
        package var line: Int
        /// Whether it is an image (`![alt](src)`) rather than a link.
        package var isImage: Bool

        /// Creates a link.
        package init(target: String, line: Int, isImage: Bool = false) {
            self.target = target
            self.line = line
            self.isImage = isImage
        }
    }

    /// The page's content as HTML, for inside the template's `<main>`.
    package var bodyHTML: String
    /// The `##` and `###` headings, in order; other levels get ids but stay out of the list.
    package var headings: [Heading]
    /// Every id on the page: headings of every level and `block-N` code blocks.
    package var anchors: Set<String>
    /// Every link and image of the page, in order, with its destination as written.
    package var links: [Link]
    /// What a reader sees, as plain text: headings and prose, one block per line, for the
    /// search index.
    package var searchText: String
    /// The distinct words of the visible code, in order of first appearance, separated by
    /// spaces: what the search index holds of the code.
    package var searchCode: String
    /// Things the author should fix, each at its line: raw HTML, unsafe link destinations.
    /// The page still renders.
    package var warnings: [DocError]
    /// Problems that stop the site's build, each at its line: symbol links that name no
    /// symbol of the API pages.
    package var errors: [DocError]

    /// Creates a rendered page.
    package init(
        bodyHTML: String,
        headings: [Heading],
        anchors: Set<String>,
        links: [Link],
        searchText: String,
        searchCode: String = "",
        warnings: [DocError],
        errors: [DocError] = []
    ) {
        self.bodyHTML = bodyHTML
        self.headings = headings
        self.anchors = anchors
        self.links = links
        self.searchText = searchText
        self.searchCode = searchCode
        self.warnings = warnings
        self.errors = errors
    }
}
