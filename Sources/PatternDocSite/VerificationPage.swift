import PatternDocLayout
import PatternDocRender
import PatternDocReport
import PatternDocSupport
import PatternDocSymbols

/// The body of the verification report page: every block of the site with its page, line,
/// how it was verified, what came of it and how long it took; then the examples in the doc
/// comments of the package's sources, by source file; then the documentation coverage of each
/// module. Each block's badge links to its row here.
enum VerificationPage {
    /// The page's body HTML; `pageHref` gives the site-relative page of a doc path.
    static func body(report: VerificationReport, pageHref: (String) -> String?) -> String {
        var html = ""
        write(report: report, pages: nil, pageHref: pageHref) { html += $0 }
        return html
    }

    /// Hands the body HTML to `append` piece by piece, a row of a table at a time, so that a
    /// site with tens of thousands of blocks can write the page without holding it twice.
    /// `pages` are the report's entries page by page, when the caller has them (the site's
    /// input does); else they are read from `report`.
    static func write(report: VerificationReport, pages: PageReports? = nil, pageHref: (String) -> String?, to append: (String) -> Void) {
        let byPage = pages ?? PageReports(report.blocks)
        let sourceFiles = Set(report.pages.filter { $0.module != nil }.map(\.path))
        let pageCount = report.pages.count - sourceFiles.count
        let across = sourceFiles.isEmpty
            ? "across \(pageCount) pages"
            : "across \(pageCount) pages and the doc comments of \(sourceFiles.count) source files"
        append("""
            <h1 id="verification-report">Verification report</h1>
            <p class="report-summary">\(HTMLEscaping.text(report.summaryLine)) \(across).</p>

            """)
        table(byPage.runs.lazy.filter { !sourceFiles.contains($0.page) }.map(\.blocks), pageHref: pageHref, to: append)
        if !sourceFiles.isEmpty {
            append("""
                <h2 id="doc-comment-examples">Examples in doc comments</h2>
                <p>The Swift blocks of the doc comments in the package's sources, verified in the \
                same build as the pages; each line is a line of the <code>.swift</code> file.</p>

                """)
            for page in report.pages where sourceFiles.contains(page.path) {
                append("<h3>\(HTMLEscaping.text(page.path))</h3>\n")
                table(CollectionOfOne(byPage[page.path]), pageHref: { _ in nil }, to: append)
            }
        }
        if let coverage = report.coverage, !coverage.modules.isEmpty {
            append(coverageTable(coverage))
        }
    }

    /// A table of the blocks of `pages` (each a page's entries, or a stretch of them), one row
    /// each, handed to `append` a row at a time.
    private static func table<Pages: Sequence<ArraySlice<BlockReport>>>(
        _ pages: Pages,
        pageHref: (String) -> String?,
        to append: (String) -> Void
    ) {
        append("""
            <table class="report blocks"><thead><tr><th>Block</th><th>Verified as</th><th>Result</th>\
            <th>Time</th><th>Details</th></tr></thead><tbody>

            """)
        // Rows come page by page: what depends on the page alone (its link, its anchors'
        // prefix) is worked out once per page, not once per block.
        var page: String?
        var href: String?
        var anchorPrefix = ""
        var place = ""
        var row = ""
        for blocks in pages {
            for block in blocks {
                if block.page != page {
                    page = block.page
                    href = pageHref(block.page).map(HTMLEscaping.attribute)
                    anchorPrefix = String(BlockBadge.anchor(page: block.page, line: 0).dropLast())
                    place = HTMLEscaping.text(block.page)
                }
                row.removeAll(keepingCapacity: true)
                appendRow(block, href: href, anchorPrefix: anchorPrefix, place: place, to: &row)
                append(row)
            }
        }
        append("</tbody></table>\n")
    }

    /// One block's row of the table, added to `row`: its anchor and status, its place (a link to
    /// the block when its page is on the site), what it was verified as, its result, time and
    /// details. `href`, `anchorPrefix` and `place` are its page's, worked out once per page.
    private static func appendRow(
        _ block: BlockReport,
        href: String?,
        anchorPrefix: String,
        place: String,
        to row: inout String
    ) {
        let (label, _) = BlockBadge.label(block)
        // A cell's end tag is left out, as HTML allows before the next cell and at the end of
        // the row: the same table, and a sixth less of a page that has a row per block.
        row += "<tr id=\""
        row += anchorPrefix
        row += String(block.line)
        row += "\" class=\"status-"
        row += block.status.rawValue
        row += "\"><td>"
        if let href {
            row += "<a href=\""
            row += href
            row += "#block-"
            row += String(block.index)
            row += "\">"
        }
        row += place
        row += ":"
        row += String(block.line)
        if href != nil { row += "</a>" }
        if block.isHidden { row += " (hidden)" }
        row += "<td>"
        let previews = block.previews.isEmpty ? "" : ", \(PreviewFrames.badgeLabel(count: block.previews.count))"
        HTMLEscaping.appendText(block.kind.rawValue + previews, to: &row)
        row += "<td>"
        HTMLEscaping.appendText(label, to: &row)
        row += "<td>"
        row += block.seconds > 0 ? "\(Int((block.seconds * 1000).rounded())) ms" : "—"
        row += "<td>"
        appendDetails(block.message ?? "", to: &row)
        row += "</tr>\n"
    }

    /// A message longer than this many lines is folded in its cell.
    static let linesShownUnfolded = 4

    /// Adds the Details cell's content to `html`: a short message as it is; a longer one
    /// (compiler output, a runtime warning with its advice) folded under its first line, so
    /// that one block's output does not fill the screen. Either wraps within the cell.
    private static func appendDetails(_ message: String, to html: inout String) {
        // Nearly every message is one short line: written as it is, without splitting it.
        guard message.lineBreakCount >= linesShownUnfolded else {
            html += "<pre>"
            HTMLEscaping.appendText(message, to: &html)
            html += "</pre>"
            return
        }
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        html += """
            <details><summary>\(HTMLEscaping.text(String(lines[0]))) <span class="report-lines">\
            (\(lines.count) lines)</span></summary><pre>\(HTMLEscaping.text(lines.dropFirst().joined(separator: "\n")))</pre></details>
            """
    }

    /// The coverage of each module, as `rustdoc --show-coverage` prints it.
    private static func coverageTable(_ coverage: DocCoverage) -> String {
        var html = """
            <h2 id="coverage">Documentation coverage</h2>
            <p>Public declarations of each module, read from its sources: how many have a doc \
            comment, and how many of those show an example that was verified.</p>
            <table class="report"><thead><tr><th>Module</th><th>Public declarations</th>\
            <th>Documented</th><th>With an example</th><th>Verified</th></tr></thead><tbody>

            """
        for module in coverage.modules {
            let percent = (module.documentedPercent * 10).rounded() / 10
            html += """
                <tr><td>\(HTMLEscaping.text(module.name))</td><td>\(module.symbols)</td>\
                <td>\(module.documented) (\(percent)%)</td><td>\(module.withExamples)</td>\
                <td>\(module.verified.map(String.init) ?? "—")</td></tr>

                """
        }
        html += "</tbody></table>\n"
        return html
    }
}
