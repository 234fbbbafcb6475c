#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where runtime warnings go: by default, a failure of the Swift Testing test running now (when
/// the test target links `ComposableTesting`), or else standard error. A `TestStore` records
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

    /// Records each warning as an issue of the Swift Testing test that is running, so that the
    /// test fails; writes it to standard error when no test is running (an app, a preview, a
    /// doc example) or when `ComposableTesting` is not linked.
    public static let automatic = recordingInTests(otherwise: standardError)

    /// A reporter that writes each warning as one line to the open file descriptor `descriptor`.
    /// Tests write into a pipe of their own with it instead of redirecting the process's standard
    /// error, which every test running alongside shares.
    static func writing(toFileDescriptor descriptor: Int32) -> RuntimeWarningReporter {
        RuntimeWarningReporter { warning in
            let text = "[Composable] runtime warning at \(warning.callSite): \(warning.message)\n"
            var bytes = Array(text.utf8)
            bytes.withUnsafeMutableBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
        }
    }

    /// The automatic reporter, handing warnings raised outside any test to `fallback`.
    static func recordingInTests(otherwise fallback: RuntimeWarningReporter) -> RuntimeWarningReporter {
        RuntimeWarningReporter { warning in
            if let recorder = linkedTestIssueRecorder, recorder.recordIfTesting(warning) { return }
            fallback.report(warning)
        }
    }

    /// The reporter in force for the current task and the tasks it starts.
    @TaskLocal public static var current: RuntimeWarningReporter = .automatic
}
