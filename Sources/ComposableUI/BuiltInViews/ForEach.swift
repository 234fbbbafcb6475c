import Composable

/// A view per element of a collection, each identified by the element's id, so that a row
/// keeps its state and its node when rows are added, removed or moved around it.
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
/// ForEach(store.scope(state: \.todos, action: \.todos)) { store in
///     TodoRowView(store: store)
/// }
/// ForEach(store.tags, id: \.self) { tag in Text(tag) }
/// // snippet.hide
///         }
///     }
/// }
///
/// let host = ViewHost(TodosView(store: Store(initialState: Todos.State()) { Todos() }))
/// try host.tap("Milk")
/// precondition(host.texts == ["Done: Milk", "Eggs", "home", "work"])
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let identify: (Data.Index) -> ID
    let content: (Data.Element) -> Content

    /// A view per element of `data`, identified by the element's property `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identify = { data[$0][keyPath: id] }
        self.content = content
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per element of `data`, identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per number in `data`, identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.identify = { $0 }
        self.content = content
    }
}

extension ForEach {
    /// A view per row store of a scoped collection, identified by the row's id:
    /// `ForEach(store.scope(state: \.todos, action: \.todos)) { store in ... }`.
    ///
    /// The ids come from the collection, without reading any row's state, so that the view
    /// holding the `ForEach` is evaluated again only when rows come or go.
    public init<RowState, RowAction>(
        _ data: ScopedStoreCollection<ID, RowState, RowAction>,
        @ViewBuilder content: @escaping (Store<RowState, RowAction>) -> Content
    ) where Data == ScopedStoreCollection<ID, RowState, RowAction> {
        let ids = data.ids
        self.data = data
        self.identify = { ids[$0] }
        self.content = content
    }
}

extension ForEach {
    /// A view per element of the collection `data` binds, each given a binding to its element,
    /// identified by the element's `id`: `ForEach($store.attendees) { $attendee in ... }`.
    ///
    /// ```swift
    /// struct Attendee: Identifiable, Equatable {
    ///     let id: Int
    ///     var name: String
    /// }
    ///
    /// struct AttendeesView: View {
    ///     @State var attendees = [Attendee(id: 1, name: ""), Attendee(id: 2, name: "")]
    ///
    ///     var body: some View {
    ///         ForEach($attendees) { $attendee in
    ///             TextField("Attendee \(attendee.id)", text: $attendee.name)
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(AttendeesView())
    /// try host.type("Blob", into: "Attendee 2")
    /// assert(host.render().contains(#"TextField "Attendee 2" = "Blob""#))
    /// ```
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        let collection = data.wrappedValue
        let ids = collection.map(\.id)
        self.data = collection.indices.map { index in
            Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.identify = { ids[$0] }
        self.content = content
    }

    /// A view per element of the identified array `data` binds, each given a binding to its
    /// element, which reads and writes the element by its id.
    public init<Element: Identifiable>(
        _ data: Binding<IdentifiedArray<Element.ID, Element>>,
        @ViewBuilder content: @escaping (Binding<Element>) -> Content
    ) where Data == [Binding<Element>], ID == Element.ID {
        let ids = data.wrappedValue.ids.map { $0 }
        self.data = data.wrappedValue.map { element in
            let id = element.id
            return Binding(
                get: { data.wrappedValue[id: id] ?? element },
                set: { data.wrappedValue[id: id] = $0 }
            )
        }
        self.identify = { ids[$0] }
        self.content = content
    }
}

extension ForEach: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        var children: [(NodeKey, any View)] = []
        children.reserveCapacity(data.count)
        var seen: Set<AnyHashable> = []
        for index in data.indices {
            var key = AnyHashable(identify(index))
            // Two elements with one id would share a node; keep the second apart, as a list
            // that shows duplicates at all does.
            if !seen.insert(key).inserted {
                key = AnyHashable(DuplicateID(id: key, index: children.count))
            }
            children.append((.id(key), content(data[index])))
        }
        reconciler.reconcile(node, children: children)
    }
}

/// The key of an element whose id an earlier element already had.
private struct DuplicateID: Hashable {
    let id: AnyHashable
    let index: Int
}
