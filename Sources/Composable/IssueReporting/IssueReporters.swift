/// The reporters that ``reportIssue(_:severity:fileID:filePath:line:column:)`` hands issues to.
///
/// ```swift
/// // snippet.hide
/// struct LoggingReporter: IssueReporter {
///     func reportIssue(
///         _ message: @autoclosure () -> String?,
///         severity: IssueSeverity,
///         fileID: StaticString,
///         filePath: StaticString,
///         line: UInt,
///         column: UInt
///     ) {
///         print("issue: \(message() ?? "")")
///     }
/// }
/// // snippet.show
/// // At app start: keep the default reporter, and also log every issue.
/// IssueReporters.current.append(LoggingReporter())
/// // snippet.hide
/// IssueReporters.current.removeLast()
/// ```
public enum IssueReporters {
    /// The reporters in force: `[.default]` unless changed. Setting it changes them for the
    /// whole app, except inside ``withIssueReporters(_:operation:)``, whose list
    /// wins for the code it runs.
    ///
    /// ```swift
    /// print(IssueReporters.current.count)  // 1: the default reporter
    /// ```
    public static var current: [any IssueReporter] {
        get { storage.value }
        set { storage.setValue(newValue) }
    }

    /// The list in force: a task-local box, so that `withIssueReporters` can put another box in
    /// place for one operation while setting `current` changes the box in force.
    @TaskLocal static var storage = LockIsolated<[any IssueReporter]>([.default])
}

/// Runs `operation` with `reporters` receiving every issue it reports, instead of
/// ``IssueReporters/current``: to collect the issues of one piece of work, or to silence them
/// with an empty list.
///
/// ```swift
/// withIssueReporters([]) {
///     reportIssue("Nobody hears this")
/// }
/// ```
public func withIssueReporters<R>(
    _ reporters: [any IssueReporter],
    operation: () throws -> R
) rethrows -> R {
    try IssueReporters.$storage.withValue(LockIsolated(reporters), operation: operation)
}

/// Runs the async `operation` with `reporters` receiving every issue it reports, including those
/// of the child tasks it starts.
///
/// ```swift
/// await withIssueReporters([.fatalError]) {
///     await Task.yield()
/// }
/// ```
public func withIssueReporters<R>(
    _ reporters: [any IssueReporter],
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await IssueReporters.$storage.withValue(LockIsolated(reporters), operation: operation, isolation: isolation)
}
