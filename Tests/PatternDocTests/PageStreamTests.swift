import Testing
@testable import PatternDocReport
@testable import PatternDocSupport

/// The pieces a page's work streams through: the report's entries page by page, read as
/// slices of the report, and the parallel map that hands each page's value to the one
/// iteration that works on it.
struct PageStreamTests {
    private func entry(_ page: String, _ index: Int) -> BlockReport {
        BlockReport(page: page, line: index * 4 + 1, index: index, kind: .compiled, isHidden: false, status: .passed)
    }

    @Test func pageReportsGiveEachPagesEntriesInTheReportsOrder() {
        let blocks = [entry("A.md", 0), entry("A.md", 1), entry("B.md", 0), entry("C.md", 0), entry("C.md", 2)]
        let pages = PageReports(blocks)
        #expect(pages.runs.map(\.page) == ["A.md", "B.md", "C.md"])
        #expect(Array(pages["A.md"]) == Array(blocks[0..<2]))
        #expect(Array(pages["C.md"]) == Array(blocks[3..<5]))
        #expect(pages["Missing.md"].isEmpty)
        #expect(pages.runs.flatMap(\.blocks) == blocks)
    }

    @Test func aPageWhoseEntriesAreApartIsReadWhole() {
        let blocks = [entry("A.md", 0), entry("B.md", 0), entry("A.md", 1)]
        let pages = PageReports(blocks)
        #expect(pages.runs.map(\.page) == ["A.md", "B.md", "A.md"])
        #expect(Array(pages["A.md"]) == [blocks[0], blocks[2]])
        #expect(pages.runs.flatMap(\.blocks) == blocks)
    }

    @Test func aHandingOverMapGivesEachElementToItsIterationInOrder() {
        let texts = (0..<200).map { "page \($0)" }
        let parallel = ParallelMap.map(handingOver: texts) { index, text in "\(index): \(text)" }
        let serial = ParallelMap.map(handingOver: texts, inParallel: false) { index, text in "\(index): \(text)" }
        #expect(parallel == (0..<200).map { "\($0): page \($0)" })
        #expect(serial == parallel)
        #expect(ParallelMap.map(handingOver: [String]()) { _, text in text }.isEmpty)
    }
}
