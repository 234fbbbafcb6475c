/// Runs `body`, which is expected to report an issue: in a Swift Testing test it is
/// `withKnownIssue`, so the issue does not fail the test and the test fails if none is reported
/// (unless `isIntermittent`). Outside tests the issues are handed to each reporter's
/// `expectIssue` instead, and a missing one is reported.
///
/// ```swift test
/// // snippet.hide
/// @Test func aMissingTokenIsReported() {
/// // snippet.show
/// withExpectedIssue("The token is missing") {
///     reportIssue("No token")
/// }
/// // snippet.hide
/// }
/// ```
///
/// It also catches the runtime's own warnings (an action sent to a child whose state is gone)
/// and an error `body` throws. In a process running tests but outside a test's task (a detached
/// task), `body` is not run, as in the original.
public func withExpectedIssue(
    _ message: String? = nil,
    isIntermittent: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) {
    let place = IssueContext.current?.place ?? IssuePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    if let recorder = linkedTestIssueRecorder, recorder.isRunningTest {
        recorder.withKnownIssue(
            message,
            isIntermittent: isIntermittent,
            fileID: "\(fileID)",
            filePath: "\(filePath)",
            line: Int(line),
            column: Int(column),
            body
        )
        return
    }
    guard !isTesting else { return }
    let observer = LockIsolated(0)
    FailureObserver.$current.withValue(observer) {
        do {
            try body()
        } catch {
            for reporter in IssueReporters.current {
                reporter.expectIssue(error, message, fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column)
            }
            return
        }
    }
    if observer.value == 0, !isIntermittent {
        reportKnownIssueWasNotRecorded(message, at: place)
    }
}

/// Runs the async `body`, which is expected to report an issue; see the synchronous form.
///
/// ```swift test
/// // snippet.hide
/// @Test func anIssueReportedAfterASuspensionIsExpected() async {
/// // snippet.show
/// await withExpectedIssue {
///     await Task.yield()
///     reportIssue("Reported after a suspension")
/// }
/// // snippet.hide
/// }
/// ```
public func withExpectedIssue(
    _ message: String? = nil,
    isIntermittent: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () async throws -> Void
) async {
    let place = IssueContext.current?.place ?? IssuePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    if let recorder = linkedTestIssueRecorder, recorder.isRunningTest {
        await recorder.withKnownIssue(
            message,
            isIntermittent: isIntermittent,
            isolation: isolation,
            fileID: "\(fileID)",
            filePath: "\(filePath)",
            line: Int(line),
            column: Int(column),
            body
        )
        return
    }
    guard !isTesting else { return }
    let observer = LockIsolated(0)
    let thrown: (any Error)? = await FailureObserver.$current.withValue(observer, operation: {
        do {
            try await body()
            return nil
        } catch {
            return error
        }
    }, isolation: isolation)
    if let thrown {
        for reporter in IssueReporters.current {
            reporter.expectIssue(thrown, message, fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column)
        }
    } else if observer.value == 0, !isIntermittent {
        reportKnownIssueWasNotRecorded(message, at: place)
    }
}

private func reportKnownIssueWasNotRecorded(_ message: String?, at place: IssuePlace) {
    for reporter in IssueReporters.current {
        reporter.reportIssue(
            "Known issue was not recorded" + (message.map { ": \($0)" } ?? ""),
            severity: .error,
            fileID: place.fileID,
            filePath: place.filePath,
            line: place.line,
            column: place.column
        )
    }
}
