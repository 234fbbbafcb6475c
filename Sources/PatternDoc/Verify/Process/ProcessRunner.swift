import Foundation

/// Runs command-line tools (`swift build`, `swiftc`, the doc runner) and collects what they
/// print.
///
/// Output goes to temporary files rather than pipes, so a tool that prints a lot on both
/// streams can never block on a full pipe while we wait for it. Every child is registered
/// while it runs, so that ``InterruptForwarding`` can stop it, and a child given a time limit
/// is stopped with everything it started when the limit passes.
public enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory` and waits for it to exit; output is
    /// returned whole when the process ends.
    ///
    /// - Parameter timeout: seconds the process may run; when they pass, it and all its
    ///   descendants are killed and the result says ``ProcessResult/timedOut``.
    public static func run(
        _ executable: String,
        _ arguments: [String],
        in directory: String? = nil,
        environment: [String: String]? = nil,
        timeout: Double? = nil
    ) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("patterndoc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try resolve(executable))
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }

        let start = Date()
        do {
            try process.run()
        } catch {
            throw DocError(
                at: nil,
                "could not start '\(executable)': \(error.localizedDescription).",
                hint: "Check that the Swift toolchain is installed and on PATH."
            )
        }
        let pid = process.processIdentifier
        if !RunningChildren.shared.add(pid) { ProcessTree.kill(pid) }
        defer { RunningChildren.shared.remove(pid) }
        var timedOut = false
        if let timeout, exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            ProcessTree.kill(pid)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        return ProcessResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            standardError: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
            seconds: seconds,
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            timedOut: timedOut
        )
    }

    /// An absolute path for `executable`: itself when it contains a slash, else the first match
    /// on `PATH`.
    static func resolve(_ executable: String) throws -> String {
        if executable.contains("/") { return executable }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(executable)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw DocError(
            at: nil,
            "'\(executable)' was not found on PATH.",
            hint: "Install the Swift toolchain and make sure '\(executable)' is on PATH."
        )
    }
}
