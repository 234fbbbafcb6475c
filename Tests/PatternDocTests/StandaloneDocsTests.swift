import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocVerify

/// Docs with no package of their own are verified against the standard library and
/// Foundation, with every working file in a cache folder outside the docs.
@Suite(.serialized)
struct StandaloneDocsTests {
    @Test func thePackageForDocsLivesInTheCacheOutsideTheDocs() {
        let root = StandaloneDocs.packageRoot(forDocs: "/books/TSPL.docc")
        #expect(root.contains("/patterndoc/standalone/TSPL.docc-"))
        #expect(!root.hasPrefix("/books/"))
        #expect(root != StandaloneDocs.packageRoot(forDocs: "/other/TSPL.docc"))
    }

    @Test func aCatalogWithNoPackageIsVerifiedAndNothingIsWrittenAmongItsFiles() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/BookWithoutPackage")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("book-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let docs = copy.appendingPathComponent("Book.docc").path
        let before = try FileManager.default.subpathsOfDirectory(atPath: copy.path).sorted()

        let root = try StandaloneDocs.prepare(forDocs: docs)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: root).deletingLastPathComponent().path) }
        var settings = VerifyOptions(packageRoot: root, docs: docs, timeout: 60)
        settings.docComments = false
        let options = settings
        let report = try await offThePool { try Verifier.verify(options) }

        #expect(report.blocks.filter { $0.kind != .notSwift }.map(\.status) == [.passed, .passed], "\(report.blocks.map { $0.message ?? "" })")
        #expect(report.problems.isEmpty)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: copy.path).sorted() == before)
        #expect(options.workDirectory.hasPrefix("\(root)/.build/patterndoc/"))
        #expect(FileManager.default.fileExists(atPath: options.reportPath))
    }
}
