extension PreparedDocs {
    /// Lets go of the Markdown of every page that can be read again from its file
    /// (`MarkdownOnDisk`), once its blocks are extracted and its hash taken: nothing before
    /// the site reads a page's text again, and the site reads it one page at a time.
    mutating func releaseMarkdown() {
        docs.pages = MarkdownOnDisk.releasing(docs.pages, of: docs)
        pages = MarkdownOnDisk.releasing(pages, of: docs)
    }
}
