/// What a finished child process left: its exit status, its output and how long it took.
package struct ProcessResult: Sendable {
    /// The exit status; non-zero means failure for every tool patterndoc runs. When the
    /// process was killed by a signal, the signal's number (see ``signal``).
    package var status: Int32
    /// Everything written to standard output.
    package var standardOutput: String
    /// Everything written to standard error.
    package var standardError: String
    /// Wall-clock seconds from launch to exit.
    package var seconds: Double
    /// The signal that ended the process (a crash, or patterndoc stopping it), if one did.
    package var signal: Int32?
    /// Whether patterndoc stopped the process, and everything it started, because it ran
    /// longer than its time limit.
    package var timedOut: Bool
    /// How many processes patterndoc ended besides the child itself: what it started, when it
    /// was stopped at its time limit, and what it left running when it ended.
    package var endedProcesses = 0

    /// Creates a result.
    package init(
        status: Int32,
        standardOutput: String,
        standardError: String,
        seconds: Double,
        signal: Int32? = nil,
        timedOut: Bool = false
    ) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.seconds = seconds
        self.signal = signal
        self.timedOut = timedOut
    }

    /// Whether the process exited by itself with status 0.
    package var succeeded: Bool { status == 0 && signal == nil && !timedOut }

    /// Standard output then standard error, for parsing tools that mix the two.
    package var combinedOutput: String { standardOutput + standardError }
}
