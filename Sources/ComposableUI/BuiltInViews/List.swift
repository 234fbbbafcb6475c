/// Rows in a scrolling list: each view the content builds (each element of a `ForEach`) is a row.
///
/// ```swift
/// // snippet.hide
/// struct TodoRow: Reducer {
///     struct State: Equatable, Identifiable {
///         let id: Int
///         var title: String
///         var isDone = false
///     }
///
///     enum Action {
///         case toggled
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.isDone.toggle()
///             return .none
///         }
///     }
/// }
///
/// struct TodoRowView: View {
///     let store: StoreOf<TodoRow>
///
///     var body: some View {
///         Button(store.isDone ? "Done: \(store.title)" : store.title) { store.send(.toggled) }
///     }
/// }
///
/// struct Todos: Reducer {
///     struct State: Equatable {
///         var todos: IdentifiedArrayOf<TodoRow.State> = [TodoRow.State(id: 1, title: "Milk"), TodoRow.State(id: 2, title: "Eggs")]
///         var tags = ["home", "work"]
///     }
///
///     enum Action {
///         case todos(IdentifiedActionOf<TodoRow>)
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { _, _ in .none }
///             .forEach(\.todos, action: \.todos) { TodoRow() }
///     }
/// }
///
/// struct TodosView: View {
///     let store: StoreOf<Todos>
///
///     var body: some View {
///         VStack {
/// // snippet.show
/// List {
///     ForEach(store.scope(state: \.todos, action: \.todos)) { store in
///         TodoRowView(store: store)
///     }
/// }
/// // snippet.hide
///         }
///     }
/// }
///
/// let host = ViewHost(TodosView(store: Store(initialState: Todos.State()) { Todos() }))
/// try host.tap("Eggs")
/// precondition(host.texts == ["Milk", "Done: Eggs"])
/// ```
public struct List<Content: View>: View {
    let content: Content

    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension List {
    /// A list with a row per element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .list
        reconciler.reconcile(node, children: [(.content, content)])
    }
}
