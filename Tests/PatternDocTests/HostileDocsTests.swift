import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLoad
@testable import PatternDocPlan
@testable import PatternDocProcesses
@testable import PatternDocReport
@testable import PatternDocVerify

/// No block or page stops a run: a problem in one block fails that block alone, at its line; a
/// page in another encoding is read; a block that prints without end or leaves a daemon behind
/// is contained. The end-to-end case runs the `HostileDocs` fixture, whose pages each hold one
/// such block.
@Suite(.serialized)
struct HostileDocsTests {
    @Test func aBlockWithAProblemFailsAloneAndTheRestOfItsPageIsStillExtracted() {
        let page = DocPage(path: "Docs/Page.md", title: "Page", markdown: """
            ```swift tset
            let a = 1
            ```

            ```swift
            #sourceLocation(file: "x.swift", line: 1)
            ```

            ```swift skip("documents the directive")
            #sourceLocation(file: "x.swift", line: 1)
            ```

            ```swift output
            print(1)
            ```

            ```swift
            let fine = 2
            ```

            """)
        let extracted = CodeBlockExtractor.extractEachBlock(from: page)
        #expect(extracted.blocks.count == 5)
        #expect(extracted.problems.keys.sorted() == [0, 1, 3])
        #expect(extracted.problems[1]?.first?.position == SourcePosition(file: "Docs/Page.md", line: 6))
        let prepared = PreparedPage(extracted).blocks
        #expect(!prepared[0].problems.isEmpty && !prepared[0].isCompiled)
        #expect(prepared[0].planned.attributes.skipReason == nil)
        #expect(prepared[2].disposition == .skip("documents the directive"))
        #expect(prepared[4].isCompiled)
    }

    @Test func aSkippedBlockIsNeverInspected() {
        let page = DocPage(path: "Docs/Page.md", title: "Page", markdown: "```swift skip(\"grammar\")\n#sourceLocation(file: <#file#>, line: <#line#>)\n```\n")
        #expect(CodeBlockExtractor.extractEachBlock(from: page).problems.isEmpty)
    }

