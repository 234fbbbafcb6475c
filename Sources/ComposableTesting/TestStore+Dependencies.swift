import Composable

extension TestStore {
    /// The dependencies the feature runs with; change them between steps of a test, and every
    /// later action and the effects it starts see the change.
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
    /// ```swift test
    /// @MainActor
    /// @Test func aTestChangesADependencyBetweenSteps() async {
    ///     let store = TestStore(initialState: Todos.State()) {
    ///         Todos()
    ///     } withDependencies: {
    ///         $0.uuid = .incrementing
    ///     }
    ///     let first = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    ///     let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!
    ///
    ///     await store.send(.addTodoTapped) { $0.ids = [first] }
    ///     store.dependencies.uuid = UUIDGenerator { fixed }
    ///     await store.send(.addTodoTapped) { $0.ids = [first, fixed] }
    /// }
    /// ```
    ///
    /// Reading a dependency here, to change one of its fields
    /// (`store.dependencies.apiClient.fetch = { ... }`), never fails the test.
    public var dependencies: DependencyValues {
        get {
            var values = core.dependencies
            values.isBeingConfigured = true
            return values
        }
        set {
            var values = newValue
            values.isBeingConfigured = false
            core.dependencies = values
        }
    }
}
