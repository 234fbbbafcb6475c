import PatternDocRender

/// What the preview server adds to every HTML page it serves: the live-reload script, told
/// which generation of the site the page comes from, and the status panel that shows a failed
/// rebuild over the last good site.
///
/// The panel is filled in on the server, so that a page opened after a failed rebuild shows
/// the failure at once, before (and without) any script; `live-reload.js` then keeps it up to
/// date from the event stream. The site on disk never holds any of this: it stays the site
/// `patterndoc build` writes.
enum LiveReloadInjection {
    /// The paths below which the server answers for itself rather than from the site.
    static let prefix = "/__patterndoc/"
    /// The event stream the script listens to.
    static let eventsPath = prefix + "events"
    /// The script.
    static let scriptPath = prefix + "live-reload.js"
    /// The status panel's style sheet.
    static let styleSheetPath = prefix + "live-reload.css"

    /// `html` with the panel and the script added before `</body>` (at the end when there is
    /// none).
    static func inject(into html: String, state: ReloadChannel.State) -> String {
        let snippet = self.snippet(for: state)
        guard let body = html.range(of: "</body>", options: [.backwards, .caseInsensitive]) else {
            return html + snippet
        }
        return html.replacingCharacters(in: body.lowerBound..<body.lowerBound, with: snippet)
    }

    /// The panel (hidden when there is nothing to say) and the script tag.
    static func snippet(for state: ReloadChannel.State) -> String {
        let status = state.isBuilding ? "building" : state.failure != nil ? "failed" : "ok"
        let message = status == "failed" ? HTMLEscaping.text(state.failure ?? "") : ""
        return """
            <link rel="stylesheet" href="\(styleSheetPath)">
            <aside id="patterndoc-preview" class="patterndoc-preview" data-status="\(status)" role="status"\
            \(status == "ok" ? " hidden" : "")>
            <p class="patterndoc-preview-title">\(title(for: status))</p>
            <pre class="patterndoc-preview-message">\(message)</pre>
            <button type="button" class="patterndoc-preview-hide">Hide</button>
            </aside>
            <script src="\(scriptPath)" data-generation="\(state.generation)"></script>

            """
    }

    /// The panel's heading for a status; `live-reload.js` uses the same words.
    static func title(for status: String) -> String {
        switch status {
        case "failed": "patterndoc preview: the last rebuild failed, so this is the last good site. Fix the failure below and save to rebuild."
        case "building": "patterndoc preview: building the site…"
        default: ""
        }
    }

    /// A page for a path the site does not have, carrying the script too, so that it reloads
    /// once a build makes the page (the first build, a page being added).
    static func notFoundPage(path: String, siteIsBuilt: Bool, state: ReloadChannel.State) -> String {
        let detail = siteIsBuilt
            ? "The site has no page at <code>\(HTMLEscaping.text(path))</code>."
            : "The site is being built; this page reloads when it is ready."
        return inject(into: """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"><title>Not found – patterndoc preview</title></head>
            <body>
            <h1>Not found</h1>
            <p>\(detail) <a href="/">The site's first page</a>.</p>
            </body>
            </html>

            """, state: state)
    }
}
