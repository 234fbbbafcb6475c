/// Where runtime warnings go: by default, through `reportIssue` to the reporters in
/// ``IssueReporters/current``, which record a failure of the Swift Testing test running now (when
/// the test target links `ComposableTesting`), or else write to standard error. A `TestStore` records
/// them at the line of the `send` or `receive` that caused them.
///
/// Replace it for a stretch of code, including the effects started inside it:
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var taps = 0
///     }
///
///     enum Action {
///         case tapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.taps += 1
///             return .none
///         }
///     }
/// }
///
/// func log(_ warning: RuntimeWarning) {
///     print("logged: \(warning)")
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// // snippet.show
/// RuntimeWarningReporter.$current.withValue(.init { warning in log(warning) }) {
///     store.send(.tapped)
/// }
/// // snippet.hide
/// precondition(store.taps == 1)
/// ```
public struct RuntimeWarningReporter: Sendable {
    private let handle: @Sendable (RuntimeWarning) -> Void

    /// Creates a reporter that hands each warning to `handle`.
    public init(_ handle: @escaping @Sendable (RuntimeWarning) -> Void) {
        self.handle = handle
    }

    /// Reports one warning.
    public func report(_ warning: RuntimeWarning) {
        handle(warning)
    }

    /// Writes each warning to standard error, prefixed with where it points.
    public static let standardError = writing(toFileDescriptor: 2)

    /// Reports each warning through ``reportIssue(_:severity:fileID:filePath:line:column:)`` at
    /// the warning's call site, so that every reporter in ``IssueReporters/current`` receives
    /// it: the default one records it as an issue of the Swift Testing test that is running (so
    /// that the test fails, or `withExpectedIssue` catches it), or writes it to standard error
    /// when no test is running (an app, a preview, a doc example) or `ComposableTesting` is not
    /// linked.
    public static let automatic = RuntimeWarningReporter { warning in
        reportIssue(
            warning.message,
            fileID: warning.callSite.staticFileID,
            filePath: warning.callSite.staticFileID,
            line: warning.callSite.line,
            column: 0
        )
    }

    /// A reporter that writes each warning as one line to the open file descriptor `descriptor`.
    /// Tests write into a pipe of their own with it instead of redirecting the process's standard
    /// error, which every test running alongside shares.
    static func writing(toFileDescriptor descriptor: Int32) -> RuntimeWarningReporter {
        RuntimeWarningReporter { warning in
            StandardError.emit(
                "[Composable] runtime warning at \(warning.callSite): \(warning.message)\n",
                toFileDescriptor: descriptor
            )
        }
    }

    /// The automatic reporter, handing warnings raised outside any test to `fallback`.
    static func recordingInTests(otherwise fallback: RuntimeWarningReporter) -> RuntimeWarningReporter {
        RuntimeWarningReporter { warning in
            let callSite = warning.callSite
            if let recorder = linkedTestIssueRecorder,
                recorder.record(
                    warning.message,
                    isWarning: false,
                    fileID: callSite.fileID,
                    filePath: callSite.fileID,
                    line: Int(callSite.line),
                    column: 0
                )
            {
                return
            }
            fallback.report(warning)
        }
    }

    /// The reporter in force for the current task and the tasks it starts.
    @TaskLocal public static var current: RuntimeWarningReporter = .automatic
}
