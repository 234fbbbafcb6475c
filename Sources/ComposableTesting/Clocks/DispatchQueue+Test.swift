import Dispatch
import Composable
import Testing

extension DispatchQueue {
    /// A test scheduler for code written with the original's `\.mainQueue` dependency: the
    /// original's tests write `let mainQueue = DispatchQueue.test`, set
    /// `$0.mainQueue = mainQueue.eraseToAnyScheduler()` and move time with
    /// `await mainQueue.advance(by: 1)`. There are no Combine schedulers on Linux; this one is a
    /// ``TestClock`` seen through the scheduler's names.
    ///
    /// ```swift test
    /// // snippet.hide
    /// @Test func aScheduledTimerTicksWhenTheSchedulerAdvances() async {
    /// // snippet.show
    /// let scheduler = DispatchQueue.test
    /// let mainQueue = scheduler.eraseToAnyScheduler()
    /// let woke = LockIsolated(false)
    /// let task = Task {
    ///     try await mainQueue.sleep(for: .seconds(1))
    ///     woke.setValue(true)
    /// }
    /// await scheduler.advance(by: 1)
    /// try? await task.value
    /// #expect(woke.value)
    /// // snippet.hide
    /// }
    /// ```
    public static var test: TestSchedulerOf<DispatchQueue> {
        TestSchedulerOf<DispatchQueue>()
    }
}

/// A scheduler whose time moves only when a test says: the original's `TestSchedulerOf`, for
/// `DispatchQueue.test`. Its ``eraseToAnyScheduler()`` is the `MainQueue` to give the
/// `\.mainQueue` dependency.
///
/// ```swift
/// let scheduler: TestSchedulerOf<DispatchQueue> = DispatchQueue.test
/// let mainQueue: MainQueue = scheduler.eraseToAnyScheduler()
/// // snippet.hide
/// _ = mainQueue
/// ```
public final class TestSchedulerOf<Queue>: Sendable {
    /// The clock behind the scheduler.
    ///
    /// ```swift
    /// let clock: TestClock<Duration> = DispatchQueue.test.clock
    /// // snippet.hide
    /// _ = clock
    /// ```
    public let clock = TestClock()

    /// Makes a scheduler at time zero; `DispatchQueue.test` is the usual spelling.
    ///
    /// ```swift
    /// let scheduler = TestSchedulerOf<DispatchQueue>()
    /// // snippet.hide
    /// _ = scheduler
    /// ```
    public init() {}

    /// The scheduler as the `\.mainQueue` dependency takes it.
    ///
    /// ```swift
    /// let mainQueue = DispatchQueue.test.eraseToAnyScheduler()
    /// // snippet.hide
    /// _ = mainQueue
    /// ```
    public func eraseToAnyScheduler() -> MainQueue {
        MainQueue(clock: clock)
    }

    /// Moves time forward by `stride` (by default not at all, which runs the work due now), and
    /// runs the work scheduled until then.
    ///
    /// ```swift test
    /// // snippet.hide
    /// @Test func advancingBySecondsAndMilliseconds() async {
    /// // snippet.show
    /// let scheduler = DispatchQueue.test
    /// await scheduler.advance(by: .milliseconds(500))
    /// await scheduler.advance(by: .seconds(0.5))
    /// #expect(scheduler.clock.now.offset == .seconds(1))
    /// // snippet.hide
    /// }
    /// ```
    public func advance(by stride: MainQueue.Stride = 0, sourceLocation: SourceLocation = #_sourceLocation) async {
        await clock.advance(by: stride.duration, sourceLocation: sourceLocation)
    }

    /// Runs the scheduled work until none is left, moving time as far as it needs.
    ///
    /// ```swift test
    /// // snippet.hide
    /// @Test func runningTheSchedulerToTheEnd() async {
    /// // snippet.show
    /// let scheduler = DispatchQueue.test
    /// await scheduler.run()
    /// // snippet.hide
    /// }
    /// ```
    public func run(sourceLocation: SourceLocation = #_sourceLocation) async {
        await clock.run(sourceLocation: sourceLocation)
    }

    /// Waits until the scheduler's time has moved on by `stride`.
    ///
    /// ```swift test
    /// // snippet.hide
    /// @Test func sleepingOnTheScheduler() async throws {
    /// // snippet.show
    /// let scheduler = DispatchQueue.test
    /// async let slept: Void = scheduler.sleep(for: 1)
    /// await scheduler.advance(by: 1)
    /// try await slept
    /// // snippet.hide
    /// }
    /// ```
    public func sleep(for stride: MainQueue.Stride) async throws {
        try await clock.sleep(for: stride.duration)
    }
}
