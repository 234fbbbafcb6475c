import Observation

/// Runs `apply` and calls `onChange` once, the first time something `apply` read from an
/// observable value (a `Store`'s state) changes: the original's name, from its Perception
/// library, for Swift's `withObservationTracking`, which it is here.
///
/// ```swift
/// // snippet.hide
/// struct Counter: Reducer {
///     struct State: Equatable { var count = 0 }
///     enum Action { case increment }
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in state.count += 1; return .none }
///     }
/// }
/// @MainActor func watchTheCount() {
/// // snippet.show
/// let store = Store(initialState: Counter.State()) { Counter() }
/// let changed = LockIsolated(false)
/// _ = withPerceptionTracking {
///     store.count
/// } onChange: {
///     changed.setValue(true)
/// }
/// store.send(.increment)
/// assert(changed.value)
/// // snippet.hide
/// }
/// ```
public func withPerceptionTracking<T>(
    _ apply: () -> T,
    onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
    withObservationTracking(apply, onChange: onChange())
}
