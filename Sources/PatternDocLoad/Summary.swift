import Foundation
import PatternDocMarkdown
import PatternDocSupport

/// A docs folder's table of contents, `SUMMARY.md`, in mdBook's format: links to pages, in
/// reading order, nested in lists to make sections.
///
/// ```markdown
/// # Summary
///
/// [Introduction](README.md)
///
/// - [Scoping](Scoping.md)
///   - [ifLet](Scoping/IfLet.md)
/// - [Draft chapter]()
/// ```
///
/// Every link to a page counts, in document order, whether in a list or not. A link with no
/// destination is a draft chapter, as in mdBook, and is left out; so are links to other sites
/// and links within the page (`#section`).
///
/// A level-1 heading between the lists is a part title, as in mdBook: it names the group of
/// the pages that follow it, up to the next one (``Entry/part``). The first heading is the
/// book's title, not a part, when it opens the file (`# Summary`); a heading inside a list or
/// a code block is not a part title, and a part title with no page after it groups nothing.
///
/// ```markdown
/// # Summary
///
/// # Essentials
/// - [Scoping](Scoping.md)
///
/// # The tool
/// - [Writing verified docs](WritingVerifiedDocs.md)
/// ```
struct Summary: Hashable, Sendable {
    /// One page of the table of contents.
    struct Entry: Hashable, Sendable {
        /// The link text, the page's title in the book: `Scoping`.
        var title: String
        /// The destination as written, without any `#fragment` and percent-decoded: `Scoping.md`.
        var link: String
        /// The line of the link in `SUMMARY.md`.
        var line: Int
        /// How many lists the link is nested in: 0 outside lists, 1 in a top-level list item.
        var depth: Int
        /// The title of the part the page is in: the last part title above it, `nil` before
        /// the first one (or after an empty `#` heading).
        var part: String?

        /// Creates an entry.
        init(title: String, link: String, line: Int, depth: Int, part: String? = nil) {
            self.title = title
            self.link = link
            self.line = line
            self.depth = depth
            self.part = part
        }
    }

    /// The pages, in reading order.
    var entries: [Entry]

    /// Reads the links of a `SUMMARY.md`.
    ///
    /// ```text
    /// let summary = Summary(parsing: "- [Scoping](Scoping.md)\n")
    /// // summary.entries == [Summary.Entry(title: "Scoping", link: "Scoping.md", line: 1, depth: 1)]
    /// ```
    init(parsing markdown: String) {
        var entries: [Entry] = []
        var depth = 0
        var part: String?
        // Blocks met at the top level so far (a heading that is the first is the book's title),
        // and how many lists and quotes are open around the walk.
        var topLevelBlocks = 0
        var containers = 0
        MarkdownDocument(parsing: markdown).walk { event in
            switch event {
            case .enter(let node) where node.kind == .list || node.kind == .blockQuote:
                if containers == 0 { topLevelBlocks += 1 }
                containers += 1
                if node.kind == .list { depth += 1 }
            case .exit(let node) where node.kind == .list || node.kind == .blockQuote:
                containers -= 1
                if node.kind == .list { depth -= 1 }
            case .enter(let node) where node.kind.isBlock && node.kind != .document && containers == 0:
                topLevelBlocks += 1
                guard node.headingLevel == 1, topLevelBlocks > 1 else { return }
                let title = node.plainText.trimmingCharacters(in: .whitespaces)
                part = title.isEmpty ? nil : title
            case .enter(let node) where node.kind == .link:
                guard let link = Self.pageLink(node.url ?? "") else { return }
                entries.append(Entry(title: node.plainText, link: link, line: node.startLine, depth: depth, part: part))
            default:
                break
            }
        }
        self.entries = entries
    }

    /// The file a destination names, or `nil` when it names none: a draft (empty), another
    /// site (`https://...`, `mailto:`), or a place in the same page (`#section`).
    private static func pageLink(_ url: String) -> String? {
        let path = String(url.prefix { $0 != "#" })
        guard !path.isEmpty else { return nil }
        if let colon = path.firstIndex(of: ":"), !path[..<colon].contains("/") { return nil }
        return path.percentDecoded ?? path
    }
}
