import Composable

@available(*, deprecated, message: "Read state from the store and observe it with 'store.publisher' or Observation.")
extension ViewStore {
    /// Emits each time the view state changes (by `==`, or by the view store's
    /// `removeDuplicates`), with no value: the original's `ObservableObject` publisher, for code
    /// that subscribes to it by hand.
    ///
    /// As in the original, a subscriber that reads `viewStore.state` reads the view state from
    /// before the change (the store's own state has changed already). Use ``publisher`` to be
    /// given the new view state itself.
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
        AnyPublisher(ViewStoreWillChange(viewStore: self))
    }
}
