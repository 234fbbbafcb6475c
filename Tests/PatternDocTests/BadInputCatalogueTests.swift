import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocReport
@testable import PatternDocVerify

/// The bad input a careless or hostile user gives patterndoc, each pinned to what it must do:
/// name the block at fault, keep every other block's own result, stop what runs too long and
/// leave nothing running, and never reuse a result that could be stale.
///
/// These run the whole pipeline on copies of the Greeter fixture; the quick refusals are in
/// `OutputFolderTests`, `DocsBoundaryTests` and the extractor's tests, and the command-line
/// cases (signals, the lock between two processes, exit codes) in `Scripts/bad-input.sh`.
@Suite(.serialized)
struct BadInputCatalogueTests {
    /// Docs full of trouble: a block that never ends, one that crashes, tests that exit, hang
    /// and crash beside tests that pass, two pages that do not compile, a page named like a
    /// package target's doc module, and a page whose file name holds a newline and a quote.
    @Test func everyFailingBlockNamesItsOwnCauseAndTheOthersKeepTheirResults() async throws {
        let package = try FixtureCopy()
        try package.write("Docs/Hang.md", "# Hang\n\n```swift\nprint(\"before\")\n```\n\n```swift\nwhile true {}\n```\n\n```swift\nprint(\"after\")\n```\n")
        try package.write("Docs/Crash.md", "# Crash\n\n```swift\nlet numbers = [1, 2]\nprint(numbers[5])\n```\n")
        try package.write("Docs/Tests.md", """
            # Tests

            ```swift test
            @Test func fine() { #expect(1 == 1) }
            ```

            ```swift test
            import Foundation
            @Test func leaves() { exit(0) }
            ```

            ```swift test
            @Test func hangs() async { while true {} }
            ```

            ```swift test
            @Test func crashes() { let a = [1]; _ = a[3] }
            ```

            ```swift test
            @Test func alsoFine() { #expect(2 == 2) }
            ```

            """)
        try package.write("Docs/BadA.md", "# A\n\n```swift\nlet a: Int = \"x\"\n```\n")
        try package.write("Docs/BadB.md", "# B\n\n```swift\nlet b: Int = \"y\"\n```\n")
        try package.write("Docs/Intro.md", "# Intro\n\n```swift output\nprint(Greeter().greet(\"Intro\"))\n```\n\n```text\nHello, Intro.\n```\n")
        try package.write("Docs/Odd\n\"name\".md", "# Odd\n\n```swift\nlet odd: Int = \"z\"\n```\n")
        try package.write("Sources/DocIntro/Clash.swift", "public let clash = 1\n")
        try package.edit("Package.swift") {
            $0.replacingOccurrences(of: "targets: [.target(name: \"Greeting\")]", with: "targets: [.target(name: \"Greeting\"), .target(name: \"DocIntro\")]")
        }

        let options = VerifyOptions(packageRoot: package.path, timeout: 5)
        let report = try await offThePool { try Verifier.verify(options) }
        func message(_ page: String, _ line: Int) -> String {
            report.blocks.first { $0.page == page && $0.line == line }?.message ?? "(no such block)"
        }
        func status(_ page: String) -> [BlockReport.Status] {
            report.blocks.filter { $0.page == page }.map(\.status)
        }

        #expect(status("Docs/Guide.md") == [.passed, .passed, .passed, .passed])
        #expect(status("Docs/Intro.md") == [.passed])
        // The block after the one that hangs ran too: the program ran again without it.
        #expect(status("Docs/Hang.md") == [.passed, .failed, .passed])
        #expect(message("Docs/Hang.md", 7).contains("did not finish within 5 s and was stopped"))
        #expect(message("Docs/Crash.md", 3).contains("Fatal error: Index out of range\n  at Docs/Crash.md:5:"))
        #expect(!message("Docs/Crash.md", 3).contains("Registers"))
        #expect(message("Docs/BadA.md", 3).hasPrefix("Docs/BadA.md:4:14: error: cannot convert value of type 'String'"))
        #expect(message("Docs/BadB.md", 3).hasPrefix("Docs/BadB.md:4:14: error: cannot convert value of type 'String'"))
        #expect(message("Docs/Odd\n\"name\".md", 3).hasPrefix("Docs/Odd\n\"name\".md:4:16: error: cannot convert"))
        #expect(status("Docs/Tests.md") == [.passed, .failed, .failed, .failed, .passed])
        #expect(message("Docs/Tests.md", 7).hasPrefix("leaves(): it ended the test process (exit status 0)"))
        #expect(message("Docs/Tests.md", 12).hasPrefix("hangs(): it did not finish within 5 s"))
        #expect(message("Docs/Tests.md", 16).hasPrefix("crashes(): it crashed the test process"))
        #expect(message("Docs/Tests.md", 16).contains("at Docs/Tests.md:17:"))
        #expect(report.problems.isEmpty)
        #expect(leftoverProcesses(in: package.path).isEmpty)

        // Failures are never reused: the next run verifies those pages again, and reuses the
        // pages that passed.
        let again = try await offThePool { try Verifier.verify(options) }
        let reused = Set(again.pages.filter(\.reused).map(\.path))
        #expect(reused == ["Docs/Guide.md", "Docs/Intro.md"])
    }

