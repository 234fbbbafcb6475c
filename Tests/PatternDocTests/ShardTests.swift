import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocReport
@testable import PatternDocSymbols

/// `--shard K/N` deals the pages round the table, and `merge-reports` deals them back.
struct ShardTests {
    @Test func everyPageIsInExactlyOneShardAndSharesDifferByOneAtMost() {
        let pages = (1...11).map { "P\($0).md" }
        let shards = (1...4).map { Shard(index: $0, count: 4).pick(pages) }
        #expect(shards.flatMap { $0 }.sorted() == pages.sorted())
        #expect(Set(shards.map(\.count)) == [2, 3])
        #expect(shards[0] == ["P1.md", "P5.md", "P9.md"])
    }

    @Test func aShardIsReadFromKSlashN() throws {
        #expect(try Shard(parsing: "3/5") == Shard(index: 3, count: 5))
        #expect(Shard(index: 1, count: 1).description == "1/1")
        for bad in ["0/2", "3/2", "1/0", "1", "a/b", "1/2/3", "-1/2", ""] {
            #expect(throws: DocError.self, "'\(bad)'") { try Shard(parsing: bad) }
        }
    }

    @Test func moreShardsThanPagesLeavesSomeShardsEmpty() {
        #expect(Shard(index: 3, count: 3).pick(["A.md", "B.md"]).isEmpty)
    }

    private func report(_ pages: [String], shard: Shard?, problems: [String] = [], verified: Int? = nil) -> VerificationReport {
        var report = VerificationReport(
            dependencyHash: "h",
            pages: pages.map { .init(path: $0, title: $0, hash: "#\($0)", reused: false) },
            blocks: pages.flatMap { page in
                [BlockReport(page: page, line: 3, index: 0, kind: .compiled, isHidden: false, status: .passed),
                 BlockReport(page: page, line: 9, index: 1, kind: .test, isHidden: false, status: page == "C.md" ? .failed : .passed)]
            },
            problems: problems,
            seconds: Double(pages.count)
        )
        report.shard = shard
        report.builds = 1
        var coverage = DocCoverage(declarations: [], modules: ["M"], examples: [], verified: nil)
        coverage.modules = [.init(name: "M", symbols: 10, documented: 8, withExamples: 4, verified: verified)]
        report.coverage = coverage
        return report
    }

    @Test func mergedShardsEqualTheWholeRunInVerdicts() throws {
        let pages = ["A.md", "B.md", "C.md", "D.md", "E.md"]
        let whole = report(pages, shard: nil, problems: ["p"], verified: 3)
        let shards = (1...2).map { index in
            report(Shard(index: index, count: 2).pick(pages), shard: Shard(index: index, count: 2), problems: ["p"], verified: index)
        }
        let merged = try VerificationReport.merged(shards.reversed())
        #expect(merged.pages == whole.pages)
        #expect(merged.blocks == whole.blocks)
        #expect(merged.problems == ["p"])
        #expect(merged.coverage == whole.coverage)
        #expect(merged.shard == nil)
        #expect(merged.builds == 2)
        #expect(merged.seconds == 3)
        #expect(merged.summaryLine == whole.summaryLine)
    }

    @Test func aMissingOrRepeatedShardOrAnotherRunsShardIsRefused() {
        let one = report(["A.md"], shard: Shard(index: 1, count: 3))
        let two = report(["B.md"], shard: Shard(index: 2, count: 3))
        func message(_ shards: [VerificationReport]) -> String {
            do {
                _ = try VerificationReport.merged(shards)
                return "merged"
            } catch {
                return "\(error)"
            }
        }
        #expect(message([one, two]).contains("shard 3/3 is missing"))
        #expect(message([one]).contains("shards 2/3, 3/3 are missing"))
        #expect(message([one, one]).contains("shard 1/3 was given twice"))
        #expect(message([one, report(["B.md"], shard: Shard(index: 2, count: 2))]).contains("different sharded runs"))
        #expect(message([one, report(["B.md"], shard: nil)]).contains("report 2 is not a shard's"))
        #expect(message([]).contains("no shard reports"))
    }

    @Test func theShardIsKeptInTheReportsJSON() throws {
        let written = report(["A.md"], shard: Shard(index: 2, count: 7))
        let read = try #require(VerificationReport.decode(try written.json()))
        #expect(read.shard == Shard(index: 2, count: 7))
        #expect(ReportJSONReader.report(from: try written.json())?.shard == Shard(index: 2, count: 7))
        #expect(VerificationReport.decode(try report(["A.md"], shard: nil).json())?.shard == nil)
    }

    @Test func aReportsShardIsWrittenIndexFirstAndOnlyKOfNIsRead() throws {
        let json = String(decoding: try report(["A.md"], shard: Shard(index: 2, count: 7)).json(), as: UTF8.self)
        #expect(json.contains(#","shard":{"index":2,"count":7}}"#))
        for (shard, readable) in [(#"{"index":3,"count":2}"#, false), (#"{"index":0,"count":2}"#, false),
                            (#"{"index":1}"#, false), (#"{"count":2,"index":1}"#, true), (#"null"#, true)] {
            let edited = json.replacingOccurrences(of: #"{"index":2,"count":7}"#, with: shard)
            #expect((VerificationReport.decode(Data(edited.utf8)) != nil) == readable, "shard \(shard)")
        }
    }
}
