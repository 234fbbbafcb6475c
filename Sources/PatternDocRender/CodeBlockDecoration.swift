/// What the site builder adds around one code block: typically a badge saying how the block
/// was verified in the toolbar, and the compiler's message or the skip reason under the code.
///
/// The renderer places the HTML as given, without escaping it: whoever builds it escapes what
/// it quotes with ``HTMLEscaping``.
///
/// ```text
/// let rendered = PageRenderer.render(page, blocks: blocks) { block in
///     CodeBlockDecoration(
///         toolbarHTML: "<span class=\"badge passed\">tested</span>",
///         footerHTML: ""
///     )
/// }
/// ```
///
/// The figure it goes into:
///
/// ```html
/// <figure class="code" id="block-2"><div class="code-toolbar">TOOLBAR</div><pre><code
/// class="language-swift">…</code></pre>FOOTER</figure>
/// ```
package struct CodeBlockDecoration: Hashable, Sendable {
    /// HTML placed in the block's toolbar; the site's script adds the copy button after it.
    package var toolbarHTML: String
    /// HTML placed after the code, inside the block's figure.
    package var footerHTML: String

    /// Creates a decoration.
    package init(toolbarHTML: String = "", footerHTML: String = "") {
        self.toolbarHTML = toolbarHTML
        self.footerHTML = footerHTML
    }

    /// Nothing added.
    package static let none = CodeBlockDecoration()
}
