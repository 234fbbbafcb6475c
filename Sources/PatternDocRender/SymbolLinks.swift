/// What a page's ` ``Symbol`` ` links resolve against when the site has API pages: the site
/// hands the renderer its API links (`APILinks`, seen from the page being rendered), and the
/// renderer asks them for each symbol link it meets. A link they cannot resolve is an error at
/// its line, unless the page's DocC catalog has a page for it.
///
/// ```text
/// struct OnePage: SymbolLinks {
///     func resolve(_ text: String) -> Result<SymbolLinkTarget, SymbolLinkProblem> {
///         text == "Store"
///             ? .success(SymbolLinkTarget(href: "api/Store.html", text: "Store"))
///             : .failure(SymbolLinkProblem(message: "no symbol \(text)", hint: "Link to ``Store``."))
///     }
/// }
/// ```
package protocol SymbolLinks: Sendable {
    /// Resolves the text between the double backticks.
    func resolve(_ text: String) -> Result<SymbolLinkTarget, SymbolLinkProblem>
}

/// A resolved symbol link: where it goes and the text DocC shows for it (the last component).
package struct SymbolLinkTarget: Hashable, Sendable {
    /// The link's `href`, relative to the page, not yet escaped.
    package var href: String
    /// The text to show.
    package var text: String

    /// A link to `href` that shows `text`.
    package init(href: String, text: String) {
        self.href = href
        self.text = text
    }
}

/// Why a symbol link does not resolve, in words for the person who wrote it.
package struct SymbolLinkProblem: Error, Hashable, Sendable {
    /// What is wrong.
    package var message: String
    /// What to do.
    package var hint: String

    /// A problem described by `message`, with `hint` saying what to do.
    package init(message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}
