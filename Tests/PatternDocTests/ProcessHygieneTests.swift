import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocProcesses
@testable import PatternDocPlan
@testable import PatternDocVerify

/// Time limits stop a child and everything it started; crash reports are cut to what a
/// reader needs; generated names are safe for any page name.
@Suite
struct ProcessHygieneTests {
    @Test func aTimedOutChildIsStoppedWithEverythingItStarted() throws {
        let marker = "patterndoc-hygiene-\(UUID().uuidString)"
        let result = try ProcessRunner.run("/bin/sh", ["-c", "sleep 600 & sleep 600; : \(marker)"], timeout: 0.5)
        #expect(result.timedOut)
        #expect(!result.succeeded)
        #expect(result.seconds < 30)
        Thread.sleep(forTimeInterval: 0.2)
        let survivors = ProcessTree.descendants(of: getpid()).filter { pid in
            let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
            return String(decoding: data, as: UTF8.self).contains("sleep")
        }
        #expect(survivors.isEmpty)
    }

    @Test func aChildWithinItsLimitRunsToItsEnd() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 3)
        #expect(result.signal == nil)
        #expect(result.standardOutput == "out\n")
        #expect(result.standardError == "err\n")
    }

    @Test func aCrashIsSummarisedAsItsFatalErrorAndItsPlaceInTheDocs() {
        let standardError = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            *** Signal 4: Backtracing from 0x7f327916df7f... done ***

            *** Program crashed: Illegal instruction at 0x00007f327916df7f ***

            Thread 0 "DocRunner" crashed:

              0      0x00007f327916df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              3 [ra] 0x0000561c33aefe88 runProgram() + 103 in DocRunner at Docs/Collections.md:41:7
              4 [ra] 0x0000561c33aeff99 main + 8 in DocRunner at /tmp/workspace/Sources/DocRunner/main.swift:7:1

            Registers:

            rax 0x0000000000000000  0
            """
        #expect(CrashSummary.text(of: standardError) == "Fatal error: Index out of range\n  at Docs/Collections.md:41:7")
    }

    @Test func aCrashWithoutAFatalErrorSaysWhatKilledIt() {
        let standardError = "*** Program crashed: Segmentation fault at 0x0000000000000000 ***\n\nRegisters:\nrax 0x0\n"
        #expect(CrashSummary.text(of: standardError) == "Program crashed: Segmentation fault")
        #expect(CrashSummary.text(of: "error: the program threw Oops()\n") == "error: the program threw Oops()")
    }

    @Test func sourceNamesCarryNoCharacterASourceLocationOrCommentCannotHold() {
        #expect(SourceName.of("Docs/Scoping.md") == "Docs/Scoping.md")
        #expect(SourceName.of("Docs/Odd\n\"name\"\\.md") == "Docs/Odd__name__.md")
        #expect(SourceName.pages(["Docs/Scoping.md", "Docs/a\nb.md"]) == ["Docs/a_b.md": "Docs/a\nb.md"])
        let located = GeneratedSwift.located("let a = 1", page: "Docs/a\nb.md", line: 4)
        #expect(located == "#sourceLocation(file: \"Docs/a_b.md\", line: 4)\nlet a = 1\n#sourceLocation()\n")
        #expect(!GeneratedSwift.header(from: "Docs/a\nb.md").contains("\n"))
    }

    @Test func generatedModuleNamesKeepClearOfThePackagesTargets() {
        var names = ModuleNames(reserved: ["DocIntro", "DocGuideTests"])
        #expect(names.claim("DocIntro") == "DocIntro2")
        #expect(names.claim("DocGuide") == "DocGuide2")
        #expect(names.claim("DocOther") == "DocOther")
    }

    @Test func testIDsAreEscapedForTheFilterRegularExpression() {
        #expect(DocTestRunner.escaped("DocA.f()/Tests.swift:3:2") == #"DocA\.f\(\)/Tests\.swift:3:2"#)
    }

    @Test func docTestsRunInTheBuiltTestBinaryWithTheArgumentsSwiftTestGivesIt() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let binary = "\(workspace)/.build/debug/PatternDocWorkspacePackageTests.xctest"
        try FileManager.default.createDirectory(atPath: "\(workspace)/.build/debug", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: binary, contents: Data(), attributes: [.posixPermissions: 0o755]))

        let command = DocTestRunner.command(filter: "^(DocATests)\\.", serial: true, events: "/tmp/e.jsonl", workspace: workspace)

        #expect(command.executable == binary)
        #expect(command.arguments == [
            "--filter", "^(DocATests)\\.",
            "--experimental-event-stream-output", "/tmp/e.jsonl",
            "--experimental-event-stream-version", "0",
            "--no-parallel",
            "--testing-library", "swift-testing",
        ])
    }

    @Test func withoutABuiltTestBinaryDocTestsRunThroughSwiftTest() {
        let command = DocTestRunner.command(filter: "^(DocATests)\\.", serial: false, events: "/tmp/e.jsonl", workspace: "/nonexistent/workspace")

        #expect(command.executable == "swift")
        #expect(command.arguments == [
            "test", "--skip-build", "--package-path", "/nonexistent/workspace",
            "--filter", "^(DocATests)\\.",
            "--experimental-event-stream-output", "/tmp/e.jsonl",
            "--experimental-event-stream-version", "0",
        ])
    }
}
