/// The static files every site gets besides its pages: the style sheet and the script, written
/// by hand, with no fonts, images or anything else fetched from elsewhere, so a site works
/// offline and opened straight from disk.
///
/// ```swift
/// for file in SiteAssets.files {
///     try Data(file.contents.utf8).write(to: site.appendingPathComponent(file.path))
/// }
/// // writes assets/style.css and assets/site.js
/// ```
public enum SiteAssets {
    /// Where the style sheet goes, relative to the site root.
    public static let styleSheetPath = "assets/style.css"
    /// Where the script goes, relative to the site root.
    public static let scriptPath = "assets/site.js"

    /// The `localStorage` key under which the reader's theme choice (`light` or `dark`) is kept.
    static let themeStorageKey = "patterndoc-theme"

    /// `style.css`: typography, the page chrome, code figures with their verification badges,
    /// syntax colours, rendered previews in device frames, and light and dark palettes.
    ///
    /// ```swift
    /// let css = SiteAssets.styleSheet // starts with the palette's `:root { … }`
    /// ```
    public static let styleSheet = palette + chrome + content + previews

    /// `site.js`: the theme toggle, the mobile menu, copy buttons, the outline's highlight and
    /// search over `window.PATTERNDOC_SEARCH`.
    ///
    /// ```swift
    /// let js = SiteAssets.script
    /// ```
    public static let script = pageScript + searchScript

    /// Every asset with its path relative to the site root, ready to be written.
    ///
    /// ```swift
    /// SiteAssets.files.map(\.path) // ["assets/style.css", "assets/site.js"]
    /// ```
    public static let files: [(path: String, contents: String)] = [
        (styleSheetPath, styleSheet),
        (scriptPath, script),
    ]
}