    @Test func aPageInLatin1IsReadWithAWarningInsteadOfStoppingTheRun() throws {
        let latin1 = Data("# Caf\u{E9}\n\n\u{E8}\n".unicodeScalars.map { UInt8($0.value) })
        let decoded = PageText.decode(latin1)
        #expect(decoded.text == "# Café\n\nè\n")
        #expect(decoded.otherEncoding == "Windows-1252 (Latin-1)")
        // Windows' printable characters in 0x80–0x9F: the euro sign and curly quotes.
        #expect(PageText.decode(Data([0x80, 0x93, 0x94])).text == "€“”")
        #expect(PageText.decode(Data("plain ü".utf8)).otherEncoding == nil)
        #expect(PageText.decode(Data([0xEF, 0xBB, 0xBF]) + Data("bom".utf8)).text == "bom")
        var utf16 = Data([0xFF, 0xFE])
        for unit in "hé".utf16 { utf16 += Data([UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(PageText.decode(utf16) == ("hé", "UTF-16"))

        let scratch = try DocsFolderScratch(files: ["Package/Package.swift": "", "Package/Docs/Good.md": "# Good\n"])
        defer { scratch.remove() }
        try latin1.write(to: URL(fileURLWithPath: scratch.path("Package/Docs/Latin.md")))
        let loaded = try scratch.load()
        #expect(loaded.pages.map(\.title).sorted() == ["Café", "Good"])
        #expect(loaded.warnings.map(\.description) == [
            "Docs/Latin.md:1: error: 'Docs/Latin.md' is not UTF-8 text; it was read as Windows-1252 (Latin-1) Save the page as UTF-8 so that every tool reads it the same.",
        ])
    }

    @Test func anUnreadablePageIsAProblemAtItsPathNotAStop() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/Gone.md")
        let error = #expect(throws: DocErrors.self) { try DocsLoader.read(missing, path: "Docs/Gone.md") }
        #expect(error?.errors.map(\.description) == [
            "Docs/Gone.md:1: error: cannot read 'Docs/Gone.md', so its blocks were not verified Check that the file exists and is readable.",
        ])
    }

    @Test func aChildsOutputIsKeptAsHeadAndTailWhateverItPrints() throws {
        // About 300 MB through the pipe; a megabyte at each end is kept.
        let result = try ProcessRunner.run(
            "/bin/sh",
            ["-c", "echo first; yes 0123456789abcdef | head -n 17000000; echo last"],
            outputLimit: 1 << 20
        )
        let kept = result.standardOutput
        #expect(result.succeeded)
        #expect(kept.utf8.count < 3 << 20)
        // Only the booleans: a failure must not print megabytes.
        #expect(kept.hasPrefix("first\n0123456789abcdef\n") == true)
        #expect(kept.hasSuffix("0123456789abcdef\nlast\n") == true)
        // 289,000,011 bytes less the 1,048,566 and 1,048,565 kept, each end cut at a line break.
        #expect(kept.contains("\n[patterndoc: 286902880 bytes of output between these lines were not kept; only the first and last 1048576 bytes are]\n0123456789abcdef\n") == true)
        #expect(kept.split(separator: "\n").allSatisfy { $0 == "first" || $0 == "last" || $0 == "0123456789abcdef" || $0.hasPrefix("[patterndoc: ") } == true)
        let small = try ProcessRunner.run("/bin/sh", ["-c", "printf 'a\\nb'"], outputLimit: 4)
        #expect(small.standardOutput == "a\nb")
    }

    @Test func aDetachedProcessAChildLeavesBehindIsEndedWithIt() throws {
        let marker = "\(UInt32.random(in: 100_000...999_999))"
        let result = try ProcessRunner.run("/bin/sh", ["-c", "setsid sleep 6\(marker) < /dev/null > /dev/null 2>&1 & exit 0"])
        #expect(result.succeeded)
        #expect(result.endedProcesses == 1)
        #expect(sleepers("6\(marker)").isEmpty)
    }

    @Test func aTimedOutChildSaysHowManyProcessesWereEndedWithIt() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "sleep 600 & sleep 600 & wait"], timeout: 0.5)
        #expect(result.timedOut)
        #expect(result.endedProcesses == 2)
        #expect(TimeLimit.stopped(endedProcesses: 2) == "was stopped, with the 2 processes it had started")
        #expect(TimeLimit.stopped(endedProcesses: 0) == "was stopped")
    }

    /// The fixture: a page documenting `#sourceLocation`, a fence with a typo, a page in
    /// Latin-1, a block printing about 200 MB and one leaving a daemon behind, beside blocks
    /// that must pass.
    @Test func hostileDocsAreVerifiedBlockByBlockWithNothingLeftRunning() async throws {
        let package = try FixtureCopy(fixture: "HostileDocs")
        // Sleeps of their own, so that a run of this test elsewhere on the machine (another
        // checkout) is not taken for a process this run left behind.
        let marker = "\(UInt32.random(in: 100_000...999_999))"
        let detached = "71\(marker)", waited = "72\(marker)"
        try package.edit("Docs/Daemon.md") { $0.replacingOccurrences(of: "sleep 7771", with: "sleep \(detached)") }
        try package.edit("Docs/DaemonWaited.md") { $0.replacingOccurrences(of: "sleep 7772", with: "sleep \(waited)") }
        let progress = ProgressLines()
        let report = try await package.verifyPages(timeout: 30) { options in options.progress = { progress.append($0) } }
        let lines = progress.lines
        func statuses(_ page: String) -> [BlockReport.Status] {
            report.blocks.filter { $0.page == page && $0.kind != .notSwift }.map(\.status)
        }
        func block(_ page: String, _ line: Int) -> BlockReport? {
            report.blocks.first { $0.page == page && $0.line == line }
        }

        #expect(report.problems.isEmpty)
        #expect(statuses("Docs/Directive.md") == [.failed, .skipped, .passed])
        #expect(block("Docs/Directive.md", 5)?.cause == .invalidBlock)
        #expect(block("Docs/Directive.md", 5)?.message?.hasPrefix("line 6: a block may not contain '#sourceLocation'") == true)
        #expect(statuses("Docs/BadFence.md") == [.failed, .passed])
        #expect(block("Docs/BadFence.md", 3)?.message?.hasPrefix("unknown fence attribute 'tset'") == true)
        #expect(statuses("Docs/Latin1.md") == [.passed])
        #expect(lines.contains { $0.contains("'Docs/Latin1.md' is not UTF-8 text; it was read as Windows-1252") })
        #expect(statuses("Docs/Flood.md") == [.passed, .passed])
        #expect(statuses("Docs/Daemon.md") == [.passed], "\(block("Docs/Daemon.md", 5)?.message ?? "")")
        #expect(statuses("Docs/DaemonWaited.md") == [.failed])
        #expect(block("Docs/DaemonWaited.md", 6)?.message?.hasPrefix("this block did not finish within 30 s and was stopped, with the 1 process it had started.") == true, "\(block("Docs/DaemonWaited.md", 6)?.message ?? "")")
        #expect(sleepers(waited).isEmpty)
        #expect(statuses("Docs/Template.md") == [.template, .passed])
        #expect(report.templateCount == 1)
        #expect(lines.contains { $0.hasPrefix("Docs/Daemon.md: its program left 1 process(es) running when it ended; patterndoc ended them.") })
        #expect(sleepers(detached).isEmpty)
    }
}

/// The progress lines of a run, collected from whichever thread reports them.
final class ProgressLines: @unchecked Sendable {
    // Guarded by `lock`.
    private var collected: [String] = []
    private let lock = NSLock()

    func append(_ line: String) { lock.withLock { collected.append(line) } }

    var lines: [String] { lock.withLock { collected } }
}

/// The `sleep SECONDS` processes running now.
private func sleepers(_ seconds: String) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
        guard let pid = pid_t(entry), let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
        return String(decoding: data, as: UTF8.self) == "sleep\0\(seconds)\0" ? pid : nil
    }
}
