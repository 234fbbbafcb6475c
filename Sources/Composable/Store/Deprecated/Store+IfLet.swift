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
    /// The store handed to `unwrap` is the cached child store of the wrapped state, so scoping
    /// from a store made with closures (`scope(state: { ... }, action: { ... })`) reports the
    /// same runtime warning as scoping an optional child from it. Keep the returned token for
    /// as long as the calls should go on; cancelling or releasing it stops them.
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
        nonisolated(unsafe) let unwrap = unwrap
        nonisolated(unsafe) let orElse = `else`
        let wasPresent = LockIsolated<Bool?>(nil)
        return Composable.observe { [weak self] in
            guard let self else { return }
            let isPresent = self.withState { $0 != nil }
            self.track(IfLetPresence(), value: isPresent, read: { $0 != nil })
            guard isPresent != wasPresent.value else { return }
            wasPresent.setValue(isPresent)
            let toWrapped: KeyPath<State, Wrapped?> = \.self
            let toAction: CaseKeyPath<Action, Action> = \.self
            if isPresent, let child = self.scope(state: toWrapped, action: toAction) {
                unwrap(child)
            } else if !isPresent {
                orElse()
            }
        }
    }
}

/// The key under which `Store.ifLet(then:else:)` watches whether the state is present.
private struct IfLetPresence: Hashable {}
