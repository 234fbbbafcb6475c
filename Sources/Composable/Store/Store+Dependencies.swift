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
    ///   - initialState: The feature's state to start from. It is made with the store's
    ///     dependencies in place, as the original does, so a `State()` that reads
    ///     `@Dependency(\.date)` or `\.uuid` gets the values set here.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Changes the dependencies in place now into the store's own;
    ///     reading one here never fails a test.
    public convenience init<R: Reducer<State, Action>>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void
    ) {
        let dependencies = DependencyValues.current.updated(by: prepareDependencies)
        // The state and the body are made with the store's dependencies, in case they read one.
        let (state, resolved) = DependencyValues.$current.withValue(dependencies) {
            (initialState(), reducer()._resolve())
        }
        self.init(initialState: state) { resolved }
        (core as! StoreCore<State, Action>).dependencies = dependencies
    }
}
