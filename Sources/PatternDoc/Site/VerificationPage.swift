/// The body of the verification report page: every block of the site with its page, line,
/// how it was verified, what came of it and how long it took. Each block's badge links to its
/// row here.
public enum VerificationPage {
    /// The page's body HTML; `pageHref` gives the site-relative page of a doc path.
    public static func body(report: VerificationReport, pageHref: (String) -> String?) -> String {
        var html = """
            <h1 id="verification-report">Verification report</h1>
            <p class="report-summary">\(HTMLEscaping.text(report.summaryLine)) \
            across \(report.pages.count) pages.</p>
            <table class="report"><thead><tr><th>Block</th><th>Verified as</th><th>Result</th>\
            <th>Time</th><th>Details</th></tr></thead><tbody>

            """
        for block in report.blocks {
            let anchor = BlockBadge.anchor(page: block.page, line: block.line)
            let place = "\(block.page):\(block.line)"
            let link = pageHref(block.page).map {
                "<a href=\"\(HTMLEscaping.attribute($0))#block-\(block.index)\">\(HTMLEscaping.text(place))</a>"
            } ?? HTMLEscaping.text(place)
            let (label, _) = BlockBadge.label(block)
            let time = block.seconds > 0 ? "\(Int((block.seconds * 1000).rounded())) ms" : "—"
            let hidden = block.isHidden ? " (hidden)" : ""
            let previews = block.previews.isEmpty ? "" : ", \(PreviewFrames.badgeLabel(count: block.previews.count))"
            html += """
                <tr id="\(anchor)" class="status-\(block.status.rawValue)"><td>\(link)\(hidden)</td>\
                <td>\(HTMLEscaping.text(block.kind.rawValue + previews))</td><td>\(HTMLEscaping.text(label))</td>\
                <td>\(time)</td><td><pre>\(HTMLEscaping.text(block.message ?? ""))</pre></td></tr>

                """
        }
        html += "</tbody></table>\n"
        return html
    }
}
