#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

extension IssueReporter where Self == _BreakpointReporter {
    /// A reporter that writes the issue to standard error and, when a debugger is attached,
    /// stops in it (`SIGTRAP`) at the place the issue was reported; without a debugger it only
    /// writes. On Linux "attached" means the process has a tracer (`TracerPid` in
    /// `/proc/self/status`), as under `lldb` or `gdb`.
    ///
    /// ```swift
    /// IssueReporters.current.append(.breakpoint)
    /// // snippet.hide
    /// IssueReporters.current.removeLast()
    /// ```
    public static var breakpoint: Self { Self() }
}

/// The type of ``IssueReporter/breakpoint``.
///
/// ```swift
/// let reporter: _BreakpointReporter = .breakpoint
/// ```
public struct _BreakpointReporter: IssueReporter {
    /// Writes the issue to standard error, then stops in the debugger if one is attached.
    ///
    /// ```swift
    /// withIssueReporters([.breakpoint]) {
    ///     reportIssue("Look here")
    /// }
    /// ```
    public func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let text = message().flatMap { $0.isEmpty ? nil : $0 } ?? "Issue reported"
        StandardError.emit("\(fileID):\(line): \(text)\n")
        guard Self.isDebuggerAttached else { return }
        StandardError.emit("Caught debug breakpoint. Type \"continue\" (\"c\") to resume execution.\n")
        raise(SIGTRAP)
    }

    private static var isDebuggerAttached: Bool {
        #if os(Linux)
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("TracerPid:") })
            else { return false }
            return line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces) != "0"
        #else
            return false
        #endif
    }
}
