import Foundation

extension Store {
    /// One task per effect still running in the store's engine (the root's, for a scoped
    /// store), keyed by an identifier of that effect: the original's `@_spi(Internals)` view of a
    /// store's effects, for tests that check that none is left behind
    /// (`store.effectCancellables.count == 0`).
    ///
    /// An effect is listed from the moment it starts until its work has ended, by finishing or
    /// being cancelled; an action whose effect ends at once (`.none`, `.send`) leaves nothing.
    /// Cancelling one of the tasks cancels that effect. It is visible only to a file that
    /// imports the module with `@_spi(Internals)`.
    ///
    /// The original's values are Combine's `AnyCancellable`; here they are ``StoreTask``s,
    /// which cancel the same way, since the runtime does not depend on Combine. Each effect of a
    /// `.merge` is an entry of its own here, where the original fuses merged `.run` effects
    /// into one.
    ///
    /// ```swift
    /// @_spi(Internals) import Composable
    ///
    /// struct Waiter: Reducer {
    ///     struct State: Equatable {}
    ///
    ///     enum Action {
    ///         case wait
    ///         case tap
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, action in
    ///             switch action {
    ///             case .wait:
    ///                 return .run { _ in try await Task.sleep(for: .seconds(3600)) }
    ///             case .tap:
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aRunningEffectIsListedUntilItIsCancelled() async {
    ///     let store = Store(initialState: Waiter.State()) { Waiter() }
    ///     store.send(.tap)
    ///     #expect(store.effectCancellables.isEmpty)
    ///
    ///     let task: Task<Void, Never>? = store.send(.wait)
    ///     #expect(store.effectCancellables.count == 1)
    ///
    ///     store.effectCancellables.values.first?.cancel()
    ///     await task?.value
    ///     #expect(store.effectCancellables.isEmpty)
    /// }
    /// ```
    @_spi(Internals)
    public var effectCancellables: [UUID: StoreTask] {
        var effects: [UUID: StoreTask] = [:]
        for (number, task) in runningEffectTasks {
            effects[UUID(number)] = StoreTask(task: task)
        }
        return effects
    }
}
