import Foundation
import PatternDocSymbols

/// Everything one verification run found, block by block: what `patterndoc test` prints a
/// summary of, what it writes as JSON, and what the site reads to badge each block.
///
/// Read one to act on a run: count what passed and failed, print its failures
/// (``FailureSummary``), annotate a pull request (``GitHubAnnotations``), or join the reports of
/// shards (``merged(_:)``). Its JSON, `report.json`, is the same value:
///
/// ```swift
/// import PatternDoc
///
/// var report = VerificationReport(dependencyHash: "", pages: [], blocks: [], problems: [], seconds: 2)
/// report.pages = [.init(path: "Docs/Guide.md", title: "Guide", hash: "", reused: false)]
/// report.blocks = [
///     BlockReport(page: "Docs/Guide.md", line: 3, index: 0, kind: .compiled, isHidden: false, status: .passed),
///     BlockReport(page: "Docs/Guide.md", line: 9, index: 1, kind: .test, isHidden: false, status: .failed,
///                 message: "Expectation failed: (count → 1) == 2"),
/// ]
/// assert(report.passedCount == 1 && report.failedCount == 1)
///
/// let read = VerificationReport.decode(try report.json())
/// assert(read?.blocks == report.blocks && read?.pages == report.pages)
/// ```
public struct VerificationReport: Sendable {
    /// One page's part of the run: a Markdown page, or the doc comments of one `.swift` file
    /// (which has a ``module``).
    ///
    /// ```swift
    /// import PatternDoc
    ///
    /// let page = VerificationReport.PageEntry(path: "Sources/Shop/Cart.swift", title: "Cart.swift",
    ///                                         hash: "3f2a", reused: true, module: "Shop")
    /// assert(page.module == "Shop" && page.reused)
    /// ```
    public struct PageEntry: Hashable, Sendable {
        /// The page, `Docs/Scoping.md`.
        public var path: String
        /// Its title.
        public var title: String
        /// The content hash the page had when it was verified.
        public var hash: String
        /// Whether this run reused the page's previous results because nothing it depends on
        /// changed.
        public var reused: Bool
        /// For the page of a source file's doc comments, the file's module; `nil` for a
        /// Markdown page.
        public var module: String?

        /// Creates an entry.
        public init(path: String, title: String, hash: String, reused: Bool, module: String? = nil) {
            self.path = path
            self.title = title
            self.hash = hash
            self.reused = reused
            self.module = module
        }
    }

    /// The format of this file; bumped when fields change meaning.
    public var version = 1
    /// The hash of everything the pages depend on besides themselves (the package's sources,
    /// patterndoc's own version).
    public var dependencyHash: String
    /// The pages, in docs order.
    public var pages: [PageEntry]
    /// Every Swift block of those pages, in page order then block order.
    public var blocks: [BlockReport]
    /// Problems that belong to no block (a build that failed outside the docs, a tool that
    /// could not start), with what to do.
    public var problems: [String]
    /// Seconds the run took.
    public var seconds: Double
    /// How many times the doc workspace was built: 1 when everything compiled, more when
    /// blocks that do not compile were left out one build after another; 0 when every page's
    /// result was reused.
    public var builds: Int = 0
    /// How much of the package's public API is documented and carries a verified example, read
    /// from the sources; `nil` in a report written before coverage was counted.
    public var coverage: DocCoverage?
    /// The share of the pages this run verified (`--shard K/N`); `nil` for a whole run.
    public var shard: Shard?

    /// Creates a report.
    public init(
        dependencyHash: String,
        pages: [PageEntry],
        blocks: [BlockReport],
        problems: [String],
        seconds: Double
    ) {
        self.dependencyHash = dependencyHash
        self.pages = pages
        self.blocks = blocks
        self.problems = problems
        self.seconds = seconds
    }

    /// How many blocks passed.
    public var passedCount: Int { count(.passed) }
    /// How many blocks failed.
    public var failedCount: Int { count(.failed) }
    /// How many blocks were skipped, each with its reason.
    public var skippedCount: Int { count(.skipped) }

    /// How many blocks are syntax templates, shown and not compiled.
    public var templateCount: Int { count(.template) }

    /// How many blocks are illustrative fragments (``BlockReport/Status/fragment``): shown,
    /// and not verified, since they use names that nothing declares.
    public var fragmentCount: Int { count(.fragment) }

    /// How many blocks have `status`: each entry's status read in place, not each entry copied
    /// (a report may hold tens of thousands).
    private func count(_ status: BlockReport.Status) -> Int {
        var count = 0
        for position in blocks.indices where blocks[position].status == status { count += 1 }
        return count
    }

    /// Whether everything passed and nothing went wrong outside the blocks.
    public var succeeded: Bool { failedCount == 0 && problems.isEmpty }

    /// `N passed, N failed`, with `, N skipped`, `, N syntax templates` and `, N illustrative
    /// fragments` when there are any:
    /// the line test runners end with.
    public var summaryLine: String {
        let skipped = skippedCount
        let templates = templateCount
        var line = "\(passedCount) passed, \(failedCount) failed"
        if skipped > 0 { line += ", \(skipped) skipped" }
        if templates > 0 { line += ", \(templates) syntax template\(templates == 1 ? "" : "s")" }
        let fragments = fragmentCount
        if fragments > 0 { line += ", \(fragments) illustrative fragment\(fragments == 1 ? "" : "s")" }
        return line
    }

    /// The report as JSON, one page or block a line, which ``decode(_:)`` reads back.
    public func json() throws -> Data {
        try ReportJSONWriter.data(self)
    }

    /// Reads a report written by ``json()``; `nil` when the data is not one.
    public static func decode(_ data: Data) -> VerificationReport? {
        ReportJSONReader.report(from: data)
    }
}
