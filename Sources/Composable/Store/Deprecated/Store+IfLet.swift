@available(*, deprecated)
extension Store {
    /// Calls `unwrap` with a store of the wrapped state each time the optional state becomes
    /// non-`nil`, and `else` each time it becomes `nil` (and once at the start, with whichever
    /// applies): the original's older way for UIKit code to push and pop a child's screen, kept
    /// so that code written against it compiles and runs (with a deprecation warning, as in the
    /// original).
    ///
    /// Use `observe` and `if let store.scope(...)` instead:
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
    /// struct Parent: Reducer {
    ///     struct State: Equatable {
    ///         var counter: Counter.State?
    ///     }
    ///
    ///     enum Action {
    ///         case counter(Counter.Action)
    ///         case showTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case .showTapped = action { state.counter = Counter.State() }
    ///             return .none
    ///         }
    ///         .ifLet(\.counter, action: \.counter) { Counter() }
    ///     }
    /// }
    ///
    /// @MainActor func show(_ store: StoreOf<Parent>) -> ObserveToken {
    ///     observe {  // was: store.scope(...).ifLet(then: { ... }, else: { ... })
    ///         if let counter = store.scope(state: \.counter, action: \.counter) {
    ///             counter.send(.incrementTapped)  // push the counter's screen here
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// As in the original, the calls are made as the state changes, within the `send` that
    /// changed it, and `unwrap` gets a new store each time, which keeps showing the last
    /// wrapped state once it is gone. This works on a store scoped with closures
    /// (`scope(state: { ... }, action: { ... })`) too, which the token keeps alive. An action
    /// sent from `unwrap` or `else` is sent while the store tells of a change, which the store
    /// reports (see ``send(_:)``). Keep the returned token for as long as the calls should go
    /// on; cancelling or releasing it stops them.
    ///
    /// - Parameters:
    ///   - unwrap: Called with a store of the wrapped state when the state becomes non-`nil`.
    ///   - else: Called when the state becomes `nil`.
    /// - Returns: The token that keeps the calls going.
    @available(*, deprecated, message: "Use 'observe' and 'if let store.scope(...)', instead.")
    public func ifLet<Wrapped>(
        then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
        else: @escaping () -> Void = {}
    ) -> ObserveToken where State == Wrapped? {
        let observer = IfLetObserver(unwrap: unwrap, orElse: `else`)
        let relay = stateRelay
        // Holds this store, as the original's subscription to the store's publisher does: a
        // store scoped with closures just for this call lives on while the token does.
        let id = relay.subscribe { [self] state in
            let isPresent = state != nil
            guard isPresent != observer.wasPresent else { return }
            observer.wasPresent = isPresent
            if let state {
                observer.unwrap(unwrappedStore(startingWith: state))
            } else {
                observer.orElse()
            }
        }
        return ObserveToken { relay.unsubscribe(id) }
    }

    /// A new store of the wrapped state, which keeps the last non-`nil` state once it goes
    /// away, and hears of changes for as long as someone holds it.
    private func unwrappedStore<Wrapped>(startingWith state: Wrapped) -> Store<Wrapped, Action> where State == Wrapped? {
        let derive = deriveState
        let child = Store<Wrapped, Action>(
            core: core,
            stateCanVanish: true,
            initialState: state,
            derive: { derive() ?? nil },
            send: sendAction
        )
        child.cachesScopes = cachesScopes
        let id = ScopeID(state: \State.self, action: \Action.self, uncachedStore: ObjectIdentifier(child))
        children[id] = UncachedStoreScope(store: child)
        return child
    }
}

/// What an `ifLet` calls, and whether the state was present when it last looked (`nil` before
/// the first look).
@MainActor
private final class IfLetObserver<Wrapped, Action> {
    var wasPresent: Bool?
    let unwrap: (Store<Wrapped, Action>) -> Void
    let orElse: () -> Void

    init(unwrap: @escaping (Store<Wrapped, Action>) -> Void, orElse: @escaping () -> Void) {
        self.unwrap = unwrap
        self.orElse = orElse
    }
}
