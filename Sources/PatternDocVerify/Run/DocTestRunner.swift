import Foundation
import PatternDocPlan
import PatternDocProcesses

/// Runs the `test` blocks of the doc modules that changed, so that one test that crashes,
/// calls `exit` or never finishes is named as the culprit while every other test still gets
/// its own result.
///
/// The first run takes every test at once, in parallel. If the test process ends before all
/// of its tests did (a crash, an `exit`, the time limit), the tests that finished keep their
/// results; a test that was running alone is the culprit; when several were running, the
/// rest run again one at a time (`--no-parallel`), so that the next stop names exactly one.
/// Each run takes only the tests that are left, so every test runs to an end at most once.
enum DocTestRunner {
    /// The events of every test of `targets` (test target names of the workspace).
    static func run(targets: [String], options: VerifyOptions) throws -> TestEvents {
        var merged = TestEvents()
        var pending: [String]?
        var serial = false
        for _ in 0..<1_000 {
            let filter = pending.map { "^(\($0.map(escaped).joined(separator: "|")))$" }
                ?? "^(\(targets.joined(separator: "|")))\\."
            let (run, events) = try runOnce(filter: filter, serial: serial, options: options)
            merged.absorb(events)
            let inFlight = events.started.subtracting(events.finished)
            if !run.timedOut, run.signal == nil, inFlight.isEmpty { break }

            let reason = stopReason(run, options: options)
            if inFlight.count == 1 || (serial && !inFlight.isEmpty) {
                for id in inFlight { merged.stopped[id] = reason }
            } else if inFlight.isEmpty {
                // Nothing was running: the process stopped before or between tests.
                for id in remaining(merged) {
                    merged.stopped[id] = "the test process stopped before this test ran: \(reason)"
                }
                break
            } else {
                serial = true
                options.progress("The test process stopped with \(inFlight.count) tests running; running the rest one at a time to find the one that stopped it...")
            }
            let left = remaining(merged)
            guard !left.isEmpty else { break }
            pending = left
        }
        return merged
    }

    /// The declared tests that neither ended nor were named as having stopped a run.
    private static func remaining(_ events: TestEvents) -> [String] {
        events.tests.map(\.id).filter { !events.finished.contains($0) && events.stopped[$0] == nil }
    }

    private static func runOnce(filter: String, serial: Bool, options: VerifyOptions) throws -> (ProcessResult, TestEvents) {
        let path = "\(options.workDirectory)/events.jsonl"
        try? FileManager.default.removeItem(atPath: path)
        let command = command(filter: filter, serial: serial, events: path, workspace: options.workspace)
        let result = try ProcessRunner.run(command.executable, command.arguments, timeout: options.timeout)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return (result, TestEvents.parse(text))
    }

    /// How to run the workspace's Swift Testing tests that `filter` matches, writing their
    /// events to `events`: the built test binary itself, with the arguments `swift test` hands
    /// it, when it is there. `swift test --skip-build` spends about three seconds loading the
    /// package before it starts the binary, and then runs it for XCTest too, which doc tests
    /// do not use; the binary alone starts in milliseconds.
    static func command(filter: String, serial: Bool, events: String, workspace: String) -> (executable: String, arguments: [String]) {
        var arguments = [
            "--filter", filter,
            "--experimental-event-stream-output", events,
            "--experimental-event-stream-version", "0",
        ]
        if serial { arguments.append("--no-parallel") }
        let binary = "\(workspace)/.build/debug/\(WorkspaceManifest.packageName)PackageTests.xctest"
        if FileManager.default.isExecutableFile(atPath: binary) {
            return (binary, arguments + ["--testing-library", "swift-testing"])
        }
        return ("swift", ["test", "--skip-build", "--package-path", workspace] + arguments)
    }

    /// What stopped the run, said of the test that was running.
    private static func stopReason(_ run: ProcessResult, options: VerifyOptions) -> String {
        if run.timedOut {
            return "it did not finish within \(TimeLimit.describe(options.timeout)) and \(TimeLimit.stopped(endedProcesses: run.endedProcesses)). Fix the example, or raise the limit with --timeout SECONDS."
        }
        // The test binary's crash report goes to standard output; `swift test` then says on
        // standard error that its child "exited with unexpected signal code N".
        let crash = CrashSummary.text(of: run.combinedOutput)
        if let signal = run.signal ?? signalReported(in: run.standardError) {
            return "it crashed the test process (signal \(signal)):\n\(crash)"
        }
        return "it ended the test process (exit status \(run.status)) before it finished; a test must not call exit()."
    }

    /// The signal in SwiftPM's "exited with unexpected signal code N", if it said so.
    private static func signalReported(in text: String) -> Int32? {
        guard let range = text.range(of: "exited with unexpected signal code ") else { return nil }
        return Int32(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// `text` with the characters that mean something in a regular expression escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
