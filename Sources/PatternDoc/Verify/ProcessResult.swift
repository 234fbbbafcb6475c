/// What a finished child process left: its exit status, its output and how long it took.
public struct ProcessResult: Sendable {
    /// The exit status; non-zero means failure for every tool patterndoc runs.
    public var status: Int32
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error.
    public var standardError: String
    /// Wall-clock seconds from launch to exit.
    public var seconds: Double

    /// Whether the process exited with status 0.
    public var succeeded: Bool { status == 0 }

    /// Standard output then standard error, for parsing tools that mix the two.
    public var combinedOutput: String { standardOutput + standardError }
}
