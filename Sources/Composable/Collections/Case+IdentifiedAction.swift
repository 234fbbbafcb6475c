extension Case {
    /// The action of the element with `id`, in a case key path: `\.todos[id: todo.id]` names
    /// "the `todos` action sent to that row", so a test can send or receive it by path.
    ///
    /// ```swift test
    /// // snippet.hide
    /// import Foundation
    ///
    /// struct Todo: Reducer {
    ///     struct State: Equatable, Identifiable {
    ///         var id: UUID
    ///         var isComplete = false
    ///     }
    ///
    ///     enum Action: BindableAction {
    ///         case binding(BindingAction<State>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         BindingReducer()
    ///     }
    /// }
    ///
    /// struct Todos: Reducer {
    ///     struct State: Equatable {
    ///         var todos: IdentifiedArrayOf<Todo.State> = [Todo.State(id: UUID(0))]
    ///     }
    ///
    ///     enum Action {
    ///         case todos(IdentifiedActionOf<Todo>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    ///             .forEach(\.todos, action: \.todos) { Todo() }
    ///     }
    /// }
    ///
    /// @MainActor
    /// @Test func aRowsBindingIsSentByItsPath() async {
    ///     let store = TestStore(initialState: Todos.State()) { Todos() }
    ///     store.exhaustivity = .off
    /// // snippet.show
    /// await store.send(\.todos[id: UUID(0)].binding.isComplete, true)
    /// // snippet.hide
    ///     #expect(store.state.todos[id: UUID(0)]?.isComplete == true)
    /// }
    /// ```
    public subscript<ID: Hashable & Sendable, ElementAction>(id id: ID) -> Case<ElementAction>
    where Value == IdentifiedAction<ID, ElementAction> {
        Case<ElementAction>(path: path.appending(IdentifiedAction<ID, ElementAction>.allCasePaths[id: id]))
    }
}
