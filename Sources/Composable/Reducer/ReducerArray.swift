/// Reducers of one type run one after another on every action, in array order; their effects
/// are merged.
///
/// ``ReducerBuilder`` makes one for a `for` loop in a body; you do not write it.
public struct ReducerArray<Element: Reducer>: Reducer {
    @usableFromInline let reducers: [Element]

    /// Runs `reducers` in order.
    @inlinable
    public init(_ reducers: [Element]) {
        self.reducers = reducers
    }

    /// Runs every reducer in order and merges their effects.
    @inlinable
    public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
        var effects: [Effect<Element.Action>] = []
        effects.reserveCapacity(reducers.count)
        for reducer in reducers {
            effects.append(reducer.reduce(into: &state, action: action))
        }
        return .merge(effects)
    }

    /// Resolves every reducer once.
    @inlinable
    public func _resolve() -> ResolvedReducer<Element.State, Element.Action> {
        let runs = reducers.map { $0._resolve().run }
        return ResolvedReducer { state, action in
            var effects: [Effect<Element.Action>] = []
            effects.reserveCapacity(runs.count)
            for run in runs {
                effects.append(run(&state, action))
            }
            return .merge(effects)
        }
    }
}
