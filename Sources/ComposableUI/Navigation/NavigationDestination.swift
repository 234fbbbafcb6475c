import Composable

struct NavigationDestinationModifier<Destination: View>: ViewModifier, BuiltInModifier {
    let isPresented: @MainActor () -> Bool
    let dismiss: @MainActor () -> Void
    let destination: @MainActor () -> Destination?
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let shown = reconciler.read(on: node, for: ModifiedContent(content: content, modifier: self)) { destination() }
        node.content = .modifier(.navigationDestination(isPresented: shown != nil, dismiss: dismiss))
        var children: [(NodeKey, any View)] = [(.content, content)]
        if let shown { children.append((.attachment, shown)) }
        reconciler.reconcile(node, children: children)
    }
}

extension View {
    /// Pushes the screen `destination` makes on the enclosing `NavigationStack` while `item`
    /// holds a store, as presented state drives it:
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Detail: Reducer {
    ///     struct State: Equatable {
    ///         var title = "Milk"
    ///     }
    ///
    ///     enum Action {
    ///         case titleChanged(String)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case let .titleChanged(title) = action { state.title = title }
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct DetailView: View {
    ///     let store: StoreOf<Detail>
    ///
    ///     var body: some View {
    ///         Text("Detail: \(store.title)")
    ///     }
    /// }
    ///
    /// struct Destination: Reducer {
    ///     @dynamicMemberLookup
    ///     enum State: Equatable {
    ///         case detail(Detail.State)
    ///     }
    ///
    ///     enum Action {
    ///         case detail(Detail.Action)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Scope(state: \.detail, action: \.detail) { Detail() }
    ///     }
    /// }
    ///
    /// struct Feature: Reducer {
    ///     struct State: Equatable {
    ///         @Presents var destination: Destination.State?
    ///     }
    ///
    ///     enum Action {
    ///         case rowTapped
    ///         case destination(PresentationAction<Destination.Action>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case .rowTapped = action { state.destination = .detail(Detail.State()) }
    ///             return .none
    ///         }
    ///         .ifLet(\.$destination, action: \.destination) { Destination() }
    ///     }
    /// }
    ///
    /// struct FeatureView: View {
    ///     @Bindable var store: StoreOf<Feature>
    ///
    ///     var body: some View {
    ///         Button("Milk") { store.send(.rowTapped) }
    /// // snippet.show
    /// .navigationDestination(item: $store.scope(state: \.destination?.detail, action: \.destination.detail)) { store in
    ///     DetailView(store: store)
    /// }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// let host = ViewHost(FeatureView(store: store))
    /// try host.tap("Milk")
    /// precondition(store.destination?.detail?.title == "Milk")
    /// ```
    ///
    /// Going back sets `item` to `nil`, which dismisses the presented feature.
    public func navigationDestination<State, Action, Destination: View>(
        item: Binding<Store<State, Action>?>,
        @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
    ) -> some View {
        modifier(
            NavigationDestinationModifier(
                isPresented: { item.wrappedValue != nil },
                dismiss: { item.wrappedValue = nil },
                destination: { item.wrappedValue.map(destination) }
            )
        )
    }

    /// Pushes `destination` on the enclosing `NavigationStack` while `isPresented` is true.
    public func navigationDestination<Destination: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder destination: @escaping () -> Destination
    ) -> some View {
        modifier(
            NavigationDestinationModifier(
                isPresented: { isPresented.wrappedValue },
                dismiss: { isPresented.wrappedValue = false },
                destination: { isPresented.wrappedValue ? destination() : nil }
            )
        )
    }
}
