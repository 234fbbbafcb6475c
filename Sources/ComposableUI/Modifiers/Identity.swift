struct IdentityModifier: ViewModifier, BuiltInModifier {
    let id: AnyHashable
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        node.content = .transparent
        // The content's key carries the id: another id is another view, mounted afresh.
        reconciler.reconcile(node, children: [(.id(id), content)])
    }
}

extension View {
    /// Gives this view an explicit identity: when `id` changes, the view is replaced by a new
    /// one, so its `@State` starts over, `onDisappear` and `onAppear` run, and its `.task`
    /// restarts.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct DraftEditor: View {
    ///     @State private var text = ""
    ///
    ///     var body: some View {
    ///         TextField("Draft", text: $text)
    ///     }
    /// }
    ///
    /// struct Feature: Reducer {
    ///     struct State: Equatable {
    ///         var draftID = 1
    ///     }
    ///
    ///     enum Action {
    ///         case newDraftTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .newDraftTapped:
    ///                 state.draftID += 1
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// struct FeatureView: View {
    ///     let store: StoreOf<Feature>
    ///
    ///     var body: some View {
    ///         VStack {
    /// // snippet.show
    /// DraftEditor().id(store.draftID)  // a new draft starts with an empty editor
    /// // snippet.hide
    ///         Button("New draft") { store.send(.newDraftTapped) }
    ///         }
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// let host = ViewHost(FeatureView(store: store))
    /// try host.type("Dear Ada", into: "Draft")
    /// try host.tap("New draft")
    /// precondition(store.draftID == 2)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }
}
