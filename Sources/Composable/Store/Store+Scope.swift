extension Store {
    /// A store for a child feature whose state is a property of this store's state.
    ///
    /// ```swift
    /// CounterView(store: store.scope(state: \.counter1, action: \.counter1))
    /// ```
    ///
    /// The child store is cached: scoping the same way again returns the same object.
    public func scope<ChildState, ChildAction>(
        state toChild: KeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        let id = ScopeID(state: toChild, action: toChildAction)
        if let scope = children[id] as? StoreScope<State, ChildState, ChildAction> {
            return scope.store
        }
        let child = makeChild(state: currentState[keyPath: toChild], action: AnyCasePath(toChildAction))
        children[id] = StoreScope(store: child, toChild: toChild)
        return child
    }

    /// A store for an optional child feature, or `nil` while its state is `nil`.
    ///
    /// ```swift
    /// if let child = store.scope(state: \.counter, action: \.counter) {
    ///     CounterView(store: child)
    /// }
    /// ```
    ///
    /// The child store is cached while its state exists; once the state becomes `nil`, a later
    /// scope returns a new store.
    public func scope<ChildState, ChildAction>(
        state toChild: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        trackState()
        let id = ScopeID(state: toChild, action: toChildAction)
        guard let childState = currentState[keyPath: toChild] else {
            children[id] = nil
            return nil
        }
        if let scope = children[id] as? OptionalStoreScope<State, ChildState, ChildAction> {
            return scope.store
        }
        let child = makeChild(state: childState, action: AnyCasePath(toChildAction))
        children[id] = OptionalStoreScope(store: child, toChild: toChild)
        return child
    }

    /// The stores of a collection of child features, one per element, in the collection's
    /// order and identified by element id; hand it to a `ForEach`.
    ///
    /// ```swift
    /// ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
    ///     TodoRowView(store: todoStore)
    /// }
    /// ```
    ///
    /// The state may be a computed property, such as a filtered view of the rows; actions
    /// still reach the rows by id. Element stores are cached while their element exists.
    public func scope<ID: Hashable, ElementState, ElementAction>(
        state toElements: KeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
    ) -> ScopedStoreCollection<ID, ElementState, ElementAction> {
        trackState()
        let id = ScopeID(state: toElements, action: toElementAction)
        let scope: CollectionStoreScope<State, ID, ElementState, ElementAction>
        if let cached = children[id] as? CollectionStoreScope<State, ID, ElementState, ElementAction> {
            scope = cached
        } else {
            scope = CollectionStoreScope(toElements: toElements)
            children[id] = scope
        }
        let elements = currentState[keyPath: toElements]
        let casePath = AnyCasePath(toElementAction)
        return ScopedStoreCollection(ids: Array(elements.ids)) { [self] elementID in
            if let store = scope.stores[elementID] { return store }
            let store = makeChild(state: elements[id: elementID]!, action: casePath) {
                .element(id: elementID, action: $0)
            }
            scope.stores[elementID] = store
            return store
        }
    }

    private func makeChild<ChildState, ChildAction>(
        state: ChildState,
        action toChildAction: AnyCasePath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        makeChild(state: state, action: toChildAction) { $0 }
    }

    private func makeChild<ChildState, ChildAction, Embedded>(
        state: ChildState,
        action toChildAction: AnyCasePath<Action, Embedded>,
        wrap: @escaping (ChildAction) -> Embedded
    ) -> Store<ChildState, ChildAction> {
        let send = sendAction
        return Store<ChildState, ChildAction>(state: state, core: core) { action in
            send(toChildAction.embed(wrap(action)))
        }
    }
}
