/// One Markdown page of a docs folder, as loaded: its place, its title and its text.
package struct DocPage: Hashable, Sendable {
    /// The path relative to the package root, e.g. `Docs/Scoping.md`; used in every message
    /// and in `#sourceLocation`.
    package var path: String
    /// The title: the link text in `SUMMARY.md`, else the first heading, else the file name.
    package var title: String
    /// The Markdown source. For a page of a DocC catalog, its directives already rewritten to
    /// Markdown line for line (see ``DocsLoader``), so that lines still match the file.
    package var markdown: String
    /// The DocC `@Snippet`s the page shows, in order, read from the package's `Snippets/`.
    package var snippets: [DocSnippet]
    /// For the page of a source file's doc comments (see ``SourceDocComments``), the module the
    /// file belongs to; `nil` for a Markdown page.
    package var sourceModule: String?

    /// Creates a page.
    package init(path: String, title: String, markdown: String, snippets: [DocSnippet] = []) {
        self.path = path
        self.title = title
        self.markdown = markdown
        self.snippets = snippets
    }

    /// The file name without directory or `.md`: `Scoping` for `Docs/Scoping.md`.
    package var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".md") ? String(file.dropLast(3)) : file
    }
}
