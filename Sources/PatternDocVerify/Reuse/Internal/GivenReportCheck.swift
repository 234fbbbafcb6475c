import PatternDocModel
import PatternDocReport

/// Checks that a report given to `build --from-report` was made from the docs as they are now,
/// so that the site never shows a verdict for code that has changed since it was verified.
enum GivenReportCheck {
    /// Throws when a page of `pages` is missing from `report` or had other content (`hashes`,
    /// by page path) when the report was made.
    static func check(_ report: VerificationReport, pages: [DocPage], hashes: [String: String]) throws {
        let known = Dictionary(report.pages.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        let missing = pages.filter { known[$0.path] == nil }.map(\.path)
        let changed = pages.filter { known[$0.path] != nil && known[$0.path] != hashes[$0.path] }.map(\.path)
        var errors: [DocError] = []
        if !missing.isEmpty {
            errors.append(DocError(
                at: nil,
                "the report has no verdicts for \(missing.joined(separator: ", ")).",
                hint: "Give the report of a whole run (or the merged report of every shard) of these docs."
            ))
        }
        if !changed.isEmpty {
            errors.append(DocError(
                at: nil,
                "\(changed.joined(separator: ", ")) changed since the report was made, so its verdicts do not hold for \(changed.count == 1 ? "it" : "them").",
                hint: "Verify the docs again ('patterndoc test --report FILE'), or build without --from-report."
            ))
        }
        if report.shard != nil {
            errors.append(DocError(
                at: nil,
                "the report is one shard's (\(report.shard!)), with part of the pages only.",
                hint: "Join the reports of every shard with 'patterndoc merge-reports' and build from the merged report."
            ))
        }
        guard errors.isEmpty else { throw DocErrors(errors) }
    }
}
