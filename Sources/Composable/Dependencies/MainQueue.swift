import Foundation

/// The main queue as the original's `@Dependency(\.mainQueue)` scheduler is used in effects:
/// `for await _ in mainQueue.timer(interval: 1) { await send(.tick) }` and
/// `try await mainQueue.sleep(for: .seconds(1))`.
///
/// There are no Combine schedulers on Linux. This one waits on the `continuousClock` dependency
/// of the effect it runs in, so a test controls it the way it controls the clock: with a
/// `TestClock` (advance it) or an `ImmediateClock` (no waiting).
///
/// ```swift
/// let interval: MainQueue.Stride = 1
/// assert(interval.duration == .seconds(1))
/// assert(MainQueue.Stride.milliseconds(500).duration == .milliseconds(500))
/// ```
public struct MainQueue: Sendable {
    /// The clock it waits on; `nil` for the `continuousClock` dependency of the running effect.
    private let clock: AnyClock<Duration>?
    /// The clock as a timeline of scheduled closures, when it is one (a test or immediate
    /// clock): what `ComposableCombine` schedules Combine work on.
    private let timeline: (any ActionTimeline)?

    /// The main queue that waits on the `continuousClock` dependency of the effect it runs in.
    ///
    /// ```swift
    /// let queue = MainQueue()
    /// // snippet.hide
    /// _ = queue
    /// ```
    public init() {
        self.clock = nil
        self.timeline = nil
    }

    /// A main queue that waits on `clock` instead: what a test scheduler erases to
    /// (`DispatchQueue.test.eraseToAnyScheduler()` in `ComposableTesting`), or an
    /// `ImmediateClock` for previews.
    ///
    /// ```swift
    /// let immediate = MainQueue(clock: ImmediateClock())
    /// // snippet.hide
    /// _ = immediate
    /// ```
    public init<C: Clock<Duration>>(clock: C) {
        self.clock = AnyClock(clock)
        self.timeline = clock as? any ActionTimeline
    }

    /// The clock this queue waits on, now: its own, or the running effect's `continuousClock`.
    private var currentClock: any Clock<Duration> {
        if let clock { return clock }
        return DependencyValues.current.continuousClock
    }

    /// Where Combine work scheduled on this queue runs: its own clock's timeline, or else that of
    /// the `continuousClock` dependency in effect now; `nil` for a real clock (then the work
    /// goes to the main dispatch queue).
    package var actionTimeline: (any ActionTimeline)? {
        if clock != nil { return timeline }
        return DependencyValues.current.continuousClock as? any ActionTimeline
    }

    /// A time interval, written as the original's scheduler strides are: `1` (a second),
    /// `.seconds(2)`, `.milliseconds(500)`.
    public struct Stride: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
        /// The interval.
        public let duration: Duration

        /// An interval of `duration`.
        public init(_ duration: Duration) {
            self.duration = duration
        }

        /// An interval of `value` seconds.
        public init(integerLiteral value: Int) {
            self.init(.seconds(value))
        }

        /// An interval of `value` seconds.
        public init(floatLiteral value: Double) {
            self.init(.seconds(value))
        }

        /// An interval of `seconds` seconds.
        public static func seconds(_ seconds: Double) -> Stride {
            Stride(.seconds(seconds))
        }

        /// An interval of a whole number of seconds, as `.seconds(count)` with an `Int` count.
        ///
        /// ```swift
        /// let count = 2
        /// assert(MainQueue.Stride.seconds(count).duration == .seconds(2))
        /// ```
        public static func seconds(_ seconds: Int) -> Stride {
            Stride(.seconds(seconds))
        }

        /// An interval of `milliseconds` milliseconds.
        public static func milliseconds(_ milliseconds: Int) -> Stride {
            Stride(.milliseconds(milliseconds))
        }
    }

    /// Waits for `interval` on this queue's clock (by default the effect's `continuousClock`).
    public func sleep(for interval: Stride) async throws {
        try await currentClock.sleep(for: interval.duration)
    }

    /// The current date, then again every `interval`, until the consuming task is cancelled.
    /// The clock is the `continuousClock` of the effect that makes the timer.
    public func timer(interval: Stride) -> AsyncStream<Date> {
        let clock = currentClock
        return AsyncStream { continuation in
            let task = Task {
                while !Task.isCancelled {
                    do {
                        try await clock.sleep(for: interval.duration)
                    } catch {
                        break
                    }
                    continuation.yield(Date())
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// The original's type-erased scheduler of a queue; here every such scheduler is a
/// `MainQueue`.
///
/// ```swift
/// let mainQueue: AnySchedulerOf<DispatchQueue> = MainQueue(clock: ImmediateClock())
/// // snippet.hide
/// _ = mainQueue
/// ```
public typealias AnySchedulerOf<Queue> = MainQueue

private enum MainQueueKey: DependencyKey {
    static let liveValue = MainQueue()
    static let testValue = MainQueue()
}

extension DependencyValues {
    /// The main queue, for effects written with the original's scheduler dependency; it waits
    /// on the `continuousClock` dependency.
    public var mainQueue: MainQueue {
        get { self[MainQueueKey.self] }
        set { self[MainQueueKey.self] = newValue }
    }
}
