extension Store {
    /// Creates the store of a feature whose dependencies differ from those around it.
    ///
    /// ```swift
    /// struct Todos: Reducer {
    ///     struct State: Equatable {
    ///         var ids: [UUID] = []
    ///     }
    ///
    ///     enum Action {
    ///         case addTodoTapped
    ///     }
    ///
    ///     @Dependency(\.uuid) var uuid
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.ids.append(uuid())
    ///             return .none
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let store = Store(initialState: Todos.State()) {
    ///     Todos()
    /// } withDependencies: {
    ///     $0.uuid = .incrementing
    /// }
    /// store.send(.addTodoTapped)
    /// store.send(.addTodoTapped)
    /// print(store.ids.map(\.uuidString))
    /// ```
    ///
    /// ```text
    /// ["00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001"]
    /// ```
    ///
    /// The store reduces every action with these values in place, and its effects keep them
    /// for as long as they run. Use it for previews and for app entry points that swap a
    /// dependency; tests use `TestStore(initialState:reducer:withDependencies:)`.
    ///
    /// - Parameters:
    ///   - initialState: The feature's state to start from.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Changes the dependencies in place now into the store's own;
    ///     reading one here never fails a test.
    public convenience init<R: Reducer<State, Action>>(
        initialState: State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void
    ) {
        let dependencies = DependencyValues.current.updated(by: prepareDependencies)
        // The body is built with the store's dependencies, in case it reads one.
        let resolved = DependencyValues.$current.withValue(dependencies) { reducer()._resolve() }
        self.init(initialState: initialState) { resolved }
        (core as! StoreCore<State, Action>).dependencies = dependencies
    }
}
