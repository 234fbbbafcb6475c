import Observation

/// The runtime of a feature: it holds the state, reduces the actions sent to it and runs the
/// effects that follow. Views read state from it and send actions to it.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.incrementTapped)
/// store.count  // 1
/// ```
///
/// `Store` takes part in Swift's Observation: reading `store.count` inside
/// `withObservationTracking` (or a view body) tracks it, and a change of this store's state
/// notifies the observer. A change that leaves the state equal (when `State` is `Equatable`)
/// notifies no one.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
    /// The state as of the last action this store saw.
    private(set) var currentState: State
    let sendAction: @MainActor (Action) -> StoreTask
    var children: [ScopeID: any StoreChild] = [:]
    private let isEqual: ((State, State) -> Bool)?
    private let registrar = ObservationRegistrar()
    /// `\.currentState`, made once: forming a key path in generic code is costly.
    private let stateKeyPath: KeyPath<Store, State>
    /// Keeps the engine alive for as long as this store, root or scoped, is.
    let core: AnyObject

    init(state: State, core: AnyObject, send: @escaping @MainActor (Action) -> StoreTask) {
        self.currentState = state
        self.core = core
        self.sendAction = send
        self.isEqual = equality(of: State.self)
        self.stateKeyPath = \Store.currentState
    }

    /// Creates the store of a feature from its initial state and its reducer.
    ///
    /// ```swift
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// ```
    public convenience init<R: Reducer<State, Action>>(
        initialState: State,
        @ReducerBuilder<State, Action> reducer: () -> R
    ) {
        let core = StoreCore<State, Action>(initialState: initialState, reducer: reducer()._resolve().run)
        self.init(state: initialState, core: core) { [unowned core] action in
            StoreTask(core.send(action))
        }
        core.didChange = { [weak self] state in self?.update(to: state) }
    }

    /// Sends an action: the reducer runs at once, and the returned task covers the effects it
    /// started.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        sendAction(action)
    }

    /// Reads a property of the state, and tracks it for Observation.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    /// The whole state, tracked for Observation.
    public var state: State {
        registrar.access(self, keyPath: stateKeyPath)
        return currentState
    }

    /// Reads the state without tracking it, for code outside of views (tests, logging).
    ///
    /// ```swift
    /// store.withState { $0.count }
    /// ```
    public func withState<Value>(_ body: (State) -> Value) -> Value {
        body(currentState)
    }

    /// Tracks this store's state for Observation without reading it, for scopes whose result
    /// depends on it (an optional child appearing, rows being added).
    func trackState() {
        registrar.access(self, keyPath: stateKeyPath)
    }

    /// Takes the state the parent (or the engine) derived for this store after an action.
    /// Observers are told only when it differs; scoped children are updated from it in turn.
    func update(to newState: State) {
        if let isEqual, isEqual(currentState, newState) { return }
        registrar.withMutation(of: self, keyPath: stateKeyPath) {
            currentState = newState
        }
        if !children.isEmpty {
            let boxed: Any = newState
            children = children.filter { $0.value.update(from: boxed) }
        }
    }
}

/// Returns `==` for `T` when `T` is `Equatable` at run time, so that stores of equatable state
/// can skip notifying observers of changes that changed nothing.
private func equality<T>(of type: T.Type) -> ((T, T) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    func open<E: Equatable>(_: E.Type) -> (T, T) -> Bool {
        { lhs, rhs in (lhs as! E) == (rhs as! E) }
    }
    return open(equatable)
}
