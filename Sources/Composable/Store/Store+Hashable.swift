extension Store: Equatable {
    /// Whether `lhs` and `rhs` are the same store: stores compare by identity, as the
    /// original's do, never by state.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     struct State: Equatable {
    ///         var count = 0
    ///     }
    ///
    ///     enum Action {
    ///         case incrementTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.count += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    /// // snippet.show
    /// let first = Store(initialState: Counter.State()) { Counter() }
    /// let second = Store(initialState: Counter.State()) { Counter() }
    /// assert(first == first && first != second)
    /// ```
    public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
        lhs === rhs
    }
}

extension Store: Hashable {
    /// Hashes the store's identity, so that stores can be kept in a `Set` or used as
    /// dictionary keys; two stores with equal states hash apart.
    ///
    /// ```swift
    /// let store = Store(initialState: Counter.State()) { Counter() }
    /// let stores: Set = [store, store]
    /// assert(stores.count == 1)
    /// ```
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
