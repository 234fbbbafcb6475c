import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocVerify

/// What makes a page's verdicts, and the API pages, be worked out again.
@Suite struct ReuseKeyTests {
    private static func keys(of root: String) -> ReuseKey.Keys {
        var package = PackageUnderTest(
            root: root, identity: "Lib", libraryProducts: ["Lib"], importedModules: ["Lib"], casePathsPlugin: false
        )
        package.inputPaths = ["\(root)/Sources"]
        return ReuseKey.of(package: package, options: VerifyOptions(packageRoot: root), toolchain: "swift 6")
    }

    @Test func aDocCommentEditKeepsTheVerdictsKeyAndChangesTheKeyOfTheAPIPages() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reuse-key-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: "\(root)/Sources/Lib", withIntermediateDirectories: true)
        let file = URL(fileURLWithPath: "\(root)/Sources/Lib/Greeter.swift")
        try Data("/// Says hello.\npublic func greet() -> String { \"hello\" }\n".utf8).write(to: file)
        let first = Self.keys(of: root)
        #expect(Self.keys(of: root) == first)

        try Data("/// Says hello, politely.\npublic func greet() -> String { \"hello\" }\n".utf8).write(to: file)
        let commentEdited = Self.keys(of: root)
        #expect(commentEdited.verdicts == first.verdicts)
        #expect(commentEdited.sources != first.sources)

        try Data("/// Says hello, politely.\npublic func greet() -> String { \"hi\" }\n".utf8).write(to: file)
        let codeEdited = Self.keys(of: root)
        #expect(codeEdited.verdicts != commentEdited.verdicts)
        #expect(codeEdited.sources != commentEdited.sources)
    }
}
