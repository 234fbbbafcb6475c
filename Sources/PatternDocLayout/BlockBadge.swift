import PatternDocRender
import PatternDocReport

/// The verification badge of a code block, and what goes under it: built from the block's
/// entry in the report, so that every block on the site says how it was verified.
package struct BlockBadge: Sendable {
    /// The HTML for the block's toolbar: the badge (a link to the block's entry on the
    /// verification page), a second badge when the block printed rendered previews (linked
    /// the same way) and, when the page has one, the link to its runnable example.
    package var toolbar: String
    /// The HTML under the code: the compiler's message for a block that must fail, the reason
    /// for a skipped block, the warning a `warns` block reported; then the block's rendered
    /// previews, each in a device frame (``PreviewFrames``).
    package var footer: String

    /// The toolbar of a block that is not Swift (`text`, `sh`, `markdown`, or no language), on
    /// a doc page or in a doc comment: only Swift is verified, and such a block is shown as
    /// it is written, which its badge says rather than "not verified", as it was never meant
    /// to be run.
    ///
    /// ```text
    /// BlockBadge.shownAsWritten(language: "sh")
    /// // <span class="badge badge-skipped" title="Only Swift blocks are verified; …">sh, shown as written</span>
    /// ```
    package static func shownAsWritten(language: String) -> String {
        let note = "Only Swift blocks are verified; this one is shown as written."
        let name = language.isEmpty ? "code" : language
        return "<span class=\"badge badge-skipped\" title=\"\(note)\">\(HTMLEscaping.text(name)), shown as written</span>"
    }

    /// The badge of `report`'s block; `examplePath` is the site-relative page of the example
    /// the block belongs to, when its page has one.
    package init(report: BlockReport, rootPrefix: String, examplePath: String?) {
        let anchor = Self.anchor(page: report.page, line: report.line)
        let (label, variant) = Self.label(report)
        // A skipped block's footer gives the reason under the code, so a tooltip saying
        // "Skipped" would only repeat the badge; on a site of sketches it was a tenth of the size.
        let title = Self.title(report).map { " title=\"\(HTMLEscaping.attribute($0))\"" } ?? ""
        var toolbar = """
            <a class="badge badge-\(variant)" href="\(rootPrefix)verification.html#\(anchor)"\
            \(title)>\(HTMLEscaping.text(label))</a>
            """
        if !report.previews.isEmpty {
            let count = report.previews.count
            let what = count == 1 ? "A preview" : "\(count) previews"
            let tip = "\(what) of what this block put on screen, made by running it. Open the verification report."
            toolbar += """
                <a class="badge badge-preview" href="\(rootPrefix)verification.html#\(anchor)" \
                title="\(HTMLEscaping.attribute(tip))">\(PreviewFrames.badgeLabel(count: count))</a>
                """
        }
        if let examplePath {
            toolbar += """
                <a class="example-link" href="\(rootPrefix)\(HTMLEscaping.attribute(examplePath))">Runnable example</a>
                """
        }
        self.toolbar = toolbar
        var footer = ""
        switch report.kind {
        case .fails where report.status == .passed, .warns where report.status == .passed:
            if let message = report.message, !message.isEmpty {
                let heading = report.kind == .fails ? "Compiler message" : "Runtime warning"
                footer = """
                    <details class="compiler-message" open><summary>\(heading)</summary>\
                    <pre>\(HTMLEscaping.text(message))</pre></details>
                    """
            }
        case .skipped:
            footer = "<p class=\"skip-reason\">Not verified: \(HTMLEscaping.text(report.message ?? ""))</p>"
        case .template:
            footer = "<p class=\"skip-reason\">A syntax template: its placeholders stand for code to fill in, so it is shown, not compiled.</p>"
        case .fragment:
            footer = "<p class=\"skip-reason\">Not verified: \(HTMLEscaping.text(report.message ?? "an illustrative fragment"))</p>"
        default:
            break
        }
        self.footer = footer + PreviewFrames.html(report.previews)
    }

    /// The id of a block's row on the verification page: `Docs-Scoping-md-12`.
    package static func anchor(page: String, line: Int) -> String {
        // Runs twice for every block of the site. An ASCII path (nearly all are) is cleaned byte
        // by byte, which is exact without "\r" (a "\r\n" Character gives one "-", not two),
        // and much faster than asking each Character whether it is a letter.
        if page.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            let cleaned = page.utf8.map { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"):
                    byte
                default:
                    UInt8(ascii: "-")
                }
            }
            return "\(String(decoding: cleaned, as: UTF8.self))-\(line)"
        }
        let cleaned = page.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return "\(String(cleaned))-\(line)"
    }

    /// What the badge says, and its style.
    package static func label(_ report: BlockReport) -> (String, String) {
        if report.status == .failed { return ("failed", "failed") }
        switch report.kind {
        case .compiled: return ("compiled", "compiled")
        case .compiledNotRun: return ("compiled, not run", "compiled")
        case .test:
            let names = report.tests.joined(separator: ", ")
            return (names.isEmpty ? "tested" : "tested: \(names)", "tested")
        case .output: return ("output checked", "output")
        case .warns: return ("warns as expected", "warns")
        case .fails: return ("fails to compile, as intended", "fails")
        case .manifest: return ("manifest checked", "compiled")
        case .skipped: return ("not verified", "skipped")
        case .notSwift: return ("shown as is", "skipped")
        case .template: return ("syntax template", "template")
        case .fragment: return ("illustrative fragment", "template")
        }
    }

    /// The badge's tooltip: the outcome and how long it took; `nil` for a skipped block, whose
    /// reason is written under it. The page and line are the reader's already, and the
    /// report's row the link opens names them.
    static func title(_ report: BlockReport) -> String? {
        guard report.status != .skipped, report.status != .template, report.status != .fragment else { return nil }
        let time = report.seconds > 0 ? ", \(Int((report.seconds * 1000).rounded())) ms" : ""
        return "\(report.status.rawValue.prefix(1).uppercased())\(report.status.rawValue.dropFirst())\(time). Open the verification report."
    }
}
