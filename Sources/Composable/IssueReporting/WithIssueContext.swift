/// Runs `operation` with every issue it reports placed at the given file and line instead of
/// where `reportIssue` was called: for a helper that should fail the test at its caller's line.
///
/// ```swift test
/// // snippet.hide
/// func expectPositive(
///     _ value: Int,
///     fileID: StaticString = #fileID,
///     filePath: StaticString = #filePath,
///     line: UInt = #line,
///     column: UInt = #column
/// ) {
///     withIssueContext(fileID: fileID, filePath: filePath, line: line, column: column) {
///         if value <= 0 { reportIssue("\(value) is not positive") }
///     }
/// }
///
/// @Test func theIssueIsReportedAtTheCaller() {
///     withExpectedIssue {
///         expectPositive(-1)  // the issue is at this line
///     }
/// }
/// ```
public func withIssueContext<R>(
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt,
    operation: () throws -> R
) rethrows -> R {
    let place = IssuePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    return try IssueContext.$current.withValue(IssueContext.Wrapped(place: place), operation: operation)
}

/// Runs the async `operation` with every issue it reports placed at the given file and line.
///
/// ```swift
/// await withIssueContext(fileID: #fileID, filePath: #filePath, line: #line, column: #column) {
///     await Task.yield()
/// }
/// ```
public func withIssueContext<R>(
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let place = IssuePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    return try await IssueContext.$current.withValue(
        IssueContext.Wrapped(place: place),
        operation: operation,
        isolation: isolation
    )
}
