extension Store {
    /// A store for a child feature whose state is a property of this store's state.
    ///
    /// ```swift
    /// struct Counter: Reducer {
    ///     struct State: Equatable {
    ///         var count = 0
    ///     }
    ///
    ///     enum Action {
    ///         case incrementTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.count += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct TwoCounters: Reducer {
    ///     struct State: Equatable {
    ///         var first = Counter.State()
    ///         var second = Counter.State()
    ///     }
    ///
    ///     enum Action {
    ///         case first(Counter.Action)
    ///         case second(Counter.Action)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Scope(state: \.first, action: \.first) { Counter() }
    ///         Scope(state: \.second, action: \.second) { Counter() }
    ///     }
    /// }
    /// ```
    ///
    /// An action sent to the child store changes the parent's state, and scoping again gives the
    /// same store:
    ///
    /// ```swift output
    /// let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
    /// let first = store.scope(state: \.first, action: \.first)
    /// first.send(.incrementTapped)
    /// print(first.count, store.first.count, store.second.count)
    /// print(store.scope(state: \.first, action: \.first) === first)
    /// ```
    ///
    /// ```text
    /// 1 1 0
    /// true
    /// ```
    ///
    /// The child store is cached: scoping the same way again returns the same object.
    ///
    /// Scope in the parent's view, with the same key paths the parent's reducer gives its
    /// ``Scope``, and hand the child store to the child's view: the child view then reads and
    /// sends only its own domain, and the parent's reducer still sees every child action. An
    /// optional child, an enum case or a list of rows has an overload of its own, returning an
    /// optional store or a collection of stores; a presented child (`@Presents`) is scoped
    /// through its presentation action, so that it can be dismissed.
    ///
    /// See [scoping a store](doc:Scoping#Scoping-a-store) in <doc:Scoping>, and [a child view for
    /// each child scope](doc:Views#A-child-view-for-each-child-scope) in <doc:Views>.
    ///
    /// - Parameters:
    ///   - toChild: The property of this store's state that holds the child's state.
    ///   - toChildAction: The case of this store's action that carries the child's actions; an
    ///     action sent to the child store reaches this store's reducer wrapped in it.
    /// - Returns: The child's store, sharing this store's engine: it holds no state of its own.
    public func scope<ChildState, ChildAction>(
        state toChild: KeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        let id = ScopeID(state: toChild, action: toChildAction)
        if let scope = children[id] as? StoreScope<State, ChildState, ChildAction> {
            return scope.store
        }
        let parent = deriveState
        // A child of a store whose state can go away (a row, an optional child) can lose its
        // state too, and must then keep showing the last state it had.
        let child = makeChild(
            canVanish: stateCanVanish,
            initialState: stateCanVanish ? currentState[keyPath: toChild] : nil,
            action: AnyCasePath(toChildAction),
            wrap: { $0 }
        ) {
            parent()?[keyPath: toChild]
        }
        children[id] = StoreScope<State, ChildState, ChildAction>(store: child) { _ in true }
        return child
    }

    /// A store for an optional child feature, or `nil` while its state is `nil`.
    ///
    /// ```swift
    /// struct Panel: Reducer {
    ///     struct State: Equatable {
    ///         var counter: Counter.State?
    ///     }
    ///
    ///     enum Action {
    ///         case showCounterTapped
    ///         case counter(Counter.Action)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case .showCounterTapped = action {
    ///                 state.counter = Counter.State()
    ///             }
    ///             return .none
    ///         }
    ///         .ifLet(\.counter, action: \.counter) { Counter() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let panel = Store(initialState: Panel.State()) { Panel() }
    /// print(panel.scope(state: \.counter, action: \.counter) == nil)
    ///
    /// panel.send(.showCounterTapped)
    /// if let counter = panel.scope(state: \.counter, action: \.counter) {
    ///     counter.send(.incrementTapped)
    ///     print(counter.count)
    /// }
    /// ```
    ///
    /// ```text
    /// true
    /// 1
    /// ```
    ///
    /// The child store is cached while its state exists; once the state becomes `nil`, a later
    /// scope returns a new store. Observers of this call are notified when the child appears
    /// or goes away.
    ///
    /// [An optional child](doc:Views#An-optional-child) in <doc:Views> shows one in a view.
    public func scope<ChildState, ChildAction>(
        state toChild: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        warnIfUncached()
        return scopeToPresent(id: ScopeID(state: toChild, action: toChildAction), action: toChildAction) {
            $0[keyPath: toChild]
        }
    }

