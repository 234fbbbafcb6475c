extension Clock where Duration == Swift.Duration {
    /// Ticks every `interval` on this clock, until the task that iterates it is cancelled.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Stopwatch: Reducer {
    ///     struct State: Equatable {}
    ///
    ///     enum Action {
    ///         case startTapped
    ///         case timerTicked
    ///     }
    ///
    ///     enum CancelID {
    ///         case timer
    ///     }
    ///
    ///     @Dependency(\.continuousClock) var clock
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, action in
    ///             guard case .startTapped = action else { return .none }
    /// // snippet.show
    /// return .run { send in
    ///     for await _ in clock.timer(interval: .seconds(1)) {
    ///         await send(.timerTicked)
    ///     }
    /// }
    /// .cancellable(id: CancelID.timer)
    /// // snippet.hide
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Ticks fall on whole intervals after the first `next()`, not after the previous tick was
    /// handled, so slow work between ticks does not make the timer drift; a tick that is already
    /// late when the work is done is skipped rather than delivered in a burst.
    public func timer(interval: Swift.Duration) -> ClockTimer {
        ClockTimer(clock: self, interval: interval)
    }
}

/// The ticks of a clock's ``Clock/timer(interval:)``: an asynchronous sequence that yields once
/// per interval and ends when the iterating task is cancelled.
///
/// ```swift
/// // snippet.hide
/// func countTicks(of clock: some Clock<Duration>) async -> Int {
///     var ticks = 0
/// // snippet.show
/// for await _ in clock.timer(interval: .seconds(1)) {
///     // ...
/// // snippet.hide
///     ticks += 1
///     if ticks == 3 { break }
/// // snippet.show
/// }
/// // snippet.hide
///     return ticks
/// }
/// ```
public struct ClockTimer: AsyncSequence, Sendable {
    /// A tick carries no value: it only says that an interval has passed.
    public typealias Element = Void

    private let clock: any Clock<Swift.Duration>
    private let interval: Swift.Duration

    init(clock: any Clock<Swift.Duration>, interval: Swift.Duration) {
        self.clock = clock
        self.interval = interval
    }

    /// Starts counting intervals from the clock's present.
    public func makeAsyncIterator() -> Iterator {
        Iterator(waitForTick: Self.ticks(of: clock, every: interval))
    }

    /// Waits for the ticks of a ``ClockTimer``.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let waitForTick: () async -> Bool

        /// Waits for the next tick; `nil` once the task is cancelled.
        public mutating func next() async -> Void? {
            await waitForTick() ? () : nil
        }
    }

    /// A function that waits for the next tick of `clock`, and says `false` once cancelled.
    private static func ticks<C: Clock<Swift.Duration>>(of clock: C, every interval: Swift.Duration) -> () async -> Bool {
        var lastTick: C.Instant?
        return {
            let now = clock.now
            var next = (lastTick ?? now).advanced(by: interval)
            if next < now { next = now.advanced(by: interval) }
            do {
                try await clock.sleep(until: next, tolerance: nil)
            } catch {
                return false
            }
            lastTick = next
            return true
        }
    }
}
