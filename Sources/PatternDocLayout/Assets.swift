import Foundation
import PatternDocModel

/// The static files every site gets besides its pages: the style sheet and the script, written
/// by hand, with no fonts, images or anything else fetched from elsewhere, so a site works
/// offline and opened straight from disk.
///
/// They are real files in `Sources/PatternDocLayout/Assets/`, compiled into the library by the
/// `SiteAssetsPlugin` build-tool plugin (so that the `patterndoc` executable can be copied
/// alone, with no resource folder beside it) and joined here in this order:
///
/// - `palette.css`: every colour of the site, the previews' included, as CSS variables, each
///   written once as `light-dark(light, dark)`; the page follows the system's setting until the
///   reader picks a theme (`data-theme`); every text colour keeps 4.5:1 contrast.
/// - `chrome.css`: header, search results, the three columns, pager and footer, and how they
///   fold on narrower screens (the outline goes under 1200px, the sidebar under 900px).
/// - `content.css`: typography, code figures with their verification badges, syntax colours.
/// - `previews.css`: rendered previews in device frames, in the palette's colours.
/// - `page.js`: the theme toggle, the mobile menu, copy buttons, the outline's highlight.
/// - `search.js`: search over `window.PATTERNDOC_SEARCH`, which `search-index.js` assigns.
///
/// `sidebar.js` is not part of `site.js`: it ends `navigation.js` (``SiteNavigation``), and
/// builds the sidebar from the list of pages there.
///
/// ```text
/// for file in try SiteAssets.files() {
///     try Data(file.contents.utf8).write(to: site.appendingPathComponent(file.path))
/// }
/// // writes assets/style.css and assets/site.js
/// ```
package enum SiteAssets {
    /// Where the style sheet goes, relative to the site root.
    static let styleSheetPath = "assets/style.css"
    /// Where the script goes, relative to the site root.
    static let scriptPath = "assets/site.js"

    /// The `localStorage` key under which the reader's theme choice (`light` or `dark`) is kept;
    /// `page.js` reads and writes the same key.
    static let themeStorageKey = "patterndoc-theme"

    /// `style.css`: the four style sheets, joined.
    ///
    /// - Throws: a ``DocError`` when an asset this list names was not compiled in.
    ///
    /// ```text
    /// let css = try SiteAssets.styleSheet // starts with the palette's `:root { … }`
    /// ```
    static var styleSheet: String {
        get throws { try loaded.get().styleSheet }
    }

    /// `site.js`: the page script, then search.
    ///
    /// - Throws: a ``DocError`` when an asset this list names was not compiled in.
    ///
    /// ```text
    /// let js = try SiteAssets.script
    /// ```
    static var script: String {
        get throws { try loaded.get().script }
    }

    /// `sidebar.js`, the end of ``SiteNavigation/script()``.
    static var sidebarScript: String {
        get throws { try loaded.get().sidebar }
    }

    /// Every asset with its path relative to the site root, ready to be written.
    ///
    /// - Throws: a ``DocError`` when an asset this list names was not compiled in.
    ///
    /// ```text
    /// try SiteAssets.files().map(\.path) // ["assets/style.css", "assets/site.js"]
    /// ```
    package static func files() throws -> [(path: String, contents: String)] {
        let assets = try loaded.get()
        return [(styleSheetPath, assets.styleSheet), (scriptPath, assets.script)]
    }

    /// The text of the asset file `name` of `Sources/PatternDocLayout/Assets`, as compiled in.
    ///
    /// - Throws: a ``DocError`` when patterndoc was built without it.
    package static func embedded(_ name: String) throws -> String {
        guard let text = EmbeddedSiteAssets.files[name] else {
            throw DocError(
                at: nil,
                "patterndoc was built without its site asset \(name).",
                hint: "Keep \(name) in Sources/PatternDocLayout/Assets and build patterndoc again."
            )
        }
        return text
    }

    /// Joined once, on first use, by every thread that asks.
    private static let loaded: Result<(styleSheet: String, script: String, sidebar: String), DocError> = Result {
        func joined(_ names: [String]) throws -> String {
            try names.map(embedded).joined()
        }
        return (
            try joined(["palette.css", "chrome.css", "content.css", "previews.css"]),
            try joined(["page.js", "search.js"]),
            try joined(["sidebar.js"])
        )
    }.mapError { $0 as? DocError ?? DocError(at: nil, "could not read patterndoc's site assets: \($0)") }
}
