extension IssueReporter where Self == _DefaultReporter {
    /// The reporter in ``IssueReporters/current`` unless you change it: inside a Swift Testing
    /// test (with `ComposableTesting` linked) it records the issue as a failure of that test, at
    /// the line it was reported; anywhere else (an app, a preview, a doc example) it writes one
    /// line to standard error, `[Composable] runtime warning at File.swift:12: <message>`.
    ///
    /// ```swift
    /// IssueReporters.current = [.default]
    /// ```
    public static var `default`: Self { Self() }
}

/// The type of ``IssueReporter/default``.
///
/// ```swift
/// let reporter: _DefaultReporter = .default
/// ```
public struct _DefaultReporter: IssueReporter {
    /// Records the issue in the running test, or writes it to standard error.
    ///
    /// ```swift
    /// // snippet.hide
    /// func warnOnStandardError() {
    /// // snippet.show
    /// withIssueReporters([.default]) {
    ///     reportIssue("Shown on standard error", severity: .warning)
    /// }
    /// // snippet.hide
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
        let text = message()
        if let recorder = linkedTestIssueRecorder,
            recorder.record(
                text,
                isWarning: severity == .warning,
                fileID: "\(fileID)",
                filePath: "\(filePath)",
                line: Int(line),
                column: Int(column)
            )
        {
            return
        }
        StandardError.emit(runtimeWarningLine(text ?? "Issue reported", fileID: fileID, line: line))
    }

    /// Records the error in the running test, or writes it to standard error.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Offline: Error {}
    ///
    /// func reportOffline() {
    /// // snippet.show
    /// withIssueReporters([.default]) {
    ///     reportIssue(Offline())
    /// }
    /// // snippet.hide
    /// }
    /// ```
    public func reportIssue(
        _ error: any Error,
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let text = message()
        if let recorder = linkedTestIssueRecorder,
            recorder.record(error, text, fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        {
            return
        }
        StandardError.emit(runtimeWarningLine(caughtErrorMessage(error, text), fileID: fileID, line: line))
    }

    /// Writes an expected issue to standard error as `[Composable] expected issue at ...`.
    ///
    /// ```swift
    /// withExpectedIssue {
    ///     reportIssue("This was expected")
    /// }
    /// ```
    public func expectIssue(
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        StandardError.emit("[Composable] expected issue at \(fileName(fileID)):\(line): \(message() ?? "Issue expected")\n")
    }

    private func runtimeWarningLine(_ message: String, fileID: StaticString, line: UInt) -> String {
        "[Composable] runtime warning at \(fileName(fileID)):\(line): \(message)\n"
    }

    private func fileName(_ fileID: StaticString) -> Substring {
        "\(fileID)".split(separator: "/").last ?? ""
    }
}
