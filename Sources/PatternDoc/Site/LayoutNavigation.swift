/// One page in the sidebar, as `SUMMARY.md` lists it.
///
/// ```swift
/// let item = NavItem(title: "The ifLet operator", href: "Scoping/IfLet.html", depth: 2, isCurrent: false)
/// ```
public struct NavItem: Hashable, Sendable {
    /// The page's title in the sidebar.
    public var title: String
    /// The link as this page writes it, relative to the page being laid out:
    /// `../Scoping/IfLet.html` from a page one folder down.
    public var href: String
    /// How deeply `SUMMARY.md` nests it; deeper entries are listed inside the one before.
    public var depth: Int
    /// Whether this is the page being laid out.
    public var isCurrent: Bool

    /// Creates a sidebar entry.
    public init(title: String, href: String, depth: Int, isCurrent: Bool = false) {
        self.title = title
        self.href = href
        self.depth = depth
        self.isCurrent = isCurrent
    }
}

/// A link to a neighbouring page in reading order, for the previous/next pager.
///
/// ```swift
/// let next = PageLink(title: "Effects", href: "Effects.html")
/// ```
public struct PageLink: Hashable, Sendable {
    /// The page's title.
    public var title: String
    /// The link as this page writes it, relative to the page being laid out.
    public var href: String

    /// Creates a link.
    public init(title: String, href: String) {
        self.title = title
        self.href = href
    }
}

extension PageLayout {
    /// The pages as nested lists: an entry deeper than the one before opens a list inside it;
    /// a shallower one closes lists until its own level.
    var sidebar: String {
        var html = "<nav class=\"sidebar\" id=\"sidebar\" aria-label=\"Pages\">\n"
        // Every page carries the whole sidebar, so on a large site this loop writes most of the
        // site's bytes: it appends in place rather than making a string per entry.
        html.reserveCapacity(navigation.count * 96)
        var openDepths: [Int] = []
        for item in navigation {
            if let depth = openDepths.last, item.depth <= depth {
                html += "</li>\n"
                while openDepths.count > 1, let last = openDepths.last, item.depth < last {
                    openDepths.removeLast()
                    html += "</ul></li>\n"
                }
            } else {
                html += "<ul>\n"
                openDepths.append(item.depth)
            }
            html += item.isCurrent ? "<li><a class=\"current\" aria-current=\"page\" href=\"" : "<li><a href=\""
            html += HTMLEscaping.url(item.href)
            html += "\">"
            HTMLEscaping.appendText(item.title, to: &html)
            html += "</a>"
        }
        if !openDepths.isEmpty {
            html += "</li>\n" + String(repeating: "</ul></li>\n", count: openDepths.count - 1) + "</ul>\n"
        }
        html += "</nav>"
        return html
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
