import Composable

/// A view's clocks, as swift-clocks puts them in SwiftUI's environment: a view that waits or
/// animates over time reads `@Environment(\.continuousClock)`, and a preview or a test sets an
/// `ImmediateClock` or a `TestClock` in its place so the view never really sleeps.
///
/// ```swift
/// struct ClockName: View {
///     @Environment(\.continuousClock) var clock
///
///     var body: some View {
///         Text(clock is ImmediateClock<Duration> ? "Immediate" : "Continuous")
///     }
/// }
///
/// assert(ViewHost(ClockName()).texts == ["Continuous"])
/// assert(ViewHost(ClockName().environment(\.continuousClock, ImmediateClock())).texts == ["Immediate"])
/// ```
extension EnvironmentValues {
    /// The clock that measures time as it passes, sleep included: a `ContinuousClock` unless
    /// a view above set another.
    public var continuousClock: any Clock<Duration> {
        get { self[ContinuousClockKey.self] }
        set { self[ContinuousClockKey.self] = newValue }
    }

    /// The clock that stops while the system sleeps: a `SuspendingClock` unless a view above
    /// set another.
    public var suspendingClock: any Clock<Duration> {
        get { self[SuspendingClockKey.self] }
        set { self[SuspendingClockKey.self] = newValue }
    }
}

private enum ContinuousClockKey: EnvironmentKey {
    static var defaultValue: any Clock<Duration> { ContinuousClock() }
}

private enum SuspendingClockKey: EnvironmentKey {
    static var defaultValue: any Clock<Duration> { SuspendingClock() }
}
