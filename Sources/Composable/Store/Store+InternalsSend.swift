extension Store {
    /// Sends an action and returns a plain `Task` for the effects it started, or `nil` when it
    /// started none: the original's `@_spi(Internals)` spelling of ``send(_:)``, for tests
    /// written against it (`let task: Task? = store.send(.refresh)`,
    /// `await store.send(.load)?.value`).
    ///
    /// It is visible only to a file that imports the module with `@_spi(Internals)`, and it is
    /// a disfavored overload, so `store.send(action)` there still means ``send(_:)`` unless the
    /// context asks for a `Task`. Awaiting the task's `value` waits for every effect the action
    /// started, and those started by the actions they sent; cancelling the task cancels them.
    /// Application code uses ``send(_:)`` and its ``StoreTask``.
    ///
    /// ```swift
    /// @_spi(Internals) import Composable
    ///
    /// struct Loader: Reducer {
    ///     struct State: Equatable {
    ///         var loaded = false
    ///     }
    ///
    ///     enum Action {
    ///         case load
    ///         case loaded
    ///         case ignored
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .load:
    ///                 return .run { send in await send(.loaded) }
    ///             case .loaded:
    ///                 state.loaded = true
    ///                 return .none
    ///             case .ignored:
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func awaitingTheTaskWaitsForTheEffects() async {
    ///     let store = Store(initialState: Loader.State()) { Loader() }
    ///
    ///     let none: Task<Void, Never>? = store.send(.ignored)
    ///     #expect(none == nil)
    ///
    ///     await store.send(.load)?.value
    ///     #expect(store.loaded)
    /// }
    /// ```
    @_spi(Internals)
    @_disfavoredOverload
    @discardableResult
    public func send(_ action: Action) -> Task<Void, Never>? {
        let effects = sendAction(action)
        guard effects.group != nil else { return nil }
        return Task { await effects.finish() }
    }
}
