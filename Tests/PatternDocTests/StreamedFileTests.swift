import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocReport
@testable import PatternDocSite
@testable import PatternDocSupport

/// Files written in pieces: the search index, the verification page and the report, which a
/// large site no longer holds whole. Each gives the bytes a whole write gave, and a failure on
/// the way leaves the previous site, or the previous report, as it was.
@Suite struct StreamedFileTests {
    private let root: String

    init() throws {
        root = NSTemporaryDirectory() + "streamed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func piecesAcrossChunksLandInTheFileInOrder() throws {
        let path = "\(root)/index.js"
        let file = try StreamedFile(path: path)
        var expected = ""
        for index in 0..<20_000 {
            let piece = "row \(index) é\n"
            file.append(piece)
            expected += piece
        }
        // A piece larger than a chunk goes straight through, after what was buffered.
        let large = String(repeating: "large ", count: StreamedFile.chunkSize / 3)
        file.append(large)
        file.append(Array("tail".utf8))
        expected += large + "tail"
        try file.close()
        #expect(contents(path) == expected)
        #expect(expected.utf8.count > 4 * StreamedFile.chunkSize, "the test spans several chunks")
    }

    @Test func overwritingAFileInPiecesLeavesOnlyTheNewBytes() throws {
        let path = "\(root)/page.html"
        try PlainFile.write(Data(String(repeating: "old ", count: 50_000).utf8), to: path)
        let file = try StreamedFile(path: path)
        file.append("short")
        try file.close()
        #expect(contents(path) == "short")

        let empty = try StreamedFile(path: path)
        try empty.close()
        #expect(contents(path) == "")
    }

    @Test func aFileInMemoryHandsItsBytesOverOnceWhenClosed() throws {
        var handed: [Data] = []
        let file = StreamedFile { handed.append($0) }
        file.append("one ")
        file.append(String(repeating: "x", count: StreamedFile.chunkSize + 10))
        #expect(handed.isEmpty, "nothing is handed over before the file is closed")
        try file.close()
        try file.close()
        file.append("after closing")
        #expect(handed == [Data(("one " + String(repeating: "x", count: StreamedFile.chunkSize + 10)).utf8)])
    }

    @Test func aFileThatCannotBeOpenedSaysWhichAndWhy() {
        let path = "\(root)/missing/folder/page.html"
        #expect {
            _ = try StreamedFile(path: path)
        } throws: { error in
            (error as? PlainFile.Failure)?.description.hasPrefix(path) == true
        }
    }

    @Test func aSiteWrittenInPiecesIsPublishedWhole() throws {
        let out = "\(root)/site"
        try SiteWriter.write(to: out) { files in
            try files.write("index.html", Data("index".utf8))
            let index = try files.open("deep/search-index.js")
            for number in 0..<10_000 { index.append("entry \(number)\n") }
            try index.close()
        }
        #expect(contents("\(out)/index.html") == "index")
        #expect(contents("\(out)/deep/search-index.js") == (0..<10_000).map { "entry \($0)\n" }.joined())
    }

    @Test func aBuildThatFailsHalfwayThroughAFileInPiecesLeavesThePreviousSite() throws {
        let (out, spare) = ("\(root)/site", "\(root)/work/previous-site")
        try SiteWriter.write(to: out, spareFolder: spare) { files in
            try files.write("index.html", Data("1".utf8))
            try files.write("search-index.js", Data("first index".utf8))
        }
        try SiteWriter.write(to: out, spareFolder: spare) { files in
            try files.write("index.html", Data("2".utf8))
            try files.write("search-index.js", Data("second index".utf8))
        }
        // The third build starts from the first site's files (the spare) and fails while its
        // index is half written, and open.
        #expect(throws: DocError.self) {
            try SiteWriter.write(to: out, spareFolder: spare) { files in
                let index = try files.open("search-index.js")
                index.append(String(repeating: "half ", count: StreamedFile.chunkSize))
                try files.write("index.html", Data("3".utf8))
                throw DocError(at: nil, "a broken link.")
            }
        }
        #expect(contents("\(out)/index.html") == "2")
        #expect(contents("\(out)/search-index.js") == "second index")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".site.") }
        #expect(leftovers.isEmpty)
    }

    @Test func aFileInPiecesThatCannotBeWrittenFailsTheSiteAndKeepsThePreviousOne() throws {
        let out = "\(root)/site"
        try SiteWriter.write(["index.html": Data("1".utf8)], to: out)
        // `index.html` is a file, so nothing can be written below it.
        #expect {
            try SiteWriter.write(to: out) { files in
                try files.write("index.html", Data("2".utf8))
                let file = try files.open("index.html/search-index.js")
                file.append("never written")
                try file.close()
            }
        } throws: { error in
            ((error as? DocError)?.message ?? "").contains("could not write the site")
        }
        #expect(contents("\(out)/index.html") == "1")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".site.") }
        #expect(leftovers.isEmpty)
    }

    @Test func theReportWrittenInPiecesIsItsJSON() throws {
        let blocks = (0..<2_000).map { index in
            BlockReport(
                page: "Docs/Page\(index / 20).md", line: index + 1, index: index % 20, kind: .skipped, isHidden: false,
                status: .skipped, message: "a \"reason\" \(index)", seconds: 0
            )
        }
        let report = VerificationReport(dependencyHash: "key", pages: [], blocks: blocks, problems: [], seconds: 1.5)
        let path = "\(root)/report.json"
        try ReportJSONWriter.write(report, toFile: path)
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(written == (try report.json()))
        #expect(written.count > 2 * StreamedFile.chunkSize, "the test spans several chunks")
        #expect(VerificationReport.decode(written)?.blocks == report.blocks)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["report.json"])
    }

    @Test func aReportThatCannotBePutInPlaceLeavesWhatWasThereAndNoPartialFile() throws {
        let report = VerificationReport(dependencyHash: "key", pages: [], blocks: [], problems: [], seconds: 1)
        // A folder with a file in it where the report goes: the written report cannot replace it.
        let path = "\(root)/report.json"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: "\(path)/inside"))
        #expect(throws: PlainFile.Failure.self) { try ReportJSONWriter.write(report, toFile: path) }
        #expect(contents("\(path)/inside") == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["report.json"])

        #expect(throws: PlainFile.Failure.self) { try ReportJSONWriter.write(report, toFile: "\(root)/missing/report.json") }
    }
}
