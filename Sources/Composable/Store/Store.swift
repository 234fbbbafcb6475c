import Observation

/// The runtime of a feature: it holds the state, reduces the actions sent to it and runs the
/// effects that follow. Views read state from it and send actions to it.
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
/// ```
///
/// ```swift output
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.incrementTapped)
/// print(store.count)
/// ```
///
/// ```text
/// 1
/// ```
///
/// `Store` takes part in Swift's Observation: reading `store.count` inside
/// `withObservationTracking` (or a view body) tracks it, and once an action changes what was
/// read, the observer is notified. An action that leaves what was read equal (for `Equatable`
/// values) notifies no one, and neither does a change to another store's state.
///
/// A store keeps no copy of the state: it reads through to the root on demand, so reducing an
/// action that changes one row of a large array stays O(1). Only the values an observer read
/// are kept, to compare after the next action.
///
/// Make one store, at the root of the app, and hand each child view a store scoped to its
/// part with `scope(state:action:)`: scoped stores share the root's engine, so an action sent
/// to a child runs through the whole feature's reducer, parents included. A store is
/// `@MainActor`: send to it and read it from the main actor, as views do. In tests, use a
/// `TestStore`, which runs the same reducer and checks each change.
///
/// See <doc:Views> for stores under views, and [scoping a store](doc:Scoping#Scoping-a-store) in
/// <doc:Scoping> for handing a child its part.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
    @usableFromInline let sendAction: @MainActor (Action) -> StoreTask
    /// Reads this store's state from the root; `nil` once it is gone (a row removed, an
    /// optional child set to `nil`).
    let deriveState: @MainActor () -> State?
    /// Keeps the engine alive for as long as this store, root or scoped, is.
    let core: AnyObject
    /// Cached scopes, so that scoping the same way twice returns the same stores.
    var children: [ScopeID: any StoreChild] = [:]
    /// The state last read, for a store whose state can go away: a view may still read a
    /// removed row while it animates out.
    private var lastKnownState: State?
    let stateCanVanish: Bool
    /// False for a store scoped with closures, and for the stores scoped from it: it is made
    /// anew by each such call, so what is scoped from it cannot be kept track of across calls.
    var cachesScopes = true
    /// What observers read since they were last notified, with the value they saw.
    private var observedReads: [AnyHashable: ObservedRead] = [:]
    private let registrar = ObservationRegistrar()
    /// `\.observationToken`, made once: forming a key path in generic code is costly.
    private let observationKeyPath: KeyPath<Store, Void>
    /// The state after each change, for `store.publisher` (in ComposableCombine).
    package private(set) lazy var stateRelay = StateRelay(read: { [weak self] in self?.state }, isDuplicate: { _, _ in false })

    @usableFromInline
    init(
        core: AnyObject,
        stateCanVanish: Bool,
        initialState: State? = nil,
        derive: @escaping @MainActor () -> State?,
        send: @escaping @MainActor (Action) -> StoreTask
    ) {
        self.core = core
        self.stateCanVanish = stateCanVanish
        self.deriveState = derive
        self.sendAction = send
        self.observationKeyPath = \Store.observationToken
        if stateCanVanish { lastKnownState = derive() ?? initialState }
        Logger.shared.log("\(loggedTypeName(State.self, Action.self)).init")
    }

    /// Creates the store of a feature from its initial state and its reducer.
    ///
    /// ```swift output
    /// let fromTen = Store(initialState: Counter.State(count: 10)) { Counter() }
    /// fromTen.send(.incrementTapped)
    /// print(fromTen.count)
    /// ```
    ///
    /// ```text
    /// 11
    /// ```
    ///
    /// The initial state is made when the store is, so a `State()` that reads a dependency
    /// reads the store's.
    @inlinable
    public convenience init<R: Reducer<State, Action>>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R
    ) {
        // Inlinable, so that the engine and the closures below are compiled for the caller's
        // `State` and `Action`: every action sent goes through them.
        let core = StoreCore<State, Action>(initialState: initialState(), reducer: reducer()._resolve().run)
        self.init(core: core, stateCanVanish: false, derive: { [unowned core] in core.state }) {
            [unowned core] action in StoreTask(core.send(action))
        }
        // Unowned, not weak: a weakly referenced object counts its references the slow way. The
        // store's `deinit` replaces this closure before the store goes away.
        core.didChange = { [unowned self] in stateDidChange() }
        becomeRoot(of: core)
    }

    /// Makes this store the root of `core`: child stores hold the engine, not the root store,
    /// so when a view keeps a child and lets the root go, the engine goes on notifying the
    /// child stores that are still alive.
    @usableFromInline
    func becomeRoot(of core: StoreCore<State, Action>) {
        handOverScopes = { [unowned core] children in
            let notifiers = children.flatMap { $0.weakNotifiers() }
            core.didChange = {
                for notify in notifiers { notify() }
            }
        }
    }

    /// Sends an action: the reducer runs at once, and the returned task covers the effects it
    /// started.
    ///
    /// The state has changed when `send` returns; the effects run afterwards, and the actions
    /// they send are reduced in turn as they arrive. Keep the returned task when the caller must
    /// wait for that work (`await store.send(.refresh).finish()` in a view's `.task` or a
    /// pull to refresh) or cancel it; otherwise ignore it.
    ///
    /// Send from views and other code outside the store, not from a reducer, nor from code the
    /// store calls while it tells of a change (a Combine subscriber of `store.publisher`, an
    /// `ifLet` closure): such an action is still reduced, but it is reported as a runtime
    /// warning, "Reentrant actions are undefined", as in the original. A reducer returns
    /// `.send(_:)` instead.
    ///
    /// See [a view that reads and sends](doc:Views#A-view-that-reads-and-sends) in <doc:Views>, and
    /// [effects that live as long as a
    /// view](doc:EffectsAndDependencies#Effects-that-live-as-long-as-a-view) for waiting on the
    /// returned task.
    ///
    /// - Parameter action: The action, usually what the user did (`.incrementTapped`).
    /// - Returns: A task for the effects the action started.
    @inlinable
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        sendAction(action)
    }

    /// Reads a property of the state, and tracks it for Observation.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        let value = currentState[keyPath: keyPath]
        track(keyPath, value: value)
        return value
    }

    /// The whole state, tracked for Observation.
    public var state: State {
        let value = currentState
        track(\State.self, value: value)
        return value
    }

    /// Reads the state without tracking it, for code outside of views (tests, logging).
    ///
    /// ```swift output
    /// print(store.withState { $0.count })
    /// ```
    ///
    /// ```text
    /// 1
    /// ```
    public func withState<Value>(_ body: (State) -> Value) -> Value {
        body(currentState)
    }

    /// The state now, or the last one seen if it has gone away.
    var currentState: State {
        guard let state = deriveState() else { return lastKnownState! }
        if stateCanVanish { lastKnownState = state }
        return state
    }

    /// Records that an observer saw `value` through `key`, and tells Observation.
    func track<Value>(_ key: AnyHashable, value: Value, read: @escaping (State) -> Value) {
        registrar.access(self, keyPath: observationKeyPath)
        if observedReads[key] == nil {
            observedReads[key] = ObservedRead(value, read: read)
        }
    }

    /// Records that an observer saw `value` through `key`, where `isDuplicate` says which values
    /// are the same (a `ViewStore`'s `removeDuplicates`), and tells Observation.
    func track<Value>(
        _ key: AnyHashable,
        value: Value,
        read: @escaping (State) -> Value,
        isDuplicate: @escaping (Value, Value) -> Bool
    ) {
        registrar.access(self, keyPath: observationKeyPath)
        if observedReads[key] == nil {
            observedReads[key] = ObservedRead(value, read: read, isDuplicate: isDuplicate)
        }
    }

    private func track<Value>(_ keyPath: KeyPath<State, Value>, value: Value) {
        track(keyPath, value: value) { $0[keyPath: keyPath] }
    }

    /// Called after every batch of actions: brings the cache of scopes in line with the state,
    /// then notifies this store's observers whose reads changed, then lets the cached scopes do
    /// the same.
    ///
    /// The cache is settled before anyone hears of the change: an observer may send an action
    /// (which runs a whole nested pass first) or scope a store while it is being notified, and
    /// neither may be undone by this pass. Children are notified from a snapshot, so a scope
    /// made meanwhile stays cached; it was made from the current state and needs no telling.
    @usableFromInline
    func stateDidChange() {
        // Kept apart from the work below, whose generic values would have their type metadata
        // looked up on entry even when no one is watching.
        guard !observedReads.isEmpty || !children.isEmpty else { return }
        notifyWatchers()
    }

    private func notifyWatchers() {
        let state = deriveState()
        if stateCanVanish, let state { lastKnownState = state }
        let boxed: Any? = state
        if let boxed, !children.isEmpty {
            for (id, child) in children where !child.isPresent(in: boxed) {
                children[id] = nil
            }
        }
        if !observedReads.isEmpty {
            let changed = boxed.map { state in observedReads.values.contains { $0.hasChanged(in: state) } } ?? true
            if changed {
                observedReads.removeAll()
                registrar.withMutation(of: self, keyPath: observationKeyPath) {}
            }
        }
        for child in Array(children.values) { child.notifyStores() }
    }

    /// What keeps the scopes of a root store updated once the root store itself is gone: set
    /// by the root, run by its `deinit`.
    private var handOverScopes: ((_ children: [any StoreChild]) -> Void)?

    isolated deinit {
        handOverScopes?(Array(children.values))
        Logger.shared.log("\(loggedTypeName(State.self, Action.self)).deinit")
    }

    /// A stand-in property that observers of this store's state depend on.
    private var observationToken: Void { () }
}

