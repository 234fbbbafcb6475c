/// A moment on a ``TestClock`` or an ``ImmediateClock``: how far the clock has moved since it
/// was made.
///
/// ```swift test
/// // snippet.hide
/// @Test func aClockMovedOnByThreeSecondsIsAtThreeSeconds() async {
/// // snippet.show
/// let clock = TestClock()
/// await clock.advance(by: .seconds(3))
/// clock.now == TestInstant(offset: .seconds(3))  // true
/// // snippet.hide
/// #expect(clock.now == TestInstant(offset: .seconds(3)))
/// }
/// ```
public struct TestInstant<Duration: DurationProtocol & Hashable>: InstantProtocol {
    /// The time since the clock started.
    public let offset: Duration

    /// The moment `offset` after the clock started.
    public init(offset: Duration = .zero) {
        self.offset = offset
    }

    /// The moment `duration` after this one.
    public func advanced(by duration: Duration) -> Self {
        Self(offset: offset + duration)
    }

    /// The time from this moment to `other`.
    public func duration(to other: Self) -> Duration {
        other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.offset < rhs.offset
    }
}
