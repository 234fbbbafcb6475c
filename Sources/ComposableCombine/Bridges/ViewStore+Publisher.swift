import Composable

@available(*, deprecated, message: "Read state from the store and observe it with 'store.publisher' or Observation.")
extension ViewStore {
    /// The view state as a Combine publisher: the current view state on subscription, then
    /// each view state that is not a duplicate of the one before (by `==`, or by the
    /// `removeDuplicates` function the view store was made with). Reach into it with a key path
    /// (`viewStore.publisher.count`) to hear only when that part changes.
    ///
    /// A subscription keeps the view store (and so its store) alive; cancel it to let them go.
    /// Subscribers are given each view state in the order they subscribed. For code written with
    /// the original's `viewStore.publisher`; new code observes the store itself
    /// (``Store/publisher``).
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     struct State: Equatable { var count = 0 }
    ///     enum Action { case incrementTapped, refreshTapped }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case .incrementTapped = action { state.count += 1 }
    ///             return .none
    ///         }
    ///     }
    /// }
    /// @available(*, deprecated)
    /// @MainActor func countsHeard() {
    /// // snippet.show
    /// let store = Store(initialState: Counter.State()) { Counter() }
    /// let viewStore = ViewStore(store, observe: { $0 })
    /// var counts: [Int] = []
    /// let cancellable = viewStore.publisher.count.sink { counts.append($0) }
    /// viewStore.send(.incrementTapped)
    /// viewStore.send(.refreshTapped)  // the view state is the same: nothing is emitted
    /// viewStore.send(.incrementTapped)
    /// precondition(counts == [0, 1, 2])
    /// // snippet.hide
    /// _ = cancellable
    /// }
    /// ```
    public var publisher: StorePublisher<ViewState> {
        StorePublisher(owner: self, relay: stateRelay)
    }
}
