/// Reports a mistake without stopping the program: in a test it fails the test at this line, in
/// an app it is written to standard error, and every reporter in ``IssueReporters/current``
/// receives it. Use it where something went wrong that a developer should hear about (a
/// dependency without a test value, an impossible state) but the app can carry on.
///
/// ```swift test
/// // snippet.hide
/// @Test func anIssueFailsTheTestItIsReportedIn() {
/// withExpectedIssue {
/// // snippet.show
/// reportIssue("The selected row was already deleted")
/// // snippet.hide
/// }
/// }
/// ```
///
/// Inside ``withExpectedIssue(_:isIntermittent:fileID:filePath:line:column:_:)`` the issue is
/// expected and fails nothing.
///
/// - Parameters:
///   - message: What went wrong.
///   - severity: `.error` (the default) fails a test, `.warning` is only recorded.
///   - fileID: Where it is reported; leave the defaults.
public func reportIssue(
    _ message: @autoclosure () -> String? = nil,
    severity: IssueSeverity = .error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let reporters = IssueReporters.current
    guard !reporters.isEmpty else { return }
    let place = IssueContext.current?.place ?? IssuePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    let text = message()
    if let observer = FailureObserver.current {
        observer.withValue { $0 += 1 }
        for reporter in reporters {
            reporter.expectIssue(text, fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column)
        }
    } else {
        for reporter in reporters {
            reporter.reportIssue(
                text,
                severity: severity,
                fileID: place.fileID,
                filePath: place.filePath,
                line: place.line,
                column: place.column
            )
        }
    }
}

/// Reports a caught error as an issue: `Caught error: <error>`, then the message if given. In a
/// test it fails the test, recorded as that error.
///
/// ```swift test
/// // snippet.hide
/// struct Offline: Error {}
///
/// @Test func aCaughtErrorIsReported() {
/// withExpectedIssue {
/// // snippet.show
/// do {
///     throw Offline()
/// } catch {
///     reportIssue(error, "while refreshing")
/// }
/// // snippet.hide
/// }
/// }
/// ```
public func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let reporters = IssueReporters.current
    guard !reporters.isEmpty else { return }
    let place = IssueContext.current?.place ?? IssuePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    let text = message()
    if let observer = FailureObserver.current {
        observer.withValue { $0 += 1 }
        for reporter in reporters {
            reporter.expectIssue(error, text, fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column)
        }
    } else {
        for reporter in reporters {
            reporter.reportIssue(error, text, fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column)
        }
    }
}
