import Testing

@testable import PatternDoc
@testable import PatternDocLayout
@testable import PatternDocLoad
@testable import PatternDocReport
@testable import PatternDocSite
@testable import PatternDocSymbols

/// The verification report page: the pages' blocks, then the doc-comment examples by source
/// file, then each module's coverage.
@Suite struct VerificationPageTests {
    private static var report: VerificationReport {
        var report = VerificationReport(
            dependencyHash: "",
            pages: [
                .init(path: "Docs/Guide.md", title: "Guide", hash: "", reused: false),
                .init(path: "Sources/Greeting/Greeter.swift", title: "Sources/Greeting/Greeter.swift", hash: "", reused: false, module: "Greeting"),
            ],
            blocks: [
                BlockReport(page: "Docs/Guide.md", line: 5, index: 0, kind: .compiled, isHidden: false, status: .passed),
                BlockReport(page: "Sources/Greeting/Greeter.swift", line: 3, index: 0, kind: .test, isHidden: false, status: .passed),
            ],
            problems: [],
            seconds: 1
        )
        report.coverage = DocCoverage(
            declarations: [PublicDeclaration(module: "Greeting", file: "Sources/Greeting/Greeter.swift", line: 9, name: "struct Greeter", docLines: 1...8)],
            modules: ["Greeting"],
            examples: [SourcePosition(file: "Sources/Greeting/Greeter.swift", line: 3)],
            verified: [SourcePosition(file: "Sources/Greeting/Greeter.swift", line: 3)]
        )
        return report
    }

    @Test func docCommentExamplesAreListedBySourceFileAfterThePages() throws {
        let html = VerificationPage.body(report: Self.report) { $0 == "Docs/Guide.md" ? "Guide.html" : nil }

        #expect(html.contains("2 passed, 0 failed across 1 pages and the doc comments of 1 source files."))
        let guide = try #require(html.range(of: "<a href=\"Guide.html#block-0\">Docs/Guide.md:5</a>"))
        let heading = try #require(html.range(of: "<h3>Sources/Greeting/Greeter.swift</h3>"))
        let row = try #require(html.range(of: "<tr id=\"\(BlockBadge.anchor(page: "Sources/Greeting/Greeter.swift", line: 3))\""))
        #expect(guide.lowerBound < heading.lowerBound && heading.lowerBound < row.lowerBound)
    }

    @Test func theBlocksTableIsSizedByItsHeaderSoLongDetailsWrapInsteadOfLeavingThePage() throws {
        let html = VerificationPage.body(report: Self.report) { _ in nil }
        let css = try SiteAssets.styleSheet

        // Only the blocks' tables take the fixed layout; the coverage table keeps its own.
        #expect(html.components(separatedBy: "<table class=\"report blocks\">").count == 3)
        #expect(html.components(separatedBy: "<table class=\"report\">").count == 2)
        #expect(css.contains(".page table.report.blocks { display: table; width: 100%; table-layout: fixed; }"))
        #expect(css.contains("table.report.blocks td { overflow-wrap: anywhere; }"))
    }

    @Test func aShortDetailIsShownAsItIsAndALongOneIsFoldedUnderItsFirstLine() throws {
        let short = "error: cannot find 'x' in scope\n  let y = x"
        let long = (["Guide.md:7:5: error: cannot convert value of type 'Int' to expected argument type 'String'"]
            + (1...9).map { "  note: candidate \($0) <String>" }).joined(separator: "\n")
        var report = Self.report
        report.blocks = [
            BlockReport(page: "Docs/Guide.md", line: 5, index: 0, kind: .compiled, isHidden: false, status: .failed, message: short),
            BlockReport(page: "Docs/Guide.md", line: 9, index: 1, kind: .compiled, isHidden: false, status: .failed, message: long),
            BlockReport(page: "Docs/Guide.md", line: 13, index: 2, kind: .compiled, isHidden: false, status: .passed),
        ]
        let html = VerificationPage.body(report: report) { _ in nil }

        #expect(html.contains("<td><pre>error: cannot find 'x' in scope\n  let y = x</pre></tr>"))
        // Folded: the first line is the summary, the other nine lines open under it, escaped.
        let folded = try #require(html.firstRange(of: "<td><details><summary>Guide.md:7:5: error: cannot convert"))
        let rowEnd = try #require(html[folded.upperBound...].firstRange(of: "</tr>"))
        let row = html[folded.lowerBound..<rowEnd.upperBound]
        #expect(row.contains("<span class=\"report-lines\">(10 lines)</span></summary><pre>  note: candidate 1 &lt;String&gt;\n"))
        #expect(row.contains("  note: candidate 9 &lt;String&gt;</pre></details></tr>"))
        #expect(!row.contains("<pre>Guide.md:7:5"), "the first line is shown twice")
        // A block without a message keeps an empty cell.
        #expect(html.contains("<td><pre></pre></tr>"))
        #expect(try SiteAssets.styleSheet.contains("table.report details > summary {"))
    }

    @Test func eachModulesCoverageIsATableRow() {
        let html = VerificationPage.body(report: Self.report) { _ in nil }

        #expect(html.contains("<tr><td>Greeting</td><td>1</td><td>1 (100.0%)</td><td>1</td><td>1</td></tr>"))
    }
}
