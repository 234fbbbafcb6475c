/// Two reducers run one after the other on every action; their effects are merged.
///
/// ``ReducerBuilder`` makes these when a body lists several reducers; you do not write it.
public struct ReducerSequence<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
    @usableFromInline let first: First
    @usableFromInline let second: Second

    /// Runs `first`, then `second`.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Runs both reducers in order and merges their effects.
    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        let firstEffect = first.reduce(into: &state, action: action)
        let secondEffect = second.reduce(into: &state, action: action)
        return firstEffect.merge(with: secondEffect)
    }

    /// Resolves both reducers once.
    @inlinable
    public func _resolve() -> ResolvedReducer<First.State, First.Action> {
        let first = first._resolve().run
        let second = second._resolve().run
        return ResolvedReducer { state, action in
            let firstEffect = first(&state, action)
            let secondEffect = second(&state, action)
            return firstEffect.merge(with: secondEffect)
        }
    }
}
