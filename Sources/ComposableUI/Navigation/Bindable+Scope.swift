import Composable

extension Bindable {
    /// A binding to the store of a presented feature, for `.sheet(item:)`,
    /// `.navigationDestination(item:)` and the like: it holds the child store while the feature
    /// is presented, and setting it to `nil` sends the feature's `.dismiss`.
    ///
    /// ```swift skip("uses $store from elsewhere")
    /// .sheet(item: $store.scope(state: \.addItem, action: \.addItem)) { store in AddItemView(store: store) }
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
    /// ```swift skip("elided code")
    /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) { ... } destination: { ... }
    /// ```
    public func scope<StoreState, StoreAction, ElementState, ElementAction>(
        state toPath: WritableKeyPath<StoreState, StackState<ElementState>>,
        action toStackAction: CaseKeyPath<StoreAction, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<StoreState, StoreAction> {
        let path = wrappedValue.scope(state: toPath, action: toStackAction)
        return Binding(get: { path }, set: { _ in })
    }
}
