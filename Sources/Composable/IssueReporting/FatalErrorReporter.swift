extension IssueReporter where Self == _FatalErrorReporter {
    /// A reporter that stops the program at the first issue, with the issue's message: for code
    /// that must never go on after a mistake (a command-line tool's invariants, a release build
    /// that should crash rather than corrupt data).
    ///
    /// ```swift
    /// // snippet.hide
    /// func enableStrictMode() {
    /// // snippet.show
    /// IssueReporters.current = [.fatalError]
    /// // snippet.hide
    /// }
    /// ```
    public static var fatalError: Self { Self() }
}

/// The type of ``IssueReporter/fatalError``.
///
/// ```swift
/// let reporter: _FatalErrorReporter = .fatalError
/// ```
public struct _FatalErrorReporter: IssueReporter {
    /// Stops the program with the issue's message, at the place it was reported.
    ///
    /// ```swift
    /// // snippet.hide
    /// func crash() {
    /// // snippet.show
    /// let reporter: _FatalErrorReporter = .fatalError
    /// reporter.reportIssue(
    ///     "Unrecoverable", severity: .error, fileID: #fileID, filePath: #filePath, line: #line, column: #column
    /// )
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
        Swift.fatalError(message() ?? "", file: filePath, line: line)
    }
}
