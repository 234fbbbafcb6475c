import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocPlan
@testable import PatternDocReport
@testable import PatternDocVerify

/// The preview lines a page's program prints: taken out of each block's output, kept in its
/// report, and a malformed one fails its block.
@Suite struct PreviewLinesTests {
    private let marker = "\u{1}patterndoc-preview\u{1}"

    @Test func aPreviewLineBecomesAPreviewAndLeavesTheOutput() {
        let lines = PreviewLines(parsing: "3\n\(marker)Counter\u{1}<div class=\"cui-screen\">3</div>\n")

        #expect(lines.output == "3\n")
        #expect(lines.previews == [BlockPreview(title: "Counter", html: "<div class=\"cui-screen\">3</div>")])
        #expect(lines.problems.isEmpty)
    }

    @Test func severalPreviewsKeepTheirOrderAndTheirHTMLAsPrinted() {
        let text = "before\n\(marker)One\u{1}<p>a &amp; b</p>\nbetween\n\(marker)\u{1}<p>x&#10;y</p>\n\(marker)Three\u{1}\nafter\n"
        let lines = PreviewLines(parsing: text)

        #expect(lines.previews == [
            BlockPreview(title: "One", html: "<p>a &amp; b</p>"),
            BlockPreview(title: "", html: "<p>x&#10;y</p>"),
            BlockPreview(title: "Three", html: ""),
        ])
        #expect(lines.output == "before\nbetween\nafter\n")
        #expect(lines.problems.isEmpty)
    }

    @Test func textBeforeTheMarkerOnItsLineStaysInTheOutput() {
        let lines = PreviewLines(parsing: "count: \(marker)T\u{1}<p>1</p>\n")

        #expect(lines.output == "count: \n")
        #expect(lines.previews.map(\.title) == ["T"])
    }

    @Test func outputWithoutPreviewsIsLeftAsItIs() {
        let text = "a\n\nb\u{1}c\n"
        let lines = PreviewLines(parsing: text)

        #expect(lines.output == text)
        #expect(lines.previews.isEmpty)
        #expect(lines.problems.isEmpty)
    }

    @Test func aLineWithoutTheSecondSeparatorIsAProblemThatSaysWhichLineAndWhatToDo() throws {
        let lines = PreviewLines(parsing: "ok\n\(marker)Broken <p>no separator</p>\n")

        #expect(lines.previews.isEmpty)
        #expect(lines.output == "ok\n")
        let problem = try #require(lines.problems.first)
        #expect(lines.problems.count == 1)
        #expect(problem.hasPrefix("line 2 of what this block printed starts a rendered preview"))
        #expect(problem.contains("Broken <p>no separator</p>"))
        #expect(problem.contains("has no \"\\u{1}\" after its title"))
        #expect(problem.contains("host.preview(\"title\")"))
    }

    // MARK: In the block's report

    private static let page = DocPage(
        path: "Docs/Counter.md",
        title: "Counter",
        markdown: "# Counter\n\n```swift output\nprint(3)\n```\n\n```text\n3\n```\n\n```swift\nprint(4)\n```\n"
    )

    /// The reports of the page's two Swift blocks after a run that printed `first` and `second`.
    private func reports(first: String, second: String = "4\n", status: Int32 = 0) throws -> [BlockReport] {
        let blocks = try blocksWithoutProblems(of: Self.page)
        let swift = blocks.filter(\.attributes.isSwift)
        let module = PlannedModule(
            name: "DocCounter",
            page: Self.page.path,
            testTarget: "DocCounterTests",
            blocks: swift,
            programBlocks: swift.map(\.index),
            tests: [:]
        )
        let prefix = ProgramOutput.markerPrefix
        let out = "\(prefix)\(swift[0].index)\n\(first)\(prefix)\(swift[1].index)\n\(second)"
        let run = ProgramRun(
            output: ProgramOutput(standardOutput: out, standardError: ""),
            status: status,
            seconds: 0.1,
            rawError: ""
        )
        let verdicts = BlockVerdicts(
            page: Self.page,
            blocks: PreparedPage(blocks: blocks).blocks,
            leftOut: [:],
            buildSucceeded: true,
            modules: [module],
            tests: TestEvents(),
            programs: [module.name: run],
            failOutcomes: [],
            timeout: 60,
            facts: { BlockFacts($0) }
        )
        return verdicts.reports()
    }

    @Test func anOutputBlockIsComparedWithoutItsPreviewsAndKeepsThem() throws {
        let reports = try reports(first: "\(marker)Three\u{1}<p>3</p>\n3\n\(marker)Again\u{1}<p>3!</p>\n")

        #expect(reports.map(\.status) == [.passed, .passed])
        #expect(reports[0].kind == .output)
        #expect(reports[0].previews == [
            BlockPreview(title: "Three", html: "<p>3</p>"),
            BlockPreview(title: "Again", html: "<p>3!</p>"),
        ])
        #expect(reports[1].previews.isEmpty)
    }

    @Test func aPlainBlockKeepsItsPreview() throws {
        let reports = try reports(first: "3\n", second: "4\n\(marker)Four\u{1}<p>4</p>\n")

        #expect(reports.map(\.status) == [.passed, .passed])
        #expect(reports[1].previews == [BlockPreview(title: "Four", html: "<p>4</p>")])
    }

    @Test func aMalformedPreviewLineFailsItsBlock() throws {
        let reports = try reports(first: "3\n", second: "4\n\(marker)Four <p>4</p>\n")

        #expect(reports[0].status == .passed)
        #expect(reports[1].status == .failed)
        #expect(reports[1].message?.hasPrefix("line 2 of what this block printed starts a rendered preview") == true)
    }

    @Test func aPreviewDoesNotHideAWrongOutput() throws {
        let reports = try reports(first: "\(marker)Three\u{1}<p>3</p>\n2\n")

        #expect(reports[0].status == .failed)
        #expect(reports[0].message == "the output differs from the text block that follows.\nExpected:\n3\nActual:\n2")
    }

    @Test func previewsSurviveTheReportsJSONAndAnOlderReportReadsAsHavingNone() throws {
        let block = BlockReport(
            page: "Docs/Counter.md", line: 3, index: 0, kind: .compiled, isHidden: false, status: .passed,
            previews: [BlockPreview(title: "T", html: "<p>&lt;3</p>")]
        )
        let report = VerificationReport(dependencyHash: "h", pages: [], blocks: [block], problems: [], seconds: 1)
        let json = String(decoding: try report.json(), as: UTF8.self)

        #expect(json.contains("\"previews\":["))
        #expect(json.contains("\"html\":\"<p>&lt;3<\\/p>\""))
        #expect(VerificationReport.decode(try report.json())?.blocks == [block])

        let older = json.replacingOccurrences(
            of: #"(?s),\s*"previews"\s*:\s*\[.*?\]"#, with: "", options: .regularExpression
        )
        #expect(!older.contains("previews"))
        #expect(VerificationReport.decode(Data(older.utf8))?.blocks.first?.previews == [])
    }
}
