import Composable
import Testing

/// Turns a runtime warning raised inside a Swift Testing test, outside any `TestStore`, into
/// an issue of that test: a plain `Store` whose `ifLet` receives an action for a missing child
/// fails the test that sent it.
///
/// `Composable` finds this type by its mangled name; renaming it or moving it to another module
/// breaks that lookup (`TestIssueRecorderTests` would fail).
enum TestIssueRecorder: TestIssueRecording {
    static func recordIfTesting(_ warning: RuntimeWarning) -> Bool {
        guard Test.current != nil else { return false }
        Issue.record(Comment(rawValue: warning.message), sourceLocation: sourceLocation(of: warning.callSite))
        return true
    }

    /// Where the warning points, when its call site can be one (a `#fileID` has a module).
    private static func sourceLocation(of callSite: CallSite) -> SourceLocation {
        guard callSite.fileID.contains("/"), callSite.line > 0 else {
            return SourceLocation(fileID: "ComposableTesting/TestIssueRecorder.swift", filePath: #filePath, line: #line, column: 1)
        }
        return SourceLocation(fileID: callSite.fileID, filePath: callSite.fileID, line: Int(callSite.line), column: 1)
    }
}
