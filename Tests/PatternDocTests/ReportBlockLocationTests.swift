import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocPlan
@testable import PatternDocReport
@testable import PatternDocVerify

/// Each report entry says where its block ends, and a hidden block's entry holds its code, so
/// that a reader of the JSON report (the browser test) needs no Markdown: the verdicts write
/// both from the prepared block, as they make the entry.
@Suite struct ReportBlockLocationTests {
    static let page = DocPage(path: "Docs/Guide.md", title: "Guide", markdown: """
        # Guide

        ```swift hidden
        struct Setup {}
        let setup = Setup()
        ```

        ```swift
        print(setup)
        ```

        ```swift
        ```

        """)

    /// The report of `page`'s blocks as the verdicts make it, with nothing built or run.
    static func report(_ page: DocPage = page) throws -> VerificationReport {
        let blocks = PreparedPage(CodeBlockExtractor.extractEachBlock(from: page)).blocks
        let entries = BlockVerdicts(
            page: page, blocks: blocks, leftOut: [:], buildSucceeded: false, modules: [], tests: TestEvents(),
            programs: [:], failOutcomes: [], timeout: 60, facts: { BlockFacts($0) }
        ).reports()
        return VerificationReport(dependencyHash: "", pages: [], blocks: entries, problems: [], seconds: 0)
    }

    @Test func eachEntryGetsItsClosingFencesLineAndOnlyAHiddenBlockItsCode() throws {
        let report = try Self.report()
        #expect(report.blocks.map(\.line) == [3, 8, 12])
        #expect(report.blocks.map(\.endLine) == [6, 10, 13])
        #expect(report.blocks.map(\.code) == ["struct Setup {}\nlet setup = Setup()\n", nil, nil])
    }

    @Test func aTemplateAnInvalidBlockAndAContinuationAreLocatedToo() throws {
        let page = DocPage(path: "Docs/Kinds.md", title: "Kinds", markdown: """
            ```swift hidden
            func <#name#>() {}
            ```

            ```swift tset
            let broken = 1
            ```

            ```swift
            struct Tally {
            ```

            ```swift continues
            }
            ```

            """)
        let report = try Self.report(page)
        #expect(report.blocks.map(\.status) == [.template, .failed, .failed, .failed])
        #expect(report.blocks.map(\.endLine) == [3, 7, 11, 15])
        #expect(report.blocks.map(\.code) == ["func <#name#>() {}\n", nil, nil, nil])
    }

    @Test func theEndLineAndTheHiddenCodeSurviveTheJSON() throws {
        let report = try Self.report()
        let json = try report.json()
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""line":3,"endLine":6,"#))
        #expect(text.contains(#""code":"struct Setup {}\nlet setup = Setup()\n""#))
        let read = try #require(VerificationReport.decode(json))
        #expect(read.blocks == report.blocks)
    }

    @Test func aReportWrittenBeforeEndLinesAndHiddenCodeReadsAsHavingNone() throws {
        let old = Data("""
            {"version":1,"dependencyHash":"","seconds":0,"builds":1,"problems":[],"pages":[],"blocks":[
            {"page":"Docs/Guide.md","line":3,"index":0,"kind":"compiled","isHidden":true,"status":"passed","tests":[],"seconds":0,"previews":[]}
            ]}
            """.utf8)
        let report = try #require(VerificationReport.decode(old))
        #expect(report.version == 1)
        #expect(report.blocks.first?.endLine == nil)
        #expect(report.blocks.first?.code == nil)
        #expect(report.blocks.first?.isHidden == true)
    }
}
