/// Something that receives the issues ``reportIssue(_:severity:fileID:filePath:line:column:)``
/// reports: a test failure, a line on standard error, a crash, a message to your own logging.
/// Add one to ``IssueReporters/current`` to see every issue the app reports, the runtime's own
/// warnings included.
///
/// ```swift
/// import Synchronization
///
/// struct CollectingReporter: IssueReporter {
///     let messages = LockIsolated<[String]>([])
///
///     func reportIssue(
///         _ message: @autoclosure () -> String?,
///         severity: IssueSeverity,
///         fileID: StaticString,
///         filePath: StaticString,
///         line: UInt,
///         column: UInt
///     ) {
///         let text = message() ?? "Issue reported"
///         messages.withValue { $0.append(text) }
///     }
/// }
///
/// let collector = CollectingReporter()
/// withIssueReporters([collector]) {
///     reportIssue("The token expired")
/// }
/// print(collector.messages.value)  // ["The token expired"]
/// // snippet.hide
/// precondition(collector.messages.value == ["The token expired"])
/// ```
///
/// Only the first requirement must be written; the others have defaults that describe an error
/// as "Caught error: ..." and ignore issues that were expected.
public protocol IssueReporter: Sendable {
    /// Receives an issue with its severity and the place it was reported at.
    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    )

    /// Receives an error reported as an issue, with an optional message.
    func reportIssue(
        _ error: any Error,
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    )

    /// Receives an issue reported inside ``withExpectedIssue(_:isIntermittent:fileID:filePath:line:column:_:)``:
    /// one that is not a mistake, because the caller said it would happen.
    func expectIssue(
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    )

    /// Receives an error reported inside ``withExpectedIssue(_:isIntermittent:fileID:filePath:line:column:_:)``.
    func expectIssue(
        _ error: any Error,
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    )
}

extension IssueReporter {
    /// Receives an issue of severity `.error`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Printer: IssueReporter {
    ///     func reportIssue(
    ///         _ message: @autoclosure () -> String?,
    ///         severity: IssueSeverity,
    ///         fileID: StaticString,
    ///         filePath: StaticString,
    ///         line: UInt,
    ///         column: UInt
    ///     ) {
    ///         print(message() ?? "")
    ///     }
    /// }
    /// // snippet.show
    /// Printer().reportIssue(
    ///     "Something went wrong", fileID: #fileID, filePath: #filePath, line: #line, column: #column
    /// )
    /// ```
    public func reportIssue(
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        reportIssue(message(), severity: .error, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Reports the error as an issue of severity `.error` whose message is
    /// `Caught error: <error>: <message>`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Printer: IssueReporter {
    ///     func reportIssue(
    ///         _ message: @autoclosure () -> String?,
    ///         severity: IssueSeverity,
    ///         fileID: StaticString,
    ///         filePath: StaticString,
    ///         line: UInt,
    ///         column: UInt
    ///     ) {
    ///         print(message() ?? "")
    ///     }
    /// }
    /// // snippet.show
    /// struct Offline: Error {}
    /// Printer().reportIssue(
    ///     Offline(), "while syncing", fileID: #fileID, filePath: #filePath, line: #line, column: #column
    /// )
    /// ```
    public func reportIssue(
        _ error: any Error,
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        reportIssue(
            caughtErrorMessage(error, message()),
            severity: .error,
            fileID: fileID,
            filePath: filePath,
            line: line,
            column: column
        )
    }

    /// Ignores an expected issue.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Printer: IssueReporter {
    ///     func reportIssue(
    ///         _ message: @autoclosure () -> String?,
    ///         severity: IssueSeverity,
    ///         fileID: StaticString,
    ///         filePath: StaticString,
    ///         line: UInt,
    ///         column: UInt
    ///     ) {
    ///         print(message() ?? "")
    ///     }
    /// }
    /// // snippet.show
    /// Printer().expectIssue(
    ///     "an expected issue", fileID: #fileID, filePath: #filePath, line: #line, column: #column
    /// )
    /// ```
    public func expectIssue(
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {}

    /// Hands an expected error to ``expectIssue(_:fileID:filePath:line:column:)`` as
    /// `Caught error: <error>: <message>`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Printer: IssueReporter {
    ///     func reportIssue(
    ///         _ message: @autoclosure () -> String?,
    ///         severity: IssueSeverity,
    ///         fileID: StaticString,
    ///         filePath: StaticString,
    ///         line: UInt,
    ///         column: UInt
    ///     ) {
    ///         print(message() ?? "")
    ///     }
    /// }
    /// // snippet.show
    /// struct Offline: Error {}
    /// Printer().expectIssue(
    ///     Offline(), nil, fileID: #fileID, filePath: #filePath, line: #line, column: #column
    /// )
    /// ```
    public func expectIssue(
        _ error: any Error,
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        expectIssue(caughtErrorMessage(error, message()), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// How an error reported as an issue is written: `Caught error: <error>`, then `: <message>`
/// when there is one.
func caughtErrorMessage(_ error: any Error, _ message: String?) -> String {
    "Caught error: \(error)" + (message.map { ": \($0)" } ?? "")
}
