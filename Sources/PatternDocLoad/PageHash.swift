import PatternDocModel
import PatternDocSupport

/// The hash of a page as loaded: its path, its Markdown and the snippets it includes.
///
/// It tells whether a page changed since the last run (the report keeps each page's hash, and
/// the verifier reuses a passed page whose hash is unchanged), and whether a page changed
/// while the site was built. It belongs to loading, which every later stage follows.
package enum PageHash {
    /// The hash of every page of `pages`, by path, taken on every core.
    package static func hashes(of pages: [DocPage]) -> [String: String] {
        let hashes = ParallelMap.map(pages.count) { index in hash(of: pages[index]) }
        return Dictionary(zip(pages.map(\.path), hashes)) { first, _ in first }
    }

    /// The hash a page's report entry keeps: its path, its text and its snippets'.
    static func hash(of page: DocPage) -> String {
        contentHash(of: page).hex
    }

    /// ``hash(of:)`` before it is written as hex.
    package static func contentHash(of page: DocPage) -> ContentHash {
        var hash = ContentHash()
        for text in [page.path, page.markdown] + page.snippets.flatMap({ [$0.file, $0.code] }) { hash.combine(text) }
        return hash
    }
}
