/// Runs `body` and returns its result, or reports the error it throws as an issue and returns
/// `nil`: for work whose failure should be heard about but not handled, such as saving a cache.
/// A `CancellationError` is not reported.
///
/// ```swift test
/// // snippet.hide
/// struct DiskFull: Error {}
///
/// func save() throws -> Int { throw DiskFull() }
///
/// @Test func aFailedSaveIsReportedAndGivesNil() {
///     withExpectedIssue {
/// // snippet.show
/// let saved = withErrorReporting("Saving the draft") {
///     try save()
/// }
/// // saved == nil, and the test records "Caught error: DiskFull(): Saving the draft"
/// // snippet.hide
///         #expect(saved == nil)
///     }
/// }
/// ```
///
/// - Parameters:
///   - message: Said with the error.
///   - reporters: The reporters to use instead of ``IssueReporters/current``.
///   - body: The work that may throw.
public func withErrorReporting<R>(
    _ message: @autoclosure () -> String? = nil,
    to reporters: [any IssueReporter]? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    catching body: () throws -> R
) -> R? {
    func attempt() -> R? {
        do {
            return try body()
        } catch is CancellationError {
            return nil
        } catch {
            reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
    }
    guard let reporters else { return attempt() }
    return withIssueReporters(reporters) { attempt() }
}

/// Runs `body`, which returns an optional, and flattens the result: `nil` when `body` returned
/// `nil` or threw (and the error was reported).
///
/// ```swift
/// let first: Int? = withErrorReporting {
///     [Int]().first
/// }
/// // snippet.hide
/// precondition(first == nil)
/// ```
@_disfavoredOverload
public func withErrorReporting<R>(
    _ message: @autoclosure () -> String? = nil,
    to reporters: [any IssueReporter]? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    catching body: () throws -> R?
) -> R? {
    let result: R?? = withErrorReporting(
        message(),
        to: reporters,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column,
        catching: body
    )
    return result ?? nil
}

/// Runs the async `body` and returns its result, or reports the error it throws as an issue and
/// returns `nil`. A `CancellationError` is not reported.
///
/// ```swift
/// struct Offline: Error {}
///
/// let user: String? = await withErrorReporting(to: []) {
///     try await Task.sleep(for: .milliseconds(1))
///     throw Offline()
/// }
/// // snippet.hide
/// precondition(user == nil)
/// ```
public func withErrorReporting<R>(
    _ message: @autoclosure () -> String? = nil,
    to reporters: [any IssueReporter]? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> sending R
) async -> R? {
    guard let reporters else {
        do {
            return try await body()
        } catch is CancellationError {
            return nil
        } catch {
            reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
    }
    return await withIssueReporters(reporters, isolation: isolation) {
        do {
            return try await body()
        } catch is CancellationError {
            return nil
        } catch {
            reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
    }
}

/// Runs the async `body`, which returns an optional, and flattens the result.
///
/// ```swift
/// let first: Int? = await withErrorReporting {
///     await Task.yield()
///     return [Int]().first
/// }
/// // snippet.hide
/// precondition(first == nil)
/// ```
@_disfavoredOverload
public func withErrorReporting<R>(
    _ message: @autoclosure () -> String? = nil,
    to reporters: [any IssueReporter]? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> sending R?
) async -> R? {
    let result: R?? = await withErrorReporting(
        message(),
        to: reporters,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column,
        isolation: isolation,
        catching: body
    )
    return result ?? nil
}
