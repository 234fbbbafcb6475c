import Composable

/// A presented feature's store as the item of a sheet: a new store is a new presentation.
struct PresentedStore<State, Action>: Identifiable {
    let store: Store<State, Action>
    var id: ObjectIdentifier { ObjectIdentifier(store) }
}

extension Binding {
    /// The binding to a presented store, seen as an identifiable item.
    fileprivate func asItem<State, Action>() -> Binding<PresentedStore<State, Action>?> where Value == Store<State, Action>? {
        Binding<PresentedStore<State, Action>?>(
            get: { self.wrappedValue.map(PresentedStore.init) },
            set: { self.wrappedValue = $0?.store }
        )
    }
}

extension View {
    /// Presents the feature a store holds in a sheet while it is presented:
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
    /// .sheet(item: $store.scope(state: \.addItem, action: \.addItem)) { store in
    ///     AddItemView(store: store)
    /// }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// let host = ViewHost(FeatureView(store: store))
    /// try host.tap("Add")
    /// precondition(store.addItem?.title == "New item")
    /// ```
    ///
    /// Dismissing the sheet (``ViewHost/dismiss()``) sends the feature's `.dismiss`.
    public func sheet<State, Action, Content: View>(
        item: Binding<Store<State, Action>?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(style: .sheet, item: item.asItem(), onDismiss: onDismiss) { content($0.store) })
    }

    /// Presents the feature a store holds over the whole screen while it is presented.
    public func fullScreenCover<State, Action, Content: View>(
        item: Binding<Store<State, Action>?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(style: .fullScreenCover, item: item.asItem(), onDismiss: onDismiss) { content($0.store) })
    }

    /// Presents the feature a store holds in a popover while it is presented.
    public func popover<State, Action, Content: View>(
        item: Binding<Store<State, Action>?>,
        @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(style: .popover, item: item.asItem(), onDismiss: nil) { content($0.store) })
    }
}
