import PatternDocRender

/// One page in the sidebar, as `SUMMARY.md` lists it.
///
/// ```text
/// let item = NavItem(title: "The ifLet operator", href: "Scoping/IfLet.html", depth: 2)
/// ```
package struct NavItem: Hashable, Sendable {
    /// The page's title in the sidebar.
    package var title: String
    /// The link from the site root, percent-encoded: `Scoping/IfLet.html`.
    package var href: String
    /// How deeply `SUMMARY.md` nests it; deeper entries are listed inside the one before.
    package var depth: Int
    /// The section of the sidebar it is in: its `SUMMARY.md` part title, `nil` for none.
    package var part: String?

    /// Creates a sidebar entry.
    package init(title: String, href: String, depth: Int, part: String? = nil) {
        self.title = title
        self.href = href
        self.depth = depth
        self.part = part
    }
}

/// A link to a neighbouring page in reading order, for the previous/next pager.
///
/// ```text
/// let next = PageLink(title: "Effects", href: "Effects.html")
/// ```
package struct PageLink: Hashable, Sendable {
    /// The page's title.
    var title: String
    /// The link as this page writes it, relative to the page being laid out.
    var href: String

    /// Creates a link.
    package init(title: String, href: String) {
        self.title = title
        self.href = href
    }
}

extension PageLayout {
    /// The sidebar as the page holds it: a link to the index, for readers without JavaScript,
    /// which `navigation.js`, loaded right after it, replaces with every page of the site.
    var sidebar: String {
        var html = "<nav class=\"sidebar\" id=\"sidebar\" aria-label=\"Pages\""
        if let currentPage { html += " data-current=\"\(HTMLEscaping.attribute(currentPage))\"" }
        html += ">\n<ul>\n<li><a href=\"\(url("index.html"))\">All pages</a></li>\n</ul>\n</nav>\n"
        return html + "<script src=\"\(url(SiteNavigation.fileName))\"></script>"
    }

    /// "On this page": the `##` and `###` headings, linked to their anchors.
    var outline: String {
        let entries = toc.filter { $0.level == 2 || $0.level == 3 }
        guard !entries.isEmpty else { return "<aside class=\"toc\" aria-label=\"On this page\"></aside>" }
        var html = "<aside class=\"toc\" aria-label=\"On this page\">\n<h2>On this page</h2>\n<ul>\n"
        for entry in entries {
            html += "<li class=\"toc-h\(entry.level)\"><a href=\"\(HTMLEscaping.url("#" + entry.slug))\">\(HTMLEscaping.text(entry.text))</a></li>\n"
        }
        return html + "</ul>\n</aside>"
    }

    /// The previous and next pages. The `<nav>` is always there, and holds nothing at all
    /// (so CSS `:empty` hides it) on a page with neither.
    var pager: String {
        var links: [String] = []
        if let previous {
            links.append("""
                <a class="pager-previous" rel="prev" href="\(HTMLEscaping.url(previous.href))">\
                <span class="pager-label">Previous</span><span class="pager-title">\(HTMLEscaping.text(previous.title))</span></a>
                """)
        }
        if let next {
            links.append("""
                <a class="pager-next" rel="next" href="\(HTMLEscaping.url(next.href))">\
                <span class="pager-label">Next</span><span class="pager-title">\(HTMLEscaping.text(next.title))</span></a>
                """)
        }
        let inside = links.isEmpty ? "" : "\n" + links.joined(separator: "\n") + "\n"
        return "<nav class=\"pager\" aria-label=\"Previous and next pages\">\(inside)</nav>"
    }
}
