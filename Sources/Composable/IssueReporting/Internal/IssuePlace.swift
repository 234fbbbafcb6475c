/// Where an issue is reported: what `#fileID`, `#filePath`, `#line` and `#column` gave.
struct IssuePlace: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// The place ``withIssueContext(fileID:filePath:line:column:operation:)-(_,_,_,_,()->R)`` set:
/// issues reported inside are reported there instead of where `reportIssue` was called.
enum IssueContext {
    @TaskLocal static var current: Wrapped?

    /// A task-local value must be `Sendable`; `StaticString` is.
    struct Wrapped: Sendable {
        let place: IssuePlace
    }
}

/// Counts the issues reported inside a `withExpectedIssue` that runs outside any test, so
/// that it can say when none was.
enum FailureObserver {
    @TaskLocal static var current: LockIsolated<Int>?
}
