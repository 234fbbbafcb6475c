import Composable
import Testing

/// The effects an action sent to a ``TestStore`` started, and in cascade those started by the
/// actions they sent: what `store.send` returns, to cancel or wait for in a test.
///
/// ```swift
/// struct Ticker: Reducer {
///     struct State: Equatable {}
///
///     enum Action {
///         case task
///         case stopped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { _, action in
///             switch action {
///             case .task:
///                 return .run { _ in
///                     try await Task.sleep(for: .seconds(3600))
///                 }
///             case .stopped:
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func theViewGoingAwayCancelsTheTickerEffect() async {
///     let store = TestStore(initialState: Ticker.State()) { Ticker() }
///
///     let task = await store.send(.task)
///     await task.cancel()  // what the view's `.task` modifier does when the view goes away
///     #expect(task.isCancelled)
/// }
/// ```
public struct TestStoreTask: Hashable, Sendable {
    /// The effects themselves.
    public let rawValue: StoreTask
    /// How long ``finish(timeout:fileID:file:line:column:)`` waits by default: the store's
    /// `timeout` when the action was sent.
    let timeout: Duration

    init(_ task: StoreTask, timeout: Duration) {
        rawValue = task
        self.timeout = timeout
    }

    /// Wraps a plain task, or no task, as a test store task: the original's
    /// `@_spi(Canary)` initializer, for checks that waiting on and cancelling a test store task
    /// behave when the work is any `Task` (visible only to a file that imports the module with
    /// `@_spi(Canary)`). A test store makes its tasks itself, from what `send` started.
    ///
    /// ```swift test
    /// @_spi(Canary) import ComposableTesting
    ///
    /// @Test func aWrappedTaskIsAwaitedAndNoTaskFinishesAtOnce() async {
    ///     let counter = LockIsolated(0)
    ///     let task = TestStoreTask(rawValue: Task { counter.withValue { $0 += 1 } }, timeout: .seconds(1))
    ///     await task.finish()
    ///     #expect(counter.value == 1)
    ///
    ///     let nothing = TestStoreTask(rawValue: nil, timeout: .seconds(1))
    ///     await nothing.finish()
    ///     #expect(nothing.isCancelled)
    /// }
    /// ```
    @_spi(Canary)
    public init(rawValue: Task<Void, Never>?, timeout: Duration) {
        self.init(StoreTask(task: rawValue), timeout: timeout)
    }

    /// Cancels the effects and waits until they have wound down.
    public func cancel() async {
        rawValue.cancel()
        await rawValue.finish()
    }

    /// Waits until the effects have finished, failing the test if they are still running after
    /// `timeout` (the store's ``TestStore/timeout`` when omitted).
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func anEffectThatOutlivesTheTimeoutFailsTheTest() async {
    ///     let store = TestStore(initialState: Ticker.State()) { Ticker() }
    ///
    ///     let task = await store.send(.task)
    ///     await withKnownIssue {
    ///         await task.finish(timeout: .milliseconds(10))
    ///     }
    ///     await task.cancel()
    /// }
    /// ```
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let limit = timeout ?? self.timeout
        let task = rawValue
        let finished = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await task.finish()
                return true
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return false
            }
            let first = await group.next() ?? true
            group.cancelAll()
            return first
        }
        guard !finished else { return }
        TestFailure.record(
            """
            Expected task to finish, but it is still in-flight after \(limit).

            If this task delivers its action with a clock, make sure that you wait enough time \
            for it to do its work: advance a test clock so that the effects may complete, or use \
            an immediate clock. If you cannot use a clock, pass a longer "timeout".
            """,
            sourceLocation: SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Whether the effects were cancelled; an action that started none counts as cancelled.
    public var isCancelled: Bool {
        rawValue.isCancelled
    }
}
