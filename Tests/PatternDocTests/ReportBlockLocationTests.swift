import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocReport
import PatternDocPlan

/// Each report entry says where its block ends, and a hidden block's entry holds its code, so
/// that a reader of the JSON report (the browser test) needs no Markdown.
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

    static func report(_ blocks: [CodeBlock]) -> VerificationReport {
        let entries = blocks.map { block in
            BlockReport(
                page: block.page, line: block.fenceLine, index: block.index, kind: BlockReport.Kind(block.attributes),
                isHidden: block.attributes.isHidden, status: .passed
            )
        }
        return VerificationReport(dependencyHash: "", pages: [], blocks: entries, problems: [], seconds: 0)
    }

    /// `blocks` as the prepare stage records them.
    static func prepared(_ blocks: some Sequence<CodeBlock>) -> [PreparedBlock] {
        blocks.map { PreparedBlock($0, problems: []) }
    }

    @Test func eachEntryGetsItsClosingFencesLineAndOnlyAHiddenBlockItsCode() throws {
        let blocks = try blocksWithoutProblems(of: Self.page)
        var report = Self.report(blocks)
        report.locateBlocks { $0 == Self.page.path ? Self.prepared(blocks) : [] }
        #expect(report.blocks.map(\.line) == [3, 8, 12])
        #expect(report.blocks.map(\.endLine) == [6, 10, 13])
        #expect(report.blocks.map(\.code) == ["struct Setup {}\nlet setup = Setup()\n", nil, nil])
    }

    @Test func anEntryWhoseBlockIsNotAmongTheBlocksIsLeftAsItIs() throws {
        let blocks = try blocksWithoutProblems(of: Self.page)
        var report = Self.report(blocks)
        let byPage = [Self.page.path: Self.prepared(blocks.prefix(1)), "Docs/Other.md": Self.prepared(blocks)]
        report.locateBlocks { byPage[$0] ?? [] }
        #expect(report.blocks.map(\.endLine) == [6, nil, nil])
    }

    @Test func theEndLineAndTheHiddenCodeSurviveTheJSON() throws {
        let blocks = try blocksWithoutProblems(of: Self.page)
        var report = Self.report(blocks)
        report.locateBlocks { $0 == Self.page.path ? Self.prepared(blocks) : [] }
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