    /// A library at a custom path and a path dependency are part of the reuse key: changing
    /// either makes the docs run again, so a changed output is caught instead of passing.
    @Test func aChangeToACustomPathTargetOrAPathDependencyIsNeverHiddenByReuse() async throws {
        let package = try FixtureCopy()
        try FileManager.default.createDirectory(atPath: "\(package.path)/Lib", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: "\(package.path)/Sources/Greeting", toPath: "\(package.path)/Lib/Tiny")
        try package.write("Helper/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Helper", products: [.library(name: "Helper", targets: ["Helper"])], targets: [.target(name: "Helper")])

            """)
        try package.write("Helper/Sources/Helper/Helper.swift", "public let punctuation = \".\"\n")
        try package.edit("Package.swift") {
            $0.replacingOccurrences(of: "    targets: [.target(name: \"Greeting\")],", with: """
                    dependencies: [.package(path: "Helper")],
                    targets: [.target(name: "Greeting", dependencies: [.product(name: "Helper", package: "Helper")], path: "Lib/Tiny")],
                """)
        }
        try package.edit("Lib/Tiny/Greeter.swift") {
            $0.replacingOccurrences(of: "import", with: "import").replacingOccurrences(of: "(isExcited ? \"!\" : \".\")", with: "(isExcited ? \"!\" : punctuation)")
        }
        try package.edit("Lib/Tiny/Greeter.swift") { "import Helper\n" + $0 }
        let options = VerifyOptions(packageRoot: package.path)

        let first = try await offThePool { try Verifier.verify(options) }
        #expect(first.summaryLine == "4 passed, 0 failed")

        try package.edit("Lib/Tiny/Greeter.swift") { $0.replacingOccurrences(of: "\"Hello, ", with: "\"Hi, ") }
        let changedLibrary = try await offThePool { try Verifier.verify(options) }
        #expect(changedLibrary.pages.allSatisfy { !$0.reused })
        #expect(changedLibrary.blocks.first { $0.kind == .output }?.status == .failed)
        #expect(changedLibrary.blocks.first { $0.kind == .output }?.message?.contains("Actual:\nHi, Ada!") == true)

        try package.edit("Lib/Tiny/Greeter.swift") { $0.replacingOccurrences(of: "\"Hi, ", with: "\"Hello, ") }
        _ = try await offThePool { try Verifier.verify(options) }
        try package.edit("Helper/Sources/Helper/Helper.swift") { _ in "public let punctuation = \"?\"\n" }
        let changedDependency = try await offThePool { try Verifier.verify(options) }
        #expect(changedDependency.pages.allSatisfy { !$0.reused })
        #expect(changedDependency.blocks.first { $0.kind == .test }?.status == .failed)
    }

    /// A package copied together with its `.build` folder verifies in its new place instead of
    /// failing on the old place's module cache.
    @Test func aPackageCopiedWithItsBuildFolderVerifiesInItsNewPlace() async throws {
        let package = try FixtureCopy()
        _ = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }
        let moved = "\(package.path)-moved"
        try FileManager.default.copyItem(atPath: package.path, toPath: moved)
        defer { try? FileManager.default.removeItem(atPath: moved) }
        try FileManager.default.removeItem(atPath: package.path)

        let report = try await offThePool { try Verifier.verify(VerifyOptions(packageRoot: moved)) }
        #expect(report.summaryLine == "4 passed, 0 failed")
        #expect(report.pages.allSatisfy { !$0.reused })
    }

    /// A second run on the same package waits, or with `--no-wait` fails at once, instead of
    /// overwriting the first run's workspace.
    @Test func aSecondRunOnTheSamePackageFailsFastWithNoWait() throws {
        let package = try FixtureCopy()
        let held = try RunLock.acquire(for: VerifyOptions(packageRoot: package.path))
        defer { held.release() }

        let error = try #require(throws: DocError.self) {
            try Verifier.verify(VerifyOptions(packageRoot: package.path, waitForOtherRuns: false))
        }
        #expect(error.description.contains("another patterndoc run is working on"))
    }

    /// Nothing to verify is a failure with a reason, not "0 passed, 0 failed".
    @Test func anEmptyDocsFolderOrAFilterThatMatchesNothingFails() throws {
        let package = try FixtureCopy()
        let empty = try #require(throws: DocErrors.self) {
            try Verifier.verify(VerifyOptions(packageRoot: package.path, docs: "\(package.path)/Sources"))
        }
        #expect(empty.description.contains("has no Markdown pages"))
        let unmatched = try #require(throws: DocErrors.self) {
            try Verifier.verify(VerifyOptions(packageRoot: package.path, filter: "no-such-page"))
        }
        #expect(unmatched.description.contains("no page's path or title contains 'no-such-page'"))
        #expect(unmatched.description.contains("Docs/Guide.md"))
    }

    /// A folder that is not a package is refused before anything is written into it.
    @Test func aFolderThatIsNotAPackageIsRefusedAndLeftUntouched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-package-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(folder)/Docs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "# Page\n".write(toFile: "\(folder)/Docs/Page.md", atomically: true, encoding: .utf8)

        let error = try #require(throws: DocError.self) { try Verifier.verify(VerifyOptions(packageRoot: folder)) }
        #expect(error.description.contains("is not a SwiftPM package (it has no Package.swift)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Docs"])
        #expect(throws: DocError.self) { try Verifier.verify(VerifyOptions(packageRoot: "\(folder)/missing")) }
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/missing"))
    }

    /// Processes whose command line mentions `path`: a doc program, a test binary, SwiftPM.
    private func leftoverProcesses(in path: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard let pid = Int32(entry), pid != getpid(),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            let command = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return command.contains(path) ? command : nil
        }
    }
}

extension FixtureCopy {
    /// Writes `text` to `file` (relative to the copy), creating its folders.
    func write(_ file: String, _ text: String) throws {
        let url = URL(fileURLWithPath: "\(path)/\(file)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
