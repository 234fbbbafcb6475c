import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocVerify

/// Where runs keep their workspace and report when no folder is given: one place for the
/// package's `Docs`, and one per other docs folder, so that two docs folders do not rebuild
/// each other's workspace or replace each other's report.
@Suite struct WorkDirectoryTests {
    private func makePackage() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workdir-\(UUID().uuidString)").path
        for folder in ["Docs", "Sources/Lib/Lib.docc", "Sources/Other/Other.docc", "Book.docc"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        return root
    }

    @Test func thePackagesDocsFolderWorksInTheUsualFolderHoweverItIsSpelled() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for docs in [nil, "\(root)/Docs", "\(root)/Docs/", "\(root)/./Docs", "\(root)/Sources/../Docs"] {
            #expect(VerifyOptions(packageRoot: root, docs: docs).workDirectory == "\(root)/.build/patterndoc", "\(docs ?? "nil")")
        }
    }

    @Test func anotherDocsFolderWorksInAFolderOfItsOwnNamedAfterIt() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lib = VerifyOptions(packageRoot: root, docs: "\(root)/Sources/Lib/Lib.docc").workDirectory
        let other = VerifyOptions(packageRoot: root, docs: "\(root)/Sources/Other/Other.docc").workDirectory
        let book = VerifyOptions(packageRoot: root, docs: "\(root)/Book.docc").workDirectory

        #expect(lib.hasPrefix("\(root)/.build/patterndoc/docs/Lib-"))
        #expect(other.hasPrefix("\(root)/.build/patterndoc/docs/Other-"))
        #expect(book.hasPrefix("\(root)/.build/patterndoc/docs/Book-"))
        #expect(Set([lib, other, book]).count == 3)
        #expect(VerifyOptions(packageRoot: root, docs: "\(root)/Sources/Lib/Lib.docc/").workDirectory == lib)
    }

    @Test func aFolderGivenByTheCallerIsUsedAsIs() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let options = VerifyOptions(packageRoot: root, docs: "\(root)/Book.docc", workDirectory: "/tmp/elsewhere")
        #expect(options.workDirectory == "/tmp/elsewhere")
        #expect(options.reportPath == "/tmp/elsewhere/report.json")
    }
}
