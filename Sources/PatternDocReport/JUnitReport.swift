import Foundation
import PatternDocModel

/// A run's report as JUnit XML, the format CI dashboards (GitHub, GitLab, Jenkins) read: one
/// `<testsuite>` per page and one `<testcase>` per Swift block, named by its line and how it
/// is verified. A failed block carries `<failure>` with its message; a skipped one `<skipped>`
/// with its reason. Problems that belong to no block are one failed case of a last suite.
///
/// ```swift
/// import PatternDoc
///
/// var report = VerificationReport(dependencyHash: "", pages: [], blocks: [], problems: [], seconds: 1)
/// report.pages = [.init(path: "Docs/Guide.md", title: "Guide", hash: "", reused: false)]
/// report.blocks = [BlockReport(page: "Docs/Guide.md", line: 3, index: 0, kind: .test, isHidden: false, status: .passed)]
/// let xml = JUnitReport.xml(for: report)
/// assert(xml.contains("<testcase name=\"Docs/Guide.md:3 (test)\" classname=\"Docs.Guide\""))
/// ```
public enum JUnitReport {
    /// The XML document for `report`.
    public static func xml(for report: VerificationReport) -> String {
        let blocksByPage = Dictionary(grouping: report.blocks, by: \.page)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"patterndoc\" tests=\"\(report.blocks.count + report.problems.count)\" "
                + "failures=\"\(report.failedCount + report.problems.count)\" skipped=\"\(report.skippedCount + report.templateCount)\" "
                + "time=\"\(seconds(report.seconds))\">",
        ]
        for page in report.pages {
            let blocks = blocksByPage[page.path] ?? []
            let failures = blocks.count { $0.status == .failed }
            let skipped = blocks.count { $0.status == .skipped || $0.status == .template || $0.status == .fragment }
            let time = blocks.reduce(0) { $0 + $1.seconds }
            lines.append("  <testsuite name=\"\(escaped(page.path))\" tests=\"\(blocks.count)\" failures=\"\(failures)\" "
                + "skipped=\"\(skipped)\" time=\"\(seconds(time))\">")
            for block in blocks {
                lines += testCase(block)
            }
            lines.append("  </testsuite>")
        }
        if !report.problems.isEmpty {
            lines.append("  <testsuite name=\"patterndoc\" tests=\"\(report.problems.count)\" failures=\"\(report.problems.count)\" skipped=\"0\" time=\"0\">")
            for (number, problem) in report.problems.enumerated() {
                lines.append("    <testcase name=\"problem \(number + 1)\" classname=\"patterndoc\" time=\"0\">")
                lines.append("      <failure message=\"\(escaped(firstLine(problem)))\">\(escaped(problem))</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the XML for `report` to `path` all at once.
    ///
    /// - Throws: a ``DocError`` naming the file when it cannot be written.
    public static func write(_ report: VerificationReport, to path: String) throws {
        do {
            try Data(xml(for: report).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw DocError(at: nil, "could not write the JUnit report to \(path): \(error.localizedDescription)", hint: "Check that the folder is writable.")
        }
    }

    private static func testCase(_ block: BlockReport) -> [String] {
        let name = "\(block.page):\(block.line) (\(block.kind.rawValue))"
        // Dashboards group by class name: the page's path as a dotted name, without its extension.
        let className = (block.page as NSString).deletingPathExtension.replacingOccurrences(of: "/", with: ".")
        let open = "    <testcase name=\"\(escaped(name))\" classname=\"\(escaped(className))\" time=\"\(seconds(block.seconds))\""
        switch block.status {
        case .passed:
            return [open + "/>"]
        case .skipped:
            return [open + ">", "      <skipped message=\"\(escaped(block.message ?? "skipped"))\"/>", "    </testcase>"]
        case .template:
            // A syntax template is shown, never compiled: a dashboard counts it as skipped.
            return [open + ">", "      <skipped message=\"syntax template: not compiled\"/>", "    </testcase>"]
        case .fragment:
            // An illustrative fragment is shown, not verified: skipped too, with what it uses.
            return [open + ">", "      <skipped message=\"\(escaped(block.message ?? "illustrative fragment"))\"/>", "    </testcase>"]
        case .failed:
            let message = block.message ?? "failed"
            return [
                open + ">",
                "      <failure message=\"\(escaped(firstLine(message)))\" type=\"\(block.kind.rawValue)\">\(escaped(message))</failure>",
                "    </testcase>",
            ]
        }
    }

    private static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }

    private static func seconds(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f", value) : "0"
    }

    /// Text escaped for an XML attribute or element; characters XML 1.0 cannot hold at all
    /// (control characters other than tab and newline, as a crashing program may print) become `?`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\t", " "..."~": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "?"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
