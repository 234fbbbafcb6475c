/// What the pages of a generated corpus look like.
enum CorpusShape: String, CaseIterable {
    /// Pages shaped like our own catalogue's: about 14 KB each, with about 15 code blocks,
    /// most of them Swift. Rendering the code dominates.
    case catalogue
    /// Short articles of about 8 KB, with prose, lists, a table and exactly four Swift blocks
    /// each, as many packages' docs are: the costs a site build pays per page, outside
    /// rendering, show here.
    case smallPages = "small-pages"
}
