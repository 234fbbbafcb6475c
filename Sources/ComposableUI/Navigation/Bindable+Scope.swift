import Composable

extension Bindable {
    /// A binding to the store of a presented feature, for `.sheet(item:)`,
    /// `.navigationDestination(item:)` and the like: it holds the child store while the feature
    /// is presented, and setting it to `nil` sends the feature's `.dismiss`.
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
    /// struct Feature: Reducer {
    ///     struct State: Equatable {
    ///         @Presents var addItem: Detail.State?
    ///     }
    ///
    ///     enum Action {
    ///         case addTapped
    ///         case addItem(PresentationAction<Detail.Action>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case .addTapped = action { state.addItem = Detail.State(title: "New item") }
    ///             return .none
    ///         }
    ///         .ifLet(\.$addItem, action: \.addItem) { Detail() }
    ///     }
    /// }
    ///
    /// typealias AddItemView = DetailView
    ///
    /// struct FeatureView: View {
    ///     @Bindable var store: StoreOf<Feature>
    ///
    ///     var body: some View {
    ///         Button("Add") { store.send(.addTapped) }
    /// // snippet.show
    /// .sheet(item: $store.scope(state: \.addItem, action: \.addItem)) { store in AddItemView(store: store) }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// let host = ViewHost(FeatureView(store: store))
    /// try host.tap("Add")
    /// precondition(store.addItem != nil)
    /// ```
    public func scope<StoreState, StoreAction, ChildState, ChildAction>(
        state toChild: KeyPath<StoreState, ChildState?>,
        action toPresentationAction: CaseKeyPath<StoreAction, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<StoreState, StoreAction> {
        let store = wrappedValue
        return Binding(
            get: { store.scope(state: toChild, action: toPresentationAction) },
            set: { newValue in
                if newValue == nil, store.withState({ $0[keyPath: toChild] }) != nil {
                    store.send(toPresentationAction(.dismiss))
                }
            }
        )
    }

    /// A binding to the store of a navigation stack's path, for
    /// `NavigationStack(path:root:destination:)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Inbox: Reducer {
    ///     struct State: Equatable {
    ///         var path = StackState<Detail.State>()
    ///     }
    ///
    ///     enum Action {
    ///         case path(StackActionOf<Detail>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, _ in .none }
    ///             .forEach(\.path, action: \.path) { Detail() }
    ///     }
    /// }
    ///
    /// struct InboxView: View {
    ///     @Bindable var store: StoreOf<Inbox>
    ///
    ///     var body: some View {
    /// // snippet.show
    /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) { Text("Inbox") } destination: { store in DetailView(store: store) }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let inbox = ViewHost(InboxView(store: Store(initialState: Inbox.State(path: [Detail.State()])) { Inbox() }))
    /// precondition(!inbox.texts.isEmpty)
    /// ```
    public func scope<StoreState, StoreAction, ElementState, ElementAction>(
        state toPath: WritableKeyPath<StoreState, StackState<ElementState>>,
        action toStackAction: CaseKeyPath<StoreAction, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<StoreState, StoreAction> {
        let path = wrappedValue.scope(state: toPath, action: toStackAction)
        return Binding(get: { path }, set: { _ in })
    }
}
