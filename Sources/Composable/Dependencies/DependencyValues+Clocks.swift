extension DependencyValues {
    /// The clock that effects wait on for time to pass, even while the device sleeps:
    /// `ContinuousClock()` in the app.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Delayed: Reducer {
    ///     struct State: Equatable {}
    ///
    ///     enum Action {
    ///         case tapped
    ///         case delayedTap
    ///     }
    /// // snippet.show
    /// @Dependency(\.continuousClock) var clock
    /// // ...
    /// // snippet.hide
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, action in
    ///             guard case .tapped = action else { return .none }
    /// // snippet.show
    /// return .run { send in
    ///     try await clock.sleep(for: .seconds(1))
    ///     await send(.delayedTap)
    /// }
    /// // snippet.hide
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// It has no test value: a test sets a clock it controls, `$0.continuousClock = TestClock()`,
    /// or one that never waits, `ImmediateClock()`.
    public var continuousClock: any Clock<Duration> {
        get { self[ContinuousClockKey.self] }
        set { self[ContinuousClockKey.self] = newValue }
    }

    /// The clock that effects wait on for time to pass while the device is awake:
    /// `SuspendingClock()` in the app.
    ///
    /// ```swift
    /// @Dependency(\.suspendingClock) var clock
    /// ```
    ///
    /// It has no test value: a test sets a clock it controls, as with ``continuousClock``.
    public var suspendingClock: any Clock<Duration> {
        get { self[SuspendingClockKey.self] }
        set { self[SuspendingClockKey.self] = newValue }
    }
}

enum ContinuousClockKey: DependencyKey {
    static let liveValue: any Clock<Duration> = ContinuousClock()
}

enum SuspendingClockKey: DependencyKey {
    static let liveValue: any Clock<Duration> = SuspendingClock()
}
