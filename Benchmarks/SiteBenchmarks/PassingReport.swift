import Foundation
import PatternDoc
import PatternDocPlan

/// A verification report in which every Swift block passed, standing in for a real
/// verification run so that the site draws every block's badge without compiling anything.
enum PassingReport {
    /// The report for the blocks of `prepared`, in the docs' page order; a `test` block lists
    /// the tests its facts (lexed once, by the prepared docs) hold.
    static func make(_ prepared: PreparedDocs) -> VerificationReport {
        var random = SeededGenerator(seed: 7)
        let pages = prepared.docs.pages
        let reports = pages.flatMap { page in
            prepared.blocks(of: page.path).map(\.block).filter(\.attributes.isSwift).map { block in
                let kind = BlockReport.Kind(block.attributes)
                return BlockReport(
                    page: page.path,
                    line: block.fenceLine,
                    index: block.index,
                    kind: kind,
                    isHidden: block.attributes.isHidden,
                    status: .passed,
                    tests: kind == .test ? prepared.testNames(of: block) : [],
                    seconds: Double(random.number(in: 1...40)) / 1_000
                )
            }
        }
        return VerificationReport(
            dependencyHash: "benchmark",
            pages: entries(pages),
            blocks: reports,
            problems: [],
            seconds: 0
        )
    }

    /// The report's page entries, as a passing run writes them.
    private static func entries(_ pages: [DocPage]) -> [VerificationReport.PageEntry] {
        pages.map { VerificationReport.PageEntry(path: $0.path, title: $0.title, hash: "benchmark", reused: false) }
    }
}
