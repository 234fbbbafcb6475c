import Foundation
import PatternDocModel
import PatternDocReport

/// Which pages' results of the last run still hold, and the hash of every page of this run.
///
/// A page's previous result is reused only when its text and everything it depends on are
/// unchanged (the report's `dependencyHash` is this run's reuse key), and only when it passed:
/// a failure may have been caused by something else that has since been fixed. A report given
/// with `--from-report` is taken whole, once checked against the pages as they are.
struct PreviousResults {
    /// Page path → the hash of its text (and of the snippets it includes).
    var hashes: [String: String]
    /// The pages whose previous results are reused.
    var reusable: Set<String>
    /// The previous run's block reports, by page path.
    var blocks: [String: [BlockReport]]

    /// Reads the previous report (or the given one) and matches it to `pages`, whose hashes
    /// (by page path) the prepare stage took before it let go of their Markdown.
    static func find(
        for pages: [DocPage],
        hashes: [String: String],
        reuseKey: String,
        options: VerifyOptions
    ) throws -> PreviousResults {
        let previous = options.givenReport ?? FileManager.default.contents(atPath: options.reportPath).flatMap(VerificationReport.decode)
        if let given = options.givenReport {
            try GivenReportCheck.check(given, pages: pages, hashes: hashes)
        }
        let reusable: Set<String> = options.givenReport != nil ? Set(pages.map(\.path)) : previous.map { report -> Set<String> in
            guard report.dependencyHash == reuseKey, report.problems.isEmpty else { return Set<String>() }
            let failedPages = Set(report.blocks.filter { $0.status == .failed }.map(\.page))
            return Set(report.pages.filter { hashes[$0.path] == $0.hash && !failedPages.contains($0.path) }.map(\.path))
        } ?? []
        return PreviousResults(hashes: hashes, reusable: reusable, blocks: Dictionary(grouping: previous?.blocks ?? [], by: \.page))
    }
}
