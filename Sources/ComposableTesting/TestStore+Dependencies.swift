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

    /// Runs `operation` with the store's dependencies changed by `updateValuesForOperation`,
    /// then puts them back: the actions sent inside, and the effects they start, see the
    /// change.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func oneStepRunsWithAnotherDependency() async {
    ///     let store = TestStore(initialState: Todos.State()) {
    ///         Todos()
    ///     } withDependencies: {
    ///         $0.uuid = .incrementing
    ///     }
    ///     let first = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    ///     let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!
    ///     let second = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    ///
    ///     await store.withDependencies {
    ///         $0.uuid = UUIDGenerator { fixed }
    ///     } operation: {
    ///         await store.send(.addTodoTapped) { $0.ids = [fixed] }
    ///     }
    ///     await store.send(.addTodoTapped) { $0.ids = [fixed, first] }
    ///     await store.send(.addTodoTapped) { $0.ids = [fixed, first, second] }
    /// }
    /// ```
    @discardableResult
    public func withDependencies<Result>(
        _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        let previous = dependencies
        defer { dependencies = previous }
        try updateValuesForOperation(&dependencies)
        return try await operation()
    }

    /// The synchronous form of the async `withDependencies(_:operation:)`: for reading or
    /// checking something with the changed dependencies in place.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func theChangeLastsForTheOperationOnly() {
    ///     let store = TestStore(initialState: Todos.State()) { Todos() }
    ///     let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!
    ///
    ///     let inside = store.withDependencies {
    ///         $0.uuid = UUIDGenerator { fixed }
    ///     } operation: {
    ///         store.dependencies.uuid()
    ///     }
    ///     #expect(inside == fixed)
    /// }
    /// ```
    @discardableResult
    public func withDependencies<Result>(
        _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        let previous = dependencies
        defer { dependencies = previous }
        try updateValuesForOperation(&dependencies)
        return try operation()
    }
}
