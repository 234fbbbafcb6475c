/// Rows in a scrolling list: each view the content builds (each element of a `ForEach`) is a row.
///
/// ```swift skip("uses store, TodoRowView from elsewhere")
/// List {
///     ForEach(store.scope(state: \.todos, action: \.todos)) { store in
///         TodoRowView(store: store)
///     }
/// }
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
