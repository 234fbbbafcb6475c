extension Case {
    /// The action of the element with `id`, in a case key path: `\.todos[id: todo.id]` names
    /// "the `todos` action sent to that row", so a test can send or receive it by path.
    ///
    /// ```swift skip("uses Todos from elsewhere")
    /// await store.send(\.todos[id: UUID(0)].binding.isComplete, true)
    /// ```
    public subscript<ID: Hashable & Sendable, ElementAction>(id id: ID) -> Case<ElementAction>
    where Value == IdentifiedAction<ID, ElementAction> {
        Case<ElementAction>(path: path.appending(IdentifiedAction<ID, ElementAction>.allCasePaths[id: id]))
    }
}
