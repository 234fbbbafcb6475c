/// What `ifLet` and `ifCaseLet` share: a child whose state is only sometimes present in the
/// parent's state (an optional, an enum case). The child runs first, while present; a child
/// action while absent is a runtime warning; the child's effects run under a namespace and are
/// cancelled when the parent makes the state go away or replaces it with another child (see
/// ``ChildIdentity``).
@usableFromInline
enum PresentChild {
    /// One action through the child (when it is the child's), then the parent.
    ///
    /// - Parameters:
    ///   - reduceChild: Runs the child on its state inside `state`; `nil` when it is absent.
    ///   - identity: The identity of the child in `state`, `nil` when it is absent.
    ///   - missing: The warning for a child action that finds no child state, given the state.
    @inlinable
    static func reduce<State, Action, ChildAction>(
        _ state: inout State,
        _ action: Action,
        toChildAction: AnyCasePath<Action, ChildAction>,
        namespace: ChildNamespace,
        reduceChild: (inout State, ChildAction) -> Effect<ChildAction>?,
        identity: (inout State) -> PresentChildIdentity?,
        parent: (inout State, Action) -> Effect<Action>,
        missing: (State) -> RuntimeWarning,
        clearIfEphemeral: ((inout State) -> Void)? = nil
    ) -> Effect<Action> {
        var childEffect = Effect<Action>.none
        var childHandledAction = false
        if let childAction = toChildAction.extract(from: action) {
            if let effect = reduceChild(&state, childAction) {
                childHandledAction = true
                if !effect.isNone {
                    childEffect = effect
                        .map(toChildAction.embed)
                        .namespaced(namespace)
                        .cancellable(CancelID(namespace))
                }
            } else {
                missing(state).report()
            }
        }
        let before = identity(&state)
        let parentEffect = parent(&state, action)
        // An alert or dialog is answered by its action, unless the parent put another in its
        // place meanwhile.
        if childHandledAction, let clearIfEphemeral, identity(&state) == before {
            clearIfEphemeral(&state)
        }
        let wentAway = before != nil && identity(&state) != before
        let effect = childEffect.merge(with: parentEffect)
        return wentAway ? effect.merge(with: .cancel(CancelID(namespace))) : effect
    }
}
