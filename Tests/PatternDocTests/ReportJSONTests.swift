import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocReport
@testable import PatternDocSupport
@testable import PatternDocSymbols

/// The report file is written and read field by field, by one declaration of its fields: every
/// field must survive the trip, whatever its text holds, and come out as the bytes earlier
/// versions wrote.
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
        report.coverage = DocCoverage(modules: [
            .init(name: "M", symbols: 4, documented: 3, withExamples: 2, verified: 1),
            .init(name: awkward, symbols: 0, documented: 0, withExamples: 0),
        ])
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

    @Test func theSameReportIsWrittenAsTheSameBytesNestedValuesWithSortedKeys() throws {
        let report = try Self.fullReport()
        let first = try report.json()
        for _ in 0..<5 { #expect(try report.json() == first) }
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains(#""coverage":{"modules":[{"documented":3,"name":"M","symbols":4,"verified":1,"withExamples":2},{"documented":0,"name":"#))
        // A block that took no time writes its seconds as Double's description would.
        let idle = BlockReport(page: "Docs/A.md", line: 1, index: 0, kind: .skipped, isHidden: false, status: .skipped, message: "later")
        let written = String(decoding: try VerificationReport(dependencyHash: "", pages: [], blocks: [idle], problems: [], seconds: 0).json(), as: UTF8.self)
        #expect(written.contains(#""seconds":0.0,"previews":[]"#))
        #expect(written.hasPrefix(#"{"version":1,"dependencyHash":"","seconds":0.0,"#))
    }

    /// The shape `JSONEncoder` gave a block's previews and the coverage when it wrote them.
    struct EncodedPreview: Encodable { var title, html: String }
    struct EncodedModule: Encodable { var name: String, symbols, documented, withExamples: Int, verified: Int? }
    struct EncodedCoverage: Encodable { var modules: [EncodedModule] }

    @Test func previewsAndCoverageAreTheBytesJSONEncoderWroteBeforeTheReportHadOneCodec() throws {
        let report = try Self.fullReport()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let previews = try #require(report.blocks.last?.previews).map { EncodedPreview(title: $0.title, html: $0.html) }
        let coverage = EncodedCoverage(modules: try #require(report.coverage).modules.map {
            EncodedModule(name: $0.name, symbols: $0.symbols, documented: $0.documented, withExamples: $0.withExamples, verified: $0.verified)
        })

        let text = String(decoding: try report.json(), as: UTF8.self)

        #expect(text.contains(#""previews":"# + String(decoding: try encoder.encode(previews), as: UTF8.self) + ","))
        #expect(text.hasSuffix(#""coverage":"# + String(decoding: try encoder.encode(coverage), as: UTF8.self) + "}\n"))
    }

    @Test func aStringIsQuotedAsJSONEncoderQuotesIt() throws {
        var every = String((0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) })
        every += "\u{2028}\u{2029}é🙂\u{85}</script>"

        let expected = String(decoding: try JSONEncoder().encode([every]), as: UTF8.self)

        #expect("[" + JSONString.quotedAsJSONEncoder(every) + "]" == expected)
    }

    @Test func previewsWrittenAsNullReadAsNone() throws {
        let text = #"{"version":1,"dependencyHash":"h","seconds":0,"pages":[],"problems":[],"blocks":[{"page":"p","line":2,"index":0,"kind":"compiled","isHidden":false,"status":"passed","tests":[],"seconds":0,"previews":null}]}"#

        let report = try #require(ReportJSONReader.report(from: Data(text.utf8)))

        #expect(report.blocks.first?.previews == [])
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

    /// The fields a test compares, as one value.
    static func fields(_ report: VerificationReport) -> String {
        "\(report.version) \(report.dependencyHash) \(report.pages) \(report.blocks) \(report.problems) "
            + "\(report.seconds) \(report.builds) \(String(describing: report.coverage))"
    }

    @Test func theReaderReadsWhatTheWriterWritesWithoutFallingBack() throws {
        let report = try Self.fullReport()

        let read = try #require(ReportJSONReader.report(from: try report.json()))

        #expect(Self.fields(read) == Self.fields(report))
    }

    @Test func theReaderReadsAnOlderPrettyPrintedReportAsJSONDecoderDoes() throws {
        let report = try Self.fullReport()
        let object = try JSONSerialization.jsonObject(with: try report.json())
        let older = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])

        let read = try #require(ReportJSONReader.report(from: older))

        #expect(Self.fields(read) == Self.fields(report))
    }

    @Test(arguments: [
        "", "{", "[]", "null", #"{"version":1}"#,
        #"{"version":"1","dependencyHash":"h","seconds":0,"pages":[],"blocks":[],"problems":[]}"#,
        #"{"version":1,"dependencyHash":"h","seconds":0,"pages":[],"blocks":[{"page":"p"}],"problems":[]}"#,
        #"{"version":1,"dependencyHash":"h","seconds":0,"pages":[],"blocks":[],"problems":["\q"]}"#,
        #"{"version":1,"dependencyHash":"h","seconds":0,"pages":[],"blocks":[],"problems":[]} trailing"#,
    ])
    func somethingElseIsNoReport(text: String) {
        #expect(ReportJSONReader.report(from: Data(text.utf8)) == nil)
        #expect(VerificationReport.decode(Data(text.utf8)) == nil)
    }

    @Test func unknownKeysAreSkippedAndEscapesDecoded() throws {
        let text = #"""
            { "extra": {"a": [1, 2.5e3, null, true, "x"]}, "version": 1, "dependencyHash": "h\u00e9\ud83d\ude42",
              "seconds": 1.5, "pages": [], "problems": ["tab\there \/ \"quoted\""],
              "blocks": [{"page": "p", "line": 2, "index": 0, "kind": "compiled", "isHidden": false,
                          "status": "passed", "message": null, "tests": [], "seconds": 0, "later": {}}] }
            """#

        let report = try #require(ReportJSONReader.report(from: Data(text.utf8)))

        #expect(report.dependencyHash == "hé🙂")
        #expect(report.problems == ["tab\there / \"quoted\""])
        #expect(report.builds == 0 && report.coverage == nil)
        #expect(report.blocks.first?.message == nil && report.blocks.first?.previews == [])
    }
}
