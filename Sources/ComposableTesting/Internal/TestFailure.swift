import Testing

/// Where `ComposableTesting` records a test failure: as an issue of the Swift Testing test
/// running in this task, or as a failure of the XCTest test case running in this process (a
/// test written with `XCTestCase`, as the original's suite is), unless an `XCTExpectFailure`
/// expects it. Every failure a `TestStore`, a `TestClock` or `reportIssue` records goes through
/// here.
enum TestFailure {
    /// Records `comment` as a failure (or a warning) at `sourceLocation`.
    static func record(
        _ comment: Comment? = nil,
        severity: Issue.Severity = .error,
        sourceLocation: SourceLocation
    ) {
        let text = comment?.rawValue ?? ""
        if expected(text, at: sourceLocation) != nil {
            return
        }
        if Test.current == nil, XCTestRunState.shared.isRunning {
            if severity == .warning {
                print("\(sourceLocation.fileID):\(sourceLocation.line): warning: \(text)")
            } else {
                XCTestRunState.shared.fail(text, filePath: sourceLocation.filePath, line: sourceLocation.line)
            }
            return
        }
        Issue.record(comment, severity: severity, sourceLocation: sourceLocation)
    }

    /// Records `error` as a failure at `sourceLocation`.
    static func record(_ error: any Error, _ comment: Comment?, sourceLocation: SourceLocation) {
        let text = [comment?.rawValue, "Caught error: \(error)"].compactMap { $0 }.joined(separator: "\n\n")
        if expected(text, at: sourceLocation) != nil { return }
        if Test.current == nil, XCTestRunState.shared.isRunning {
            XCTestRunState.shared.fail(text, filePath: sourceLocation.filePath, line: sourceLocation.line)
            return
        }
        Issue.record(error, comment, sourceLocation: sourceLocation)
    }

    /// The `XCTExpectFailure` that covers a failure with this text, if one does.
    private static func expected(_ text: String, at location: SourceLocation) -> ExpectedFailure? {
        XCTestRunState.shared.expectation(
            matching: XCTIssue(compactDescription: text, filePath: location.filePath, line: location.line)
        )
    }
}
