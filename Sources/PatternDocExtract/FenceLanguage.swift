import PatternDocModel

/// The language a fence gives its block, decided by one rule that every stage reading fences
/// shares: the first word of the info string, except that in a doc comment (a page of
/// ``SourceDocComments``, which has a ``DocPage/sourceModule``) a fence that names no language
/// is Swift, as DocC reads it. The extractor decides it once for the blocks it hands on; the
/// renderer asks the same rule for a fence it was given no block for, so that no block is shown
/// as Swift without being verified as Swift, or the other way round.
///
/// ```text
/// FenceLanguage.of(info: "", on: commentPage)          // "swift"
/// FenceLanguage.of(info: "", on: markdownPage)         // ""
/// FenceLanguage.of(info: "bash title", on: commentPage) // "bash"
/// ```
package enum FenceLanguage {
    /// The language of a fence whose info string is `info`, on `page`.
    package static func of(info: String, on page: DocPage) -> String {
        of(named: String(info.prefix { !$0.isWhitespace }), on: page)
    }

    /// The language of a fence that names `named` (empty when it names none), on `page`.
    package static func of(named: String, on page: DocPage) -> String {
        named.isEmpty && page.sourceModule != nil ? "swift" : named
    }
}
