import Foundation
import PatternDocModel

/// Runs command-line tools (`swift build`, `swiftc`, the doc runner) and collects what they
/// print.
///
/// Each output stream is read on a thread of its own while the child runs, so a tool that
/// prints a lot on both streams never blocks on a full pipe, and only its first and last
/// `outputLimit` bytes are kept (`BoundedCapture`). Every child is registered while it
/// runs, so that ``InterruptForwarding`` can stop it; a child given a time limit is stopped
/// with everything it started when the limit passes; and whatever a child leaves running when
/// it ends, detached daemons included, is ended then (`ProcessLeftovers`).
package enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory` and waits for it to exit; output is
    /// returned when the process ends, whole up to twice `outputLimit` bytes per stream, else
    /// its head and tail around a line saying how many bytes were left out.
    ///
    /// - Parameter timeout: seconds the process may run; when they pass, it and all its
    ///   descendants are killed and the result says ``ProcessResult/timedOut``.
    package static func run(
        _ executable: String,
        _ arguments: [String],
        in directory: String? = nil,
        environment: [String: String]? = nil,
        timeout: Double? = nil,
        outputLimit: Int = defaultOutputLimit
    ) throws -> ProcessResult {
        let output = try ChildOutput(limit: outputLimit)
        defer { output.closeWriteEnds() }
        // Everything the child starts inherits this name, so that what it leaves running can
        // be found and ended (ProcessLeftovers).
        let runID = UUID().uuidString
        let process = try makeProcess(executable, arguments, in: directory, environment: environment, runID: runID, output: output)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }

        let start = Date()
        let launched: (pid: pid_t, registered: Bool)
        do {
            launched = try RunningChildren.shared.launch {
                try process.run()
                return process.processIdentifier
            }
        } catch {
            output.finish(waitingAtMost: 0)
            throw DocError(
                at: nil,
                "could not start '\(executable)': \(error.localizedDescription).",
                hint: "Check that the Swift toolchain is installed and on PATH."
            )
        }
        // Only the child writes to the pipes from now on: each ends when it and all it
        // started are gone.
        output.closeWriteEnds()
        if !launched.registered { _ = ProcessTree.kill(launched.pid) }
        let end = waitForEnd(of: process, pid: launched.pid, exited: exited, timeout: timeout, runID: runID)
        let seconds = Date().timeIntervalSince(start)
        output.finish(waitingAtMost: 2)
        var result = ProcessResult(
            status: process.terminationStatus,
            standardOutput: output.out.text,
            standardError: output.err.text,
            seconds: seconds,
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            timedOut: end.timedOut
        )
        result.endedProcesses = end.ended
        return result
    }

    /// The process for `executable`, its output going to `output`'s pipes and its input empty.
    private static func makeProcess(
        _ executable: String,
        _ arguments: [String],
        in directory: String?,
        environment: [String: String]?,
        runID: String,
        output: ChildOutput
    ) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try resolve(executable))
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = ProcessInfo.processInfo.environment
            .merging(environment ?? [:]) { $1 }
            .merging([ProcessLeftovers.variable: runID]) { $1 }
        process.standardOutput = FileHandle(fileDescriptor: output.outWriteEnd, closeOnDealloc: false)
        process.standardError = FileHandle(fileDescriptor: output.errWriteEnd, closeOnDealloc: false)
        process.standardInput = FileHandle.nullDevice
        return process
    }

    /// Waits until the child `pid` has exited (killing it and all it started when `timeout`
    /// passes), then ends what it left running: whether it timed out, and how many processes
    /// besides it were ended.
    private static func waitForEnd(
        of process: Process,
        pid: pid_t,
        exited: DispatchSemaphore,
        timeout: Double?,
        runID: String
    ) -> (timedOut: Bool, ended: Int) {
        defer { RunningChildren.shared.remove(pid) }
        var timedOut = false
        var stopped: Set<pid_t> = []
        // Foundation learns that a child ended when every copy of a descriptor the child
        // inherited is closed, so a daemon the child detached would keep it waiting for the
        // daemon's end: the child's own end is watched in /proc as well.
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while exited.wait(timeout: .now() + 0.05) == .timedOut, !ProcessTree.hasExited(pid) {
            if let deadline, Date() >= deadline {
                timedOut = true
                stopped = ProcessTree.kill(pid)
                break
            }
        }
        let leftovers = ProcessLeftovers.endLeftovers(of: runID, besides: stopped.union([pid]))
        process.waitUntilExit()
        // The child itself is not counted: only what it started.
        return (timedOut, stopped.subtracting([pid]).count + leftovers)
    }

    /// The bytes of each stream a run keeps at its start and at its end (4 MiB each): what a
    /// build, a test run or a doc program prints beyond twice this is counted, not kept.
    static let defaultOutputLimit = 4 * 1024 * 1024

    /// Makes this process adopt the orphans of everything it starts (Linux's child subreaper),
    /// so that a process a doc program detaches and strips of its environment is still ended
    /// when the program ends. Call it first thing in a program whose children are all started
    /// by ``run(_:_:in:environment:timeout:outputLimit:)``, as `patterndoc` does: any other
    /// child that outlives its own parent would be ended too.
    ///
    /// ```text
    /// ProcessRunner.adoptOrphans()   // first thing in main.swift
    /// ```
    package static func adoptOrphans() {
        ProcessLeftovers.adoptOrphans()
    }

    /// An absolute path for `executable`: itself when it contains a slash, else the first match
    /// on `PATH`.
    package static func resolve(_ executable: String) throws -> String {
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

/// A child's standard output and error: a pipe each, read on threads of their own while the
/// child runs, each keeping its head and tail, so that a child that prints without end can
/// fill neither the memory nor the disk.
private final class ChildOutput {
    let out: BoundedCapture
    let err: BoundedCapture
    let outWriteEnd: Int32
    let errWriteEnd: Int32
    private var writeEndsOpen = true

    init(limit: Int) throws {
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { throw Self.pipeError() }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0])
            close(outPipe[1])
            throw Self.pipeError()
        }
        // No other child may inherit these ends: a stream ends when its writers are gone.
        for descriptor in outPipe + errPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        out = BoundedCapture(reading: outPipe[0], limit: limit)
        err = BoundedCapture(reading: errPipe[0], limit: limit)
        outWriteEnd = outPipe[1]
        errWriteEnd = errPipe[1]
    }

    /// Closes this process's copies of the write ends, once.
    func closeWriteEnds() {
        guard writeEndsOpen else { return }
        writeEndsOpen = false
        close(outWriteEnd)
        close(errWriteEnd)
    }

    /// Waits at most `seconds` for both streams to end.
    func finish(waitingAtMost seconds: Double) {
        out.finish(waitingAtMost: seconds)
        err.finish(waitingAtMost: seconds)
    }

    private static func pipeError() -> DocError {
        DocError(at: nil, "could not create a pipe (\(String(cString: strerror(errno)))).", hint: "Close some programs, then run again.")
    }
}
