/// The part of `patterndoc test`'s output that lists what failed, each with its file:line and
/// the compiler's or test's message, so a reader can jump to the Markdown line.
///
/// Use it to print a report's failures where a person reads them (a terminal, a CI log):
///
/// ```swift
/// import PatternDoc
///
/// var report = VerificationReport(dependencyHash: "", pages: [], blocks: [], problems: [], seconds: 0)
/// report.blocks = [BlockReport(page: "Docs/Guide.md", line: 12, index: 0, kind: .compiled, isHidden: false,
///                              status: .failed, message: "error: cannot find 'x' in scope")]
/// let text = FailureSummary.text(for: report)
/// assert(text.contains("Docs/Guide.md:12: error: compiled block failed\n    error: cannot find 'x' in scope"))
/// report.blocks[0].status = .passed
/// assert(FailureSummary.text(for: report).isEmpty)
/// ```
public enum FailureSummary {
    /// The failures and problems of `report`, or an empty string when there are none.
    public static func text(for report: VerificationReport) -> String {
        let failed = report.blocks.filter { $0.status == .failed }
        guard !failed.isEmpty || !report.problems.isEmpty else { return "" }
        var lines = ["", "Failures:"]
        for block in failed {
            lines.append("\(block.position): error: \(block.kind.rawValue) block failed")
            for line in (block.message ?? "").split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append("    \(line)")
            }
        }
        let sourcePages = Set(report.pages.filter { $0.module != nil }.map(\.path))
        let inComments = failed.count { sourcePages.contains($0.page) }
        if inComments > 0 {
            let which = inComments == failed.count ? "They are" : "\(inComments) of them are"
            lines.append("\(which) examples in doc comments: fix each, mark its fence `swift skip(\"reason\")`, "
                + "or pass --no-doc-comments to verify the Markdown pages alone.")
        }
        for problem in report.problems {
            lines.append("error: \(problem)")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }
}
