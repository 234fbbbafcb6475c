/// A clock that reports an issue each time it is used (read `now`, `minimumResolution`, or
/// slept on), then does what the clock it wraps does: the test value of a clock dependency, so
/// that a test fails if the feature under test uses a clock it was not expected to.
///
/// ```swift test
/// // snippet.hide
/// @Test func aClockThatShouldNotBeUsed() async {
/// // snippet.show
/// let clock = UnimplementedClock(name: "continuousClock")
/// await withExpectedIssue {
///     try? await clock.sleep(for: .seconds(1))  // "Unimplemented: continuousClock.sleep"
/// }
/// // snippet.hide
/// }
/// ```
///
/// The issue points at the line that made the clock. By default it wraps an ``ImmediateClock``,
/// so a sleep returns at once after reporting.
public struct UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock {
    /// A moment on an ``UnimplementedClock``.
    ///
    /// ```swift
    /// let clock = UnimplementedClock<Duration>(name: "clock")
    /// // Reading `now` reports an issue, so examples and tests do so inside withExpectedIssue.
    /// withExpectedIssue {
    ///     let later = clock.now.advanced(by: .seconds(1))
    ///     _ = later
    /// }
    /// ```
    public struct Instant: InstantProtocol {
        fileprivate let rawValue: AnyClock<Duration>.Instant

        /// The moment `duration` after this one.
        ///
        /// ```swift
        /// withExpectedIssue {
        ///     let now = UnimplementedClock<Duration>().now
        ///     precondition(now.duration(to: now.advanced(by: .seconds(1))) == .seconds(1))
        /// }
        /// ```
        public func advanced(by duration: Duration) -> Self {
            Self(rawValue: rawValue.advanced(by: duration))
        }

        /// The time from this moment to `other`.
        ///
        /// ```swift
        /// withExpectedIssue {
        ///     let now = UnimplementedClock<Duration>().now
        ///     precondition(now.duration(to: now) == .zero)
        /// }
        /// ```
        public func duration(to other: Self) -> Duration {
            rawValue.duration(to: other.rawValue)
        }

        /// Whether `lhs` comes before `rhs`.
        ///
        /// ```swift
        /// withExpectedIssue {
        ///     let now = UnimplementedClock<Duration>().now
        ///     precondition(now < now.advanced(by: .seconds(1)))
        /// }
        /// ```
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    private let base: AnyClock<Duration>
    private let name: String
    private let fileID: StaticString
    private let filePath: StaticString
    private let line: UInt
    private let column: UInt

    /// A clock that reports each use, then does what `base` does.
    ///
    /// ```swift
    /// let clock = UnimplementedClock(ContinuousClock(), name: "continuousClock")
    /// ```
    public init<C: Clock>(
        _ base: C,
        name: String = "\(C.self)",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where C.Duration == Duration {
        self.base = AnyClock(base)
        self.name = name
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// A clock that reports each use, then does what an ``ImmediateClock`` starting at `now`
    /// does.
    ///
    /// ```swift
    /// let clock = UnimplementedClock<Duration>(name: "suspendingClock", now: TestInstant(offset: .seconds(10)))
    /// ```
    public init(
        name: String = "Clock",
        now: ImmediateClock<Duration>.Instant = .init(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            ImmediateClock(now: now),
            name: name,
            fileID: fileID,
            filePath: filePath,
            line: line,
            column: column
        )
    }

    /// Reports `Unimplemented: <name>.now`, then reads the wrapped clock.
    ///
    /// ```swift
    /// let clock = UnimplementedClock<Duration>()
    /// withExpectedIssue {
    ///     _ = clock.now
    /// }
    /// ```
    public var now: Instant {
        report("now")
        return Instant(rawValue: base.now)
    }

    /// Reports `Unimplemented: <name>.minimumResolution`, then reads the wrapped clock's.
    ///
    /// ```swift
    /// let clock = UnimplementedClock<Duration>()
    /// withExpectedIssue {
    ///     _ = clock.minimumResolution
    /// }
    /// ```
    public var minimumResolution: Duration {
        report("minimumResolution")
        return base.minimumResolution
    }

    /// Reports `Unimplemented: <name>.sleep`, then sleeps on the wrapped clock.
    ///
    /// ```swift
    /// let clock = UnimplementedClock<Duration>()
    /// await withExpectedIssue {
    ///     try? await clock.sleep(for: .seconds(1))
    /// }
    /// ```
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        report("sleep")
        try await base.sleep(until: deadline.rawValue, tolerance: tolerance)
    }

    private func report(_ member: String) {
        reportIssue("Unimplemented: \(name).\(member)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension UnimplementedClock where Duration == Swift.Duration {
    /// A clock measured in `Duration` that reports each use, named `name` in the issue.
    ///
    /// ```swift
    /// let clock = UnimplementedClock(name: "continuousClock")
    /// ```
    public init(name: String = "Clock") {
        self.init(name: name, now: .init())
    }
}

extension Clock where Self == UnimplementedClock<Swift.Duration> {
    /// A clock that reports an issue each time it is used: the test value of a clock dependency.
    ///
    /// ```swift test
    /// // snippet.hide
    /// @Test func anUnimplementedClockReportsItsUse() {
    /// // snippet.show
    /// let clock: some Clock<Duration> = .unimplemented()
    /// withExpectedIssue {
    ///     _ = clock.now  // "Unimplemented: Clock.now"
    /// }
    /// // snippet.hide
    /// }
    /// ```
    public static func unimplemented(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        UnimplementedClock(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
