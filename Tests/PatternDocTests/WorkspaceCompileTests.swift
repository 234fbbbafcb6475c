import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocPlan

/// Runs the real compiler over generated files: `-typecheck` for a module's
/// `Declarations.swift` and `Program.swift` (fast, no build), `-parse` for the files that
/// need the built workspace to type-check.
@Suite struct WorkspaceCompileTests {
    /// The fixture's pages against a package that offers nothing, so the files need only the
    /// toolchain.
    private static let bare = PackageUnderTest(
        root: "/nonexistent",
        identity: "nonexistent",
        libraryProducts: [],
        importedModules: [],
        casePathsPlugin: false
    )
    private let plan = WorkspaceFixture.plan(package: bare)

    @Test func aModulesDeclarationsAndNestedProgramTypeCheck() throws {
        let result = try compile(
            ["-typecheck", "-parse-as-library", "-module-name", "DocCounter"],
            files: ["Sources/DocCounter/Declarations.swift", "Sources/DocCounter/Program.swift"]
        )
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "")
    }

    @Test func compilerErrorsPointAtTheMarkdownLine() throws {
        let page = WorkspaceFixture.counterPage
        let plan = WorkspacePlanner.plan(
            pages: [page],
            blocks: [page.path: [
                WorkspaceFixture.block(page, 0, line: 5, "struct A {}\nlet a = A()\n"),
                WorkspaceFixture.block(page, 1, line: 12, "let b: Int = a\n"),
            ]],
            package: Self.bare
        )
        let result = try compile(
            ["-typecheck", "-parse-as-library", "-module-name", "DocCounter"],
            files: ["Sources/DocCounter/Declarations.swift", "Sources/DocCounter/Program.swift"],
            plan: plan
        )
        #expect(result.status != 0)
        #expect(result.output.contains("Docs/Counter.md:12:14: error: cannot convert value of type 'A' to specified type 'Int'"))
    }

    @Test func theRunnerTestsAndFailChecksParse() throws {
        let files = ["Sources/DocRunner/main.swift", "Tests/DocCounterTests/Tests.swift"]
        for file in files {
            let result = try compile(["-parse"], files: [file])
            #expect(result.status == 0, "\(file): \(result.output)")
        }
        let check = try compile(["-parse"], files: ["FailCheck.swift"], extra: ["FailCheck.swift": plan.failChecks[0].source])
        #expect(check.status == 0, "\(check.output)")
    }

    /// Writes `files` of the plan (and `extra` files) to a temporary folder and runs `swiftc`
    /// with `arguments` on them.
    private func compile(
        _ arguments: [String],
        files: [String],
        plan: WorkspacePlan? = nil,
        extra: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let swiftc = try #require(Self.swiftc(), "swiftc is not on PATH")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("WorkspaceCompileTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        let contents = (plan ?? self.plan).files.merging(extra) { _, new in new }
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try #require(contents[file], "the plan has no \(file)").write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-swift-version", "6"] + arguments + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `swiftc` from `PATH`, the toolchain that runs these tests.
    private static func swiftc() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