/// A value an observer read from a store, kept to tell whether the next state changes it.
///
/// Not generic over the state, so that a store with no observers tells so without looking up
/// type metadata at run time; the state is handed over as `Any` only when someone is watching.
struct ObservedRead {
    let hasChanged: (Any) -> Bool

    init<State, Value>(_ value: Value, read: @escaping (State) -> Value) {
        if let isEqual = equality(of: Value.self) {
            hasChanged = { !isEqual(read($0 as! State), value) }
        } else {
            hasChanged = { _ in true }
        }
    }

    init<State, Value>(_ value: Value, read: @escaping (State) -> Value, isDuplicate: @escaping (Value, Value) -> Bool) {
        hasChanged = { !isDuplicate(read($0 as! State), value) }
    }

    func hasChanged(in state: Any) -> Bool {
        hasChanged(state)
    }
}

/// Returns `==` for `T` when `T` is `Equatable` at run time, so that observers of values that
/// did not change are not notified.
func equality<T>(of type: T.Type) -> ((T, T) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    func open<E: Equatable>(_: E.Type) -> (T, T) -> Bool {
        { lhs, rhs in (lhs as! E) == (rhs as! E) }
    }
    return open(equatable)
}

/// The store of the reducer `R`'s domain, as views name it: `let store: StoreOf<Counter>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
