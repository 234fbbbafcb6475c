import Composable

extension TestStore {
    /// The dependencies the feature runs with; change them between steps of a test, and every
    /// later action and the effects it starts see the change.
    ///
    /// ```swift skip("elided code")
    /// store.dependencies.uuid = .incrementing
    /// await store.send(.addTodoTapped) { ... }
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
