import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocSite

/// The site writer's spare folder: the replaced site is kept and overwritten by the next
/// build, and the published site is still exactly what that build wrote.
@Suite
struct SiteWriterSpareTests {
    private let root: String

    init() throws {
        root = NSTemporaryDirectory() + "spare-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Every file below `folder`, relative path → text.
    private func files(in folder: String) -> [String: String] {
        var found: [String: String] = [:]
        let walk = FileManager.default.enumerator(atPath: folder)
        while let relative = walk?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: "\(folder)/\(relative)", isDirectory: &isFolder)
            if !isFolder.boolValue {
                found[relative] = (try? String(contentsOfFile: "\(folder)/\(relative)", encoding: .utf8)) ?? "?"
            }
        }
        found[SiteWriter.markerName] = nil
        return found
    }

    private func write(_ site: [String: String], to out: String, spare: String) throws {
        try SiteWriter.write(to: out, spareFolder: spare) { files in
            for (path, text) in site { try files.write(path, Data(text.utf8)) }
        }
    }

    @Test func aRebuildStartsFromTheReplacedSiteAndPublishesOnlyWhatItWrote() throws {
        let (out, spare) = ("\(root)/site", "\(root)/work/previous-site")
        let first = ["index.html": "1", "a/x.html": "1", "old.html": "1", "img": "a file", "deep/er/gone.html": "1"]
        let second = ["index.html": "2", "a/y.html": "2"]
        // The third site has a folder where the first had a file, and the reverse.
        let third = ["index.html": "3", "a/x.html": "3", "img/z.png": "3", "deep": "now a file"]

        try write(first, to: out, spare: spare)
        #expect(!FileManager.default.fileExists(atPath: spare))
        try write(second, to: out, spare: spare)
        #expect(files(in: out) == second)
        #expect(files(in: spare) == first)

        // The first site's folder is reused: overwritten, and what the third lacks removed.
        try write(third, to: out, spare: spare)
        #expect(files(in: out) == third)
        #expect(files(in: spare) == second)
        #expect(FileManager.default.fileExists(atPath: "\(spare)/\(SiteWriter.markerName)"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".site.") }
        #expect(leftovers.isEmpty)
    }

    @Test func aSpareFolderPatterndocDidNotWriteIsNeitherReusedNorReplaced() throws {
        let (out, spare) = ("\(root)/site", "\(root)/mine")
        try FileManager.default.createDirectory(atPath: spare, withIntermediateDirectories: true)
        try "keep me".write(toFile: "\(spare)/notes.txt", atomically: true, encoding: .utf8)

        try write(["index.html": "1"], to: out, spare: spare)
        try write(["index.html": "2"], to: out, spare: spare)
        try write(["index.html": "3"], to: out, spare: spare)

        #expect(files(in: out) == ["index.html": "3"])
        #expect(files(in: spare) == ["notes.txt": "keep me"])
    }

    @Test func aFailedRebuildLeavesThePublishedSiteAsItWas() throws {
        let (out, spare) = ("\(root)/site", "\(root)/work/previous-site")
        try write(["index.html": "1"], to: out, spare: spare)
        try write(["index.html": "2", "b.html": "2"], to: out, spare: spare)

        #expect(throws: DocError.self) {
            try SiteWriter.write(to: out, spareFolder: spare) { files in
                try files.write("index.html", Data("3".utf8))
                throw DocError(at: nil, "a broken link.")
            }
        }
        #expect(files(in: out) == ["index.html": "2", "b.html": "2"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".site.") }
        #expect(leftovers.isEmpty)
    }
}
