import Composable

@available(*, deprecated, message: "Read state from the store and observe it with 'store.publisher' or Observation.")
extension ViewStore {
    /// Emits each time the view state changes (by `==`, or by the view store's
    /// `removeDuplicates`), with no value: the original's `ObservableObject` publisher, for code
    /// that subscribes to it by hand.
    ///
    /// Unlike the original's, it emits just after the change, not before: a subscriber that
    /// reads `viewStore.state` reads the new view state. Use ``publisher`` to be given the view
    /// state itself.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     struct State: Equatable { var count = 0 }
    ///     enum Action { case incrementTapped }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.count += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    /// @available(*, deprecated)
    /// @MainActor func changesHeard() {
    /// // snippet.show
    /// let store = Store(initialState: Counter.State()) { Counter() }
    /// let viewStore = ViewStore(store, observe: { $0 })
    /// var changes = 0
    /// let cancellable = viewStore.objectWillChange.sink { changes += 1 }
    /// viewStore.send(.incrementTapped)
    /// precondition(changes == 1)
    /// // snippet.hide
    /// _ = cancellable
    /// }
    /// ```
    public var objectWillChange: AnyPublisher<Void, Never> {
        RelayPublisher(owner: self, relay: stateRelay, skipsCurrent: true)
            .map { _ in () }
            .eraseToAnyPublisher()
    }
}
