import PatternDocSupport

/// The sidebar's list of pages, written once per site as `navigation.js` instead of into every
/// page: a page loads it with a `<script src>` (which works from `file://`, where fetching does
/// not) right after its `<nav id="sidebar">`, and the script fills that element, marking the
/// entry whose link is the page's `data-current`. Without JavaScript the sidebar keeps the
/// link to the index that the page itself holds, and the pager its neighbours.
///
/// The levels are worked out here, so the script only follows them: an entry deeper than the
/// one before opens a list inside it, a shallower one closes lists until its own depth.
///
/// Where the part changes (`SUMMARY.md`'s `# Essentials` lines, ``NavItem/part``), a part row,
/// `[0, null, "Essentials"]`, comes before the entries: the script shows it as a section
/// title that is not a link, and the entries after it start again at the outermost list.
///
/// ```text
/// let navigation = SiteNavigation(items: [
///     NavItem(title: "Scoping", href: "Scoping.html", depth: 1),
///     NavItem(title: "The ifLet operator", href: "Scoping/IfLet.html", depth: 2),
/// ])
/// try navigation.script() // window.PATTERNDOC_NAVIGATION = [[0,"Scoping.html","Scoping"], [1,…]]; then the sidebar script
/// ```
package struct SiteNavigation: Sendable {
    /// Where the file goes, relative to the site root.
    package static let fileName = "navigation.js"

    /// The pages in `SUMMARY.md` order, each `href` relative to the site root.
    package var items: [NavItem]

    /// A sidebar of `items`.
    package init(items: [NavItem]) {
        self.items = items
    }

    /// Each item's nesting level in the sidebar's lists, 0 for the outermost list.
    var levels: [Int] {
        var openDepths: [Int] = []
        var part: String?
        return items.map { item in
            if item.part != part {
                part = item.part
                openDepths = []
            }
            if let depth = openDepths.last, item.depth <= depth {
                while openDepths.count > 1, let last = openDepths.last, item.depth < last { openDepths.removeLast() }
            } else {
                openDepths.append(item.depth)
            }
            return openDepths.count - 1
        }
    }

    /// The data, `[level, href, title]` per page and `[0, null, title]` before each part, as
    /// a script statement.
    var dataScript: String {
        var script = "window.PATTERNDOC_NAVIGATION = ["
        script.reserveCapacity(items.count * 64 + 64)
        var part: String?
        for (item, level) in zip(items, levels) {
            if item.part != part, let title = item.part {
                script += "\n[0,null,\(JSONString.quoted(title))],"
            }
            part = item.part
            script += "\n[\(level),\(JSONString.quoted(item.href)),\(JSONString.quoted(item.title))],"
        }
        if !items.isEmpty { script.removeLast() }
        return script + "\n];\n"
    }

    /// `navigation.js`: the data, then the script that builds the sidebar from it.
    ///
    /// - Throws: a ``DocError`` when patterndoc's resources are not installed beside it.
    package func script() throws -> String {
        dataScript + (try SiteAssets.sidebarScript)
    }
}
