/// A report's block entries page by page: each page's entries as a slice of the report's
/// ``VerificationReport/blocks`` (sharing its storage, no entry copied), found by the page's
/// path, and the pages in the order their entries come.
///
/// The verifier makes it once, as it makes the report, and hands it on with it: the site's
/// pages and its verification page read each page's entries from here instead of grouping the
/// report again.
///
/// ```text
/// let pages = PageReports(report.blocks)
/// let guide = pages["Docs/Guide.md"]        // that page's entries, in block order
/// ```
package struct PageReports: Sendable {
    /// One page's entries that come one after another in the report.
    package struct Run: Sendable {
        /// The page, `Docs/Scoping.md`.
        package var page: String
        /// Its entries, in block order.
        package var blocks: ArraySlice<BlockReport>
    }

    /// The pages' entries in the report's order: a page per run, or, for a page whose
    /// entries the report does not keep together, one run per stretch of them.
    package private(set) var runs: [Run] = []
    /// Each page's runs, by path, as positions in ``runs``.
    private var positions: [String: [Int]] = [:]

    /// `blocks` (a report's, in page order then block order) page by page, in one pass.
    package init(_ blocks: [BlockReport]) {
        var start = blocks.startIndex
        while start < blocks.endIndex {
            let page = blocks[start].page
            var end = start + 1
            while end < blocks.endIndex, blocks[end].page == page { end += 1 }
            positions[page, default: []].append(runs.count)
            runs.append(Run(page: page, blocks: blocks[start..<end]))
            start = end
        }
    }

    /// The entries of the page at `path`, in the report's order; none for a page the report
    /// has no entry of.
    package subscript(path: String) -> ArraySlice<BlockReport> {
        guard let found = positions[path] else { return [] }
        guard found.count > 1 else { return runs[found[0]].blocks }
        return ArraySlice(found.flatMap { runs[$0].blocks })
    }
}
