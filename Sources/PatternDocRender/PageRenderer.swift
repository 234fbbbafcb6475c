import PatternDocMarkdown
import PatternDocModel

/// Renders one page of the docs to HTML in a single walk of its cmark tree.
///
/// The walk writes CommonMark's HTML for prose (paragraphs, emphasis, lists, quotes, links,
/// images) and gives the site its own shape where it needs one:
///
/// - Every heading gets an id from ``Slugger`` and a `#` link to itself:
///   `<h2 id="enum-state"><a class="anchor" href="#enum-state" aria-label="Link to this section">#</a>Enum state</h2>`.
/// - Links to pages keep working on the site: `Sub/Page.md#part` becomes `Sub/Page.html#part`.
///   Links to other sites (`https:`, `mailto:`, `//host`) stay as written and get
///   `rel="noopener"`. Destinations that would run code (`javascript:`) are left empty, with
///   a warning.
/// - Raw HTML is not passed through: it shows as escaped text, with a warning, so that a page
///   cannot break the site's layout or run scripts.
/// - A block quote that starts with `Note:`, `Important:`, `Warning:`, `Tip:` (or another of
///   DocC's aside kinds) is an aside: `<aside class="aside aside-note"><p class="aside-title">Note</p>…</aside>`.
/// - With API pages, ` ``Store/scope(state:action:)`` ` links to the symbol's page or anchor
///   (``SymbolLinks``); one that names no symbol is an error at its line.
/// - `<doc:Page>` links go to the page of the docs with that file name, its title as their
///   text (``DocPageLinks``); one that names no page is an error at its line.
/// - On a DocC catalog's page, `<doc:Article>` links to the article with its title as text,
///   ` ``Symbol`` ` links to the symbol's page when there is one and is code otherwise, an image
///   named by file name is found in the catalog, and each `@Snippet` is a code block.
/// - Code blocks marked `hidden` are not on the page at all. The `text` block after an `output`
///   block is shown as that block's output. Every other fenced block is a figure with a toolbar
///   (the decoration's HTML, then a copy button), the code (Swift highlighted by
///   ``SwiftHighlighter``), and the decoration's footer:
///
/// ```html
/// <figure class="code" id="block-0"><div class="code-toolbar">…</div><pre><code class="language-swift">…</code></pre>…</figure>
/// <figure class="code output" id="block-1"><figcaption>Output</figcaption><pre><code class="language-text">…</code></pre></figure>
/// ```
///
/// Usage, with the blocks the extractor found on the page and a badge from the report:
///
/// ```text
/// let blocks = CodeBlockExtractor.extractEachBlock(from: page).blocks
/// let rendered = PageRenderer.render(page, blocks: blocks) { block in
///     CodeBlockDecoration(toolbarHTML: badge(for: report, page: page.path, index: block.index))
/// }
/// ```
package enum PageRenderer {
    /// Renders `page`.
    ///
    /// - Parameters:
    ///   - blocks: the page's code blocks as ``CodeBlockExtractor`` found them; each fence is
    ///     matched to the block whose ``CodeBlock/fenceLine`` is its line.
    ///   - docC: for a page of a DocC catalog, how its `<doc:>` links, ` ``symbol`` ` links and
    ///     images named by file name resolve (see ``DocCLinks``).
    ///   - api: for a site with API pages, where ` ``symbol`` ` links go (see ``SymbolLinks``); a
    ///     link that resolves to no symbol is one of the page's ``RenderedPage/errors``.
    ///   - docPages: where `<doc:Page>` links go that `docC` does not resolve (see
    ///     ``DocPageLinks``); one that names no page is one of the page's
    ///     ``RenderedPage/errors``. Without it, such a link is left to the link check.
    ///   - idPrefix: for Markdown that is one part of a larger page (a doc comment on an API
    ///     page), put with a `-` before every id the page gets (`top-block-0`, `top-usage`) and
    ///     in every link to one of them (`#top-usage`), so that two parts do not share an id.
    ///     Empty (the default) for a page of its own.
    ///   - decorate: the toolbar and footer HTML of a shown block (not called for hidden blocks
    ///     or for expected output, which have no toolbar).
    package static func render(
        _ page: DocPage,
        blocks: [CodeBlock],
        docC: DocCLinks? = nil,
        api: (any SymbolLinks)? = nil,
        docPages: DocPageLinks? = nil,
        idPrefix: String = "",
        decorate: (CodeBlock) -> CodeBlockDecoration = { _ in .none }
    ) -> RenderedPage {
        let document = MarkdownDocument(parsing: page.markdown)
        return withoutActuallyEscaping(decorate) { decorate in
            var walk = PageWalk(
                page: page, blocks: blocks, docC: docC, api: api, docPages: docPages, idPrefix: idPrefix, decorate: decorate
            )
            document.walk { walk.visit($0) }
            return walk.finish()
        }
    }
}
