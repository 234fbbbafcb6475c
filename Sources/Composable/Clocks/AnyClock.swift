/// A clock of any kind, behind one type: for storing a clock whose type is decided at run time,
/// where `any Clock<Duration>` cannot be used (a property of a class that must name one type,
/// a clock handed to code written before existential clocks).
///
/// ```swift
/// let clock = AnyClock(ContinuousClock())
/// let start = clock.now
/// try await clock.sleep(for: .milliseconds(10))
/// print(start.duration(to: clock.now) >= .milliseconds(10))  // true
/// // snippet.hide
/// precondition(start.duration(to: clock.now) >= .milliseconds(10))
/// ```
///
/// Its time counts from when it was made: `now` is how far the wrapped clock has moved since,
/// and a sleep until an instant sleeps on the wrapped clock until the matching instant there.
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
    /// A moment on an ``AnyClock``: how far the wrapped clock had moved since the `AnyClock`
    /// was made.
    ///
    /// ```swift
    /// let clock = AnyClock(ContinuousClock())
    /// let later = clock.now.advanced(by: .seconds(1))
    /// print(clock.now < later)  // true
    /// // snippet.hide
    /// precondition(clock.now < later)
    /// ```
    public struct Instant: InstantProtocol {
        fileprivate let offset: Duration

        /// The moment `duration` after this one.
        ///
        /// ```swift
        /// let clock = AnyClock(ContinuousClock())
        /// let start = clock.now
        /// print(start.duration(to: start.advanced(by: .seconds(2))))  // 2.0 seconds
        /// // snippet.hide
        /// precondition(start.duration(to: start.advanced(by: .seconds(2))) == .seconds(2))
        /// ```
        public func advanced(by duration: Duration) -> Self {
            Self(offset: offset + duration)
        }

        /// The time from this moment to `other`.
        ///
        /// ```swift
        /// let clock = AnyClock(ContinuousClock())
        /// let start = clock.now
        /// print(start.duration(to: start) == .zero)  // true
        /// // snippet.hide
        /// precondition(start.duration(to: start) == .zero)
        /// ```
        public func duration(to other: Self) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        ///
        /// ```swift
        /// let clock = AnyClock(ContinuousClock())
        /// let start = clock.now
        /// print(start < start.advanced(by: .seconds(1)))  // true
        /// // snippet.hide
        /// precondition(start < start.advanced(by: .seconds(1)))
        /// ```
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private let readMinimumResolution: @Sendable () -> Duration
    private let readNow: @Sendable () -> Instant
    private let sleepUntil: @Sendable (Instant, Duration?) async throws -> Void

    /// Wraps `clock`, whose time from now on this clock reports.
    ///
    /// ```swift
    /// let clock: AnyClock<Duration> = AnyClock(SuspendingClock())
    /// // snippet.hide
    /// precondition(clock.now.duration(to: clock.now) >= .zero)
    /// ```
    public init<C: Clock>(_ clock: C) where C.Instant.Duration == Duration {
        let start = clock.now
        readNow = { Instant(offset: start.duration(to: clock.now)) }
        readMinimumResolution = { clock.minimumResolution }
        sleepUntil = { deadline, tolerance in
            try await clock.sleep(until: start.advanced(by: deadline.offset), tolerance: tolerance)
        }
    }

    /// The wrapped clock's minimum resolution.
    ///
    /// ```swift
    /// let clock = AnyClock(ImmediateClock())
    /// print(clock.minimumResolution)  // 0.0 seconds
    /// // snippet.hide
    /// precondition(clock.minimumResolution == .zero)
    /// ```
    public var minimumResolution: Duration {
        readMinimumResolution()
    }

    /// How far the wrapped clock has moved since this clock was made.
    ///
    /// ```swift
    /// let clock = AnyClock(ImmediateClock())
    /// try await clock.sleep(for: .seconds(5))
    /// // snippet.hide
    /// precondition(clock.now == clock.now.advanced(by: .zero))
    /// ```
    public var now: Instant {
        readNow()
    }

    /// Sleeps on the wrapped clock until the instant matching `deadline`.
    ///
    /// ```swift
    /// let clock = AnyClock(ImmediateClock())
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    /// ```
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await sleepUntil(deadline, tolerance)
    }
}
