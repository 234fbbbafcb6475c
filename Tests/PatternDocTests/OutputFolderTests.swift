import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExamples
@testable import PatternDocSite
@testable import PatternDocVerify

/// Every way a careless `--out` could destroy a user's files, refused before anything is
/// written, with the files byte for byte as they were.
@Suite
struct OutputFolderTests {
    /// Every file below `root` with its bytes.
    private func snapshot(_ root: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: "\(root)/\(relative)", isDirectory: &isFolder)
            if !isFolder.boolValue { files[relative] = try Data(contentsOf: URL(fileURLWithPath: "\(root)/\(relative)")) }
        }
        return files
    }

    private func refusal(_ out: String, in package: FixtureCopy) throws -> String {
        let options = SitePublisher.Options(verify: VerifyOptions(packageRoot: package.path), output: out)
        let error = try #require(throws: DocError.self) { try SitePublisher.publish(options) }
        return error.description
    }

    @Test func theSiteIsNeverWrittenOverThePackageOrItsDocs() throws {
        let package = try FixtureCopy()
        try "uncommitted work\n".write(toFile: "\(package.path)/WIP.txt", atomically: true, encoding: .utf8)
        let before = try snapshot(package.path)

        #expect(try refusal(package.path, in: package).contains("this is the package"))
        #expect(try refusal("\(package.path)/Docs", in: package).contains("this is the docs folder"))
        #expect(try refusal("\(package.path)/Docs/site", in: package).contains("inside the docs folder"))
        #expect(try refusal("\(package.path)/Package.swift", in: package).contains("this is a file"))
        #expect(try refusal("\(package.path)/Sources", in: package).contains("holds files patterndoc did not write"))
        #expect(try refusal(URL(fileURLWithPath: package.path).deletingLastPathComponent().path, in: package)
            .contains("holds the package"))

        #expect(try snapshot(package.path) == before)
    }

    @Test func aFolderOfUnrelatedFilesIsRefusedAndKept() throws {
        let package = try FixtureCopy()
        let unrelated = "\(package.path)/notes"
        try FileManager.default.createDirectory(atPath: unrelated, withIntermediateDirectories: true)
        try "keep me\n".write(toFile: "\(unrelated)/todo.txt", atomically: true, encoding: .utf8)

        #expect(try refusal(unrelated, in: package).contains("holds files patterndoc did not write"))
        #expect(try String(contentsOfFile: "\(unrelated)/todo.txt", encoding: .utf8) == "keep me\n")
    }

    @Test func siteWriterReplacesOnlyASiteItWroteAndCleansUpInterruptedWrites() throws {
        let package = try FixtureCopy()
        let out = "\(package.path)/_site"
        try SiteWriter.write(["index.html": Data("one".utf8)], to: out)
        #expect(FileManager.default.fileExists(atPath: "\(out)/\(SiteWriter.markerName)"))

        // An interrupted run left its staging folder behind.
        let leftover = "\(package.path)/._site.building-1234"
        try FileManager.default.createDirectory(atPath: leftover, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: "\(leftover)/\(SiteWriter.markerName)"))
        // A folder that only looks like one, without the marker, is not ours.
        let lookalike = "\(package.path)/._site.old-mine"
        try FileManager.default.createDirectory(atPath: lookalike, withIntermediateDirectories: true)
        try "mine".write(toFile: "\(lookalike)/keep.txt", atomically: true, encoding: .utf8)

        try SiteWriter.write(["index.html": Data("two".utf8)], to: out)
        #expect(try String(contentsOfFile: "\(out)/index.html", encoding: .utf8) == "two")
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(FileManager.default.fileExists(atPath: "\(lookalike)/keep.txt"))

        try FileManager.default.removeItem(atPath: "\(out)/\(SiteWriter.markerName)")
        #expect(throws: DocError.self) { try SiteWriter.write(["index.html": Data("three".utf8)], to: out) }
        #expect(try String(contentsOfFile: "\(out)/index.html", encoding: .utf8) == "two")
    }

    @Test func examplesNeverReplaceAHandWrittenExamplesPackage() throws {
        let package = try FixtureCopy()
        let examples = "\(package.path)/Examples"
        try FileManager.default.createDirectory(atPath: "\(examples)/Sources/Mine", withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Mine\")\n"
            .write(toFile: "\(examples)/Package.swift", atomically: true, encoding: .utf8)
        try "print(\"mine\")\n".write(toFile: "\(examples)/Sources/Mine/main.swift", atomically: true, encoding: .utf8)
        let before = try snapshot(package.path)

        let error = try #require(throws: DocError.self) {
            try ExamplesWriter.run(ExamplesOptions(packageRoot: package.path))
        }
        #expect(error.description.contains("Its Package.swift was not written by patterndoc"))
        for out in [package.path, "\(package.path)/Docs", "\(package.path)/Package.swift"] {
            #expect(throws: DocError.self) { try ExamplesWriter.run(ExamplesOptions(packageRoot: package.path, output: out)) }
        }
        #expect(try snapshot(package.path) == before)
    }

    @Test func examplesKeepAHandWrittenFileInAGeneratedPackage() async throws {
        let package = try FixtureCopy()
        let examples = "\(package.path)/Examples"
        _ = try await offThePool { [path = package.path] in try ExamplesWriter.run(ExamplesOptions(packageRoot: path)) }
        #expect(ExamplesWriter.isGenerated("\(examples)/Package.swift"))
        try "// my own\n".write(toFile: "\(examples)/Sources/Guide/main.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: "\(examples)/Sources/Extra", withIntermediateDirectories: true)
        try "// also mine\n".write(toFile: "\(examples)/Sources/Extra/main.swift", atomically: true, encoding: .utf8)

        let error = try await #require(throws: DocError.self) {
            try await offThePool { [path = package.path] in try ExamplesWriter.run(ExamplesOptions(packageRoot: path)) }
        }
        #expect(error.description.contains("Sources/Guide/main.swift"))
        #expect(try String(contentsOfFile: "\(examples)/Sources/Guide/main.swift", encoding: .utf8) == "// my own\n")

        try FileManager.default.removeItem(atPath: "\(examples)/Sources/Guide/main.swift")
        _ = try await offThePool { [path = package.path] in try ExamplesWriter.run(ExamplesOptions(packageRoot: path)) }
        // The hand-written extra example is not the tool's to remove.
        #expect(try String(contentsOfFile: "\(examples)/Sources/Extra/main.swift", encoding: .utf8) == "// also mine\n")
    }
}
