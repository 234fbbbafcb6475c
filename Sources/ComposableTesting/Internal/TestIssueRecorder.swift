import Composable
import Testing

/// Turns an issue reported inside a test, outside any `TestStore`, into an issue of that test:
/// `reportIssue`, or a plain `Store` whose `ifLet` receives an action for a missing child, fails
/// the Swift Testing test, or the XCTest test case, that did it. `withExpectedIssue` is
/// `withKnownIssue` in Swift Testing and `XCTExpectFailure` in XCTest.
///
/// `Composable` finds this type by its mangled name; renaming it or moving it to another module
/// breaks that lookup (`TestIssueRecorderTests` would fail).
enum TestIssueRecorder: TestIssueRecording {
    static var isRunningTest: Bool {
        Test.current != nil || XCTestRunState.shared.isRunning
    }

    static func record(
        _ message: String?,
        isWarning: Bool,
        fileID: String,
        filePath: String,
        line: Int,
        column: Int
    ) -> Bool {
        guard isRunningTest else { return false }
        TestFailure.record(
            message.map { Comment(rawValue: $0) },
            severity: isWarning ? .warning : .error,
            sourceLocation: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return true
    }

    static func record(
        _ error: any Error,
        _ message: String?,
        fileID: String,
        filePath: String,
        line: Int,
        column: Int
    ) -> Bool {
        guard isRunningTest else { return false }
        TestFailure.record(
            error,
            message.map { Comment(rawValue: $0) },
            sourceLocation: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return true
    }

    static func withKnownIssue(
        _ message: String?,
        isIntermittent: Bool,
        fileID: String,
        filePath: String,
        line: Int,
        column: Int,
        _ body: () throws -> Void
    ) {
        if Test.current == nil {
            ExpectedFailure.during(
                message,
                isStrict: !isIntermittent,
                place: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                body
            )
            return
        }
        Testing.withKnownIssue(
            message.map { Comment(rawValue: $0) },
            isIntermittent: isIntermittent,
            sourceLocation: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            body
        )
    }

    static func withKnownIssue(
        _ message: String?,
        isIntermittent: Bool,
        isolation: isolated (any Actor)?,
        fileID: String,
        filePath: String,
        line: Int,
        column: Int,
        _ body: () async throws -> Void
    ) async {
        if Test.current == nil {
            await ExpectedFailure.during(
                message,
                isStrict: !isIntermittent,
                place: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                isolation: isolation,
                body
            )
            return
        }
        await Testing.withKnownIssue(
            message.map { Comment(rawValue: $0) },
            isIntermittent: isIntermittent,
            isolation: isolation,
            sourceLocation: sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            body
        )
    }

    /// Where the issue points, when the place given can be one (a `#fileID` has a module and
    /// the line is not zero); else this file.
    private static func sourceLocation(fileID: String, filePath: String, line: Int, column: Int) -> SourceLocation {
        guard fileID.contains("/"), line > 0 else {
            return SourceLocation(fileID: "ComposableTesting/TestIssueRecorder.swift", filePath: #filePath, line: #line, column: 1)
        }
        return SourceLocation(fileID: fileID, filePath: filePath, line: line, column: max(1, column))
    }
}
