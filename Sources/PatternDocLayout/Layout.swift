import PatternDocRender

/// The page template: one full HTML document around a page's rendered body, with the
/// header (menu button, site title, search, theme toggle), the sidebar of pages, the
/// "On this page" outline, the previous/next links and the verification footer.
///
/// The sidebar's list is not in the page: every page loads the site's one `navigation.js`
/// (``SiteNavigation``), which fills the sidebar and marks ``currentPage``. The page itself
/// holds a link to the index there, for readers without JavaScript, and the pager's links.
///
/// The layout takes plain values and returns a string; it never reads files. Links to pages
/// (`PageLink.href`) are used as given, relative to this page; `rootPrefix`
/// leads from this page to the site root and is put in front of the site's own files (style
/// sheet, script, search index, `index.html`) and of the search results' links. Text values
/// are escaped here (through `HTMLEscaping`); `bodyHTML` is inserted as it is.
///
/// ```text
/// let page = PageLayout(
///     siteTitle: "PatternDoc",
///     pageTitle: "The ifLet operator",
///     bodyHTML: "<h1 id=\"iflet\">The ifLet operator</h1>",
///     toc: [(level: 2, text: "Usage", slug: "usage")],
///     currentPage: "Scoping/IfLet.html",
///     previous: PageLink(title: "Scoping", href: "../Scoping.html"),
///     next: nil,
///     rootPrefix: "../",
///     footer: "Every code block on this page was verified by patterndoc: 3 compiled, 1 tested."
/// )
/// let html = page.render() // links "../assets/style.css", "../index.html", "../Scoping.html", …
/// ```
package struct PageLayout: Sendable {
    /// A heading of the page for the "On this page" outline: its level (2 for `##`), its
    /// plain text and the `id` the renderer gave it.
    package typealias Heading = (level: Int, text: String, slug: String)

    /// The name of the whole site, shown in the header and the window title.
    var siteTitle: String
    /// This page's title, as `SUMMARY.md` names it.
    var pageTitle: String
    /// The page's content, already rendered to HTML; inserted without escaping.
    var bodyHTML: String
    /// The page's headings; the outline shows levels 2 and 3 and leaves the rest out.
    var toc: [Heading]
    /// This page's link from the site root as ``SiteNavigation`` lists it, so that the sidebar
    /// marks it; `nil` for a page that is not in the sidebar.
    var currentPage: String?
    /// The page before this one in reading order, if any.
    var previous: PageLink?
    /// The page after this one in reading order, if any.
    var next: PageLink?
    /// The way from this page to the site root: `""` at the root, `"../"` one folder down.
    /// A trailing `/` is added when missing.
    var rootPrefix: String
    /// One line under the page saying how its code was verified; left out when empty.
    var footer: String

    /// Creates the layout of one page.
    ///
    /// ```text
    /// let layout = PageLayout(siteTitle: "Docs", pageTitle: "Intro", bodyHTML: "<p>Hi</p>")
    /// ```
    package init(
        siteTitle: String,
        pageTitle: String,
        bodyHTML: String,
        toc: [Heading] = [],
        currentPage: String? = nil,
        previous: PageLink? = nil,
        next: PageLink? = nil,
        rootPrefix: String = "",
        footer: String = ""
    ) {
        self.siteTitle = siteTitle
        self.pageTitle = pageTitle
        self.bodyHTML = bodyHTML
        self.toc = toc
        self.currentPage = currentPage
        self.previous = previous
        self.next = next
        self.rootPrefix = rootPrefix.isEmpty || rootPrefix.hasSuffix("/") ? rootPrefix : rootPrefix + "/"
        self.footer = footer
    }

    /// The whole HTML document of the page.
    ///
    /// ```text
    /// let html = PageLayout(siteTitle: "Docs", pageTitle: "Intro", bodyHTML: "<p>Hi</p>").render()
    /// // html.hasPrefix("<!DOCTYPE html>") == true
    /// ```
    package func render() -> String {
        var html = opening
        html += bodyHTML
        html += closing
        return html
    }

    /// The document up to the body, which starts on the next line. A page too large to hold
    /// twice (the verification report, a row per block) is written as this, its body and
    /// ``closing``, one after the other, rather than as one string made by ``render()``.
    package var opening: String {
        """
        <!DOCTYPE html>
        <html lang="en" data-root="\(HTMLEscaping.attribute(rootPrefix))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="patterndoc">
        <title>\(HTMLEscaping.text(windowTitle))</title>
        <script>\(Self.themeScript)</script>
        <link rel="stylesheet" href="\(url(SiteAssets.styleSheetPath))">
        <script src="\(url(SearchIndex.fileName))" defer></script>
        <script src="\(url(SiteAssets.scriptPath))" defer></script>
        </head>
        <body>
        <a class="skip-link" href="#content">Skip to content</a>
        \(header)
        <div class="layout">
        \(sidebar)
        <main id="content">
        <article class="page">

        """
    }

    /// The document after the body: the line break that ends it, then the pager, the footer,
    /// the outline and the end tags.
    package var closing: String {
        """

        </article>
        \(pager)
        \(footerHTML)
        </main>
        \(outline)
        </div>
        </body>
        </html>

        """
    }

    /// "Page – Site", or just the site's name on a page named like the site.
    var windowTitle: String {
        pageTitle.isEmpty || pageTitle == siteTitle ? siteTitle : "\(pageTitle) – \(siteTitle)"
    }

    /// A site-root-relative path as seen from this page, ready for an `href` or `src`.
    func url(_ rootRelative: String) -> String {
        HTMLEscaping.url(rootPrefix + rootRelative)
    }

    private var header: String {
        """
        <header class="site-header">
        <button id="menu-toggle" class="icon-button" type="button" aria-controls="sidebar" aria-expanded="false" aria-label="Pages"></button>
        <a class="site-title" href="\(url("index.html"))">\(HTMLEscaping.text(siteTitle))</a>
        <div class="search" role="search">
        <input id="search" type="search" placeholder="Search (/)" autocomplete="off" spellcheck="false" role="combobox" aria-label="Search the site" aria-controls="search-results" aria-expanded="false" aria-autocomplete="list">
        <ul id="search-results" role="listbox" aria-label="Search results" hidden></ul>
        </div>
        <button id="theme-toggle" class="icon-button" type="button" aria-label="Dark theme" aria-pressed="false" title="Switch between light and dark"></button>
        </header>
        """
    }

    private var footerHTML: String {
        footer.isEmpty ? "" : "<footer class=\"page-footer\"><p>\(HTMLEscaping.text(footer))</p></footer>"
    }

    /// Runs in `<head>` before anything is painted: the reader's stored choice, else the
    /// system's, becomes `data-theme`, so a dark page never flashes light first.
    static let themeScript = """
        (function(){var t=null;try{t=localStorage.getItem("\(SiteAssets.themeStorageKey)")}catch(e){}\
        if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}\
        document.documentElement.setAttribute("data-theme",t)})();
        """
}
