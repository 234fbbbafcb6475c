import Testing

/// What a non-exhaustive test skipped, recorded as a known issue when its store says
/// `.off(showSkippedAssertions: true)`: the test passes, and its report lists each skipped
/// assertion where it was skipped.
enum SkippedAssertion {
    /// Records `message` as a known issue at `location`, if `exhaustivity` shows skipped
    /// assertions; records it as a failure if `exhaustivity` is `.on`.
    static func record(_ message: String, exhaustivity: Exhaustivity, at location: SourceLocation) {
        if exhaustivity.isExhaustive {
            TestFailure.record(Comment(rawValue: message), sourceLocation: location)
        } else if exhaustivity.showsSkippedAssertions {
            if Test.current != nil {
                withKnownIssue("Skipped assertion (exhaustivity is off)") {
                    TestFailure.record(Comment(rawValue: "Skipped assertions.\n\n\(message)"), sourceLocation: location)
                }
            } else {
                // XCTest on Linux has no expected failures: the skipped assertion is shown, and
                // the test goes on.
                print("\(location.fileID):\(location.line): Skipped assertions.\n\n\(message)")
            }
        }
    }
}
