/// One Markdown page of a docs folder, as loaded: its place, its title and its text.
public struct DocPage: Hashable, Sendable {
    /// The path relative to the package root, e.g. `Docs/Scoping.md`; used in every message
    /// and in `#sourceLocation`.
    public var path: String
    /// The title: the link text in `SUMMARY.md`, else the first heading, else the file name.
    public var title: String
    /// The Markdown source.
    public var markdown: String

    /// Creates a page.
    public init(path: String, title: String, markdown: String) {
        self.path = path
        self.title = title
        self.markdown = markdown
    }

    /// The file name without directory or `.md`: `Scoping` for `Docs/Scoping.md`.
    public var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".md") ? String(file.dropLast(3)) : file
    }
}
