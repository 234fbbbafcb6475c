import Foundation
import PatternDocModel

/// A page's Markdown left on disk between the stages that read it: the prepare stage lets it
/// go as soon as the page's blocks are extracted and its hash taken, and the site reads it
/// again, one page at a time, when it renders the page. A docs folder of 4,000 pages of 14 KB
/// otherwise holds 55 MB of text from loading to the last page rendered, beside every block
/// extracted from it.
///
/// Only a page whose Markdown is its file's text as it was read (a page of a plain docs folder)
/// is let go. A DocC catalog's pages have their directives rewritten and their snippets read in,
/// and a doc comment's page is made from a Swift file: those keep their text.
///
/// The text read again must hash to what the page hashed to when it was verified
/// (`PageHash.hash(of:)`): a page edited while the site was built would otherwise show
/// code whose verdict was given for other code.
package enum MarkdownOnDisk {
    /// The file `page`'s Markdown was read from as it is, or `nil` when its Markdown is not a
    /// file's text (see above) and must stay in memory.
    package static func file(of page: DocPage, in docs: LoadedDocs) -> String? {
        guard docs.catalog == nil, !docs.absoluteFolder.isEmpty, page.sourceModule == nil, page.snippets.isEmpty else {
            return nil
        }
        let prefix = docs.folder.isEmpty ? "" : docs.folder + "/"
        guard page.path.hasPrefix(prefix), !page.path.contains("/../") else { return nil }
        return docs.absoluteFolder + "/" + page.path.dropFirst(prefix.count)
    }

    /// `page`'s Markdown: as it is held, or read again from its file when it was let go (it
    /// is held empty then), checked against `hash`, the page's hash when it was verified,
    /// when there is one.
    ///
    /// - Throws: a ``DocError`` at the page when the file can no longer be read, or now holds
    ///   other text than was verified.
    package static func markdown(of page: DocPage, in docs: LoadedDocs, hash: String?) throws -> String {
        guard page.markdown.isEmpty, let file = file(of: page, in: docs) else { return page.markdown }
        var reread = page
        do {
            reread.markdown = try DocsLoader.read(URL(fileURLWithPath: file), path: page.path).text
        } catch {
            throw DocError(
                at: SourcePosition(file: page.path, line: 1),
                "\(page.path) could not be read again to render it, so the site was not published.",
                hint: "Check that the page still exists and is readable, then build again."
            )
        }
        guard hash == nil || PageHash.hash(of: reread) == hash else {
            throw DocError(
                at: SourcePosition(file: page.path, line: 1),
                "\(page.path) changed while the site was being built, so the site was not published: its blocks were verified as they were before the change.",
                hint: "Build again once the page is saved."
            )
        }
        return reread.markdown
    }
}
