/// How serious a reported issue is: an `.error` fails the test it is reported in, a `.warning`
/// is recorded without failing it.
///
/// ```swift test
/// @Test func aWarningIsRecordedWithoutFailingTheTest() {
///     reportIssue("The cache was cold", severity: .warning)
/// }
/// ```
public enum IssueSeverity: Sendable {
    /// Worth knowing about; a test records it and still passes.
    case warning
    /// A mistake; a test fails.
    case error
}