    /// A store for a child feature whose state is one case of this store's enum state, or
    /// `nil` while the state is in another case.
    ///
    /// ```swift
    /// struct Folder: Reducer {
    ///     enum State: Equatable {
    ///         case loading
    ///         case loaded(Counter.State)
    ///     }
    ///
    ///     enum Action {
    ///         case finishedLoading
    ///         case listing(Counter.Action)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case .finishedLoading = action {
    ///                 state = .loaded(Counter.State())
    ///             }
    ///             return .none
    ///         }
    ///         .ifCaseLet(\.loaded, action: \.listing) { Counter() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let folder = Store(initialState: Folder.State.loading) { Folder() }
    /// print(folder.scope(state: \.loaded, action: \.listing) == nil)
    ///
    /// folder.send(.finishedLoading)
    /// if let listing = folder.scope(state: \.loaded, action: \.listing) {
    ///     listing.send(.incrementTapped)
    ///     print(listing.count)
    /// }
    /// ```
    ///
    /// ```text
    /// true
    /// 1
    /// ```
    ///
    /// Cached like an optional child: the same store while the state stays in that case.
    ///
    /// [Switching between a login screen and
    /// tabs](doc:Views#Switching-between-a-login-screen-and-tabs) in <doc:Views> shows one in a
    /// view.
    public func scope<ChildState, ChildAction>(
        state toChild: CaseKeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? where State: CasePathable {
        warnIfUncached()
        let casePath = AnyCasePath(toChild)
        return scopeToPresent(id: ScopeID(state: toChild, action: toChildAction), action: toChildAction) {
            casePath.extract(from: $0)
        }
    }

    /// The scopes whose child state may be absent: cached while it is there, tracked so that
    /// observers hear when it appears or goes away.
    private func scopeToPresent<ChildState, ChildAction>(
        id: ScopeID,
        action toChildAction: CaseKeyPath<Action, ChildAction>,
        extract: @escaping (State) -> ChildState?
    ) -> Store<ChildState, ChildAction>? {
        let isPresent = extract(currentState) != nil
        track(id, value: isPresent) { extract($0) != nil }
        guard isPresent else {
            children[id] = nil
            return nil
        }
        if let scope = children[id] as? StoreScope<State, ChildState, ChildAction> {
            return scope.store
        }
        let parent = deriveState
        let child = makeChild(
            canVanish: true,
            initialState: extract(currentState),
            action: AnyCasePath(toChildAction),
            wrap: { $0 }
        ) {
            parent().flatMap(extract)
        }
        children[id] = StoreScope<State, ChildState, ChildAction>(store: child) { extract($0) != nil }
        return child
    }

    /// The stores of a collection of child features, one per element, in the collection's
    /// order and identified by element id; hand it to a `ForEach`.
    ///
    /// ```swift
    /// struct Tally: Reducer {
    ///     struct State: Equatable, Identifiable {
    ///         let id: Int
    ///         var count = 0
    ///     }
    ///
    ///     enum Action {
    ///         case incrementTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.count += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct Tallies: Reducer {
    ///     struct State: Equatable {
    ///         var tallies: IdentifiedArrayOf<Tally.State> = [Tally.State(id: 1), Tally.State(id: 2)]
    ///     }
    ///
    ///     enum Action {
    ///         case tallies(IdentifiedActionOf<Tally>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, _ in .none }
    ///             .forEach(\.tallies, action: \.tallies) { Tally() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let tallies = Store(initialState: Tallies.State()) { Tallies() }
    /// let rows = tallies.scope(state: \.tallies, action: \.tallies)
    /// rows[1].send(.incrementTapped)
    /// print(rows.map { $0.count })
    /// ```
    ///
    /// ```text
    /// [0, 1]
    /// ```
    ///
    /// The state may be a computed property, such as a filtered view of the rows; actions
    /// still reach the rows by id. Element stores are cached while their element exists.
    /// Observers of this call are notified when rows are added, removed or reordered.
    ///
    /// See [a store for each row](doc:Collections#A-store-for-each-row) in <doc:Collections> and [a
    /// row for each element](doc:Views#A-row-for-each-element) in <doc:Views>.
    public func scope<ID: Hashable, ElementState, ElementAction>(
        state toElements: KeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
    ) -> ScopedStoreCollection<ID, ElementState, ElementAction> {
        warnIfUncached()
        let id = ScopeID(state: toElements, action: toElementAction)
        let rowsNow = currentState[keyPath: toElements]
        let ids = rowsNow.ids
        track(id, value: ids) { $0[keyPath: toElements].ids }
        let parent = deriveState
        let rows: @MainActor () -> IdentifiedArray<ID, ElementState>? = { parent()?[keyPath: toElements] }
        let scope: CollectionStoreScope<State, ID, ElementState, ElementAction>
        if let cached = children[id] as? CollectionStoreScope<State, ID, ElementState, ElementAction> {
            scope = cached
        } else {
            scope = CollectionStoreScope(rows: rows)
            children[id] = scope
        }
        let casePath = AnyCasePath(toElementAction)
        // The collection keeps the rows it was made from, so that a store taken for a row that
        // has gone since still starts from that row as the collection saw it.
        return ScopedStoreCollection(ids: ids, rows: rows) { [self] elementID in
            if let store = scope.stores[elementID] { return store }
            let store = makeChild(
                canVanish: true,
                initialState: rowsNow[id: elementID],
                action: casePath,
                wrap: { .element(id: elementID, action: $0) }
            ) {
                rows()?[id: elementID]
            }
            scope.stores[elementID] = store
            return store
        }
    }

    /// A child store over `derive`. One whose state can vanish starts from `initialState`
    /// (what its parent shows now, which may itself be a last-known state), so it always has a
    /// state to show. An action sent once its state is gone still goes to the root, where the
    /// operator that owned the state (`forEach`, `ifLet`, `Scope` on an enum case) reports it
    /// with its call site and applies nothing.
    private func makeChild<ChildState, ChildAction, Embedded>(
        canVanish: Bool,
        initialState: ChildState?,
        action toChildAction: AnyCasePath<Action, Embedded>,
        wrap: @escaping (ChildAction) -> Embedded,
        derive: @escaping @MainActor () -> ChildState?
    ) -> Store<ChildState, ChildAction> {
        let send = sendAction
        // The closure keeps the embedding function rather than the case path: this code is not
        // specialized, and reading a generic struct it captured would look up the struct's type
        // metadata on every action.
        let embed = toChildAction._embed
        let child = Store<ChildState, ChildAction>(
            core: core,
            stateCanVanish: canVanish,
            initialState: initialState,
            derive: derive
        ) { action in
            send(embed(wrap(action)))
        }
        child.cachesScopes = cachesScopes
        return child
    }
}
