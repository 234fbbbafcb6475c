import Foundation
import Testing

@testable import PatternDoc

/// The report file is written by hand and read by `JSONDecoder`: every field must survive the
/// trip, whatever its text holds.
struct ReportJSONTests {
    static let awkward = "quote \" backslash \\ newline \n tab \t </script> \u{2028} é 🙂 \u{1}"

    static func fullReport() throws -> VerificationReport {
        var failed = BlockReport(
            page: "Docs/\(awkward).md", line: 12, index: 3, kind: .test, isHidden: true, status: .failed,
            message: awkward, tests: ["first()", "second(\(awkward))"], seconds: 0.125,
            previews: [BlockPreview(title: awkward, html: "<p>&lt;3</p>")]
        )
        failed.cause = FailureCause.allCases.first
        failed.suggestedAttribute = "swift skip(\"\(awkward)\")"
        let plain = BlockReport(page: "Docs/A.md", line: 1, index: 0, kind: .compiled, isHidden: false, status: .passed)
        var report = VerificationReport(
            dependencyHash: "0123abcd",
            pages: [
                .init(path: "Docs/A.md", title: awkward, hash: "h1", reused: true),
                .init(path: "Sources/M/F.swift", title: "F", hash: "h2", reused: false, module: "M"),
            ],
            blocks: [plain, failed],
            problems: [awkward, "second"],
            seconds: 3.5
        )
        report.builds = 2
        report.coverage = try JSONDecoder().decode(
            DocCoverage.self,
            from: Data(#"{"modules":[{"name":"M","symbols":4,"documented":3,"withExamples":2,"verified":1}]}"#.utf8)
        )
        return report
    }

    @Test func everyFieldReadsBackAsItWasWritten() throws {
        let report = try Self.fullReport()

        let read = try #require(VerificationReport.decode(try report.json()))

        #expect(read.version == report.version)
        #expect(read.dependencyHash == report.dependencyHash)
        #expect(read.pages == report.pages)
        #expect(read.blocks == report.blocks)
        #expect(read.problems == report.problems)
        #expect(read.seconds == report.seconds)
        #expect(read.builds == report.builds)
        #expect(read.coverage == report.coverage)
    }

    @Test func anEmptyReportIsValidJSONThatReadsBack() throws {
        let report = VerificationReport(dependencyHash: "", pages: [], blocks: [], problems: [], seconds: 0)

        let data = try report.json()

        #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
        let read = try #require(VerificationReport.decode(data))
        #expect(read.blocks.isEmpty && read.pages.isEmpty && read.coverage == nil)
    }

    @Test func eachPageAndBlockIsALineOfItsOwn() throws {
        let text = String(decoding: try Self.fullReport().json(), as: UTF8.self)
        let lines = text.split(separator: "\n")

        #expect(lines.filter { $0.hasPrefix("{\"path\":") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("{\"page\":") }.count == 2)
    }
}
