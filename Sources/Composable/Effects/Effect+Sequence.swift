extension Effect {
    /// Runs every effect of a sequence at the same time: one effect per element of a
    /// collection, say.
    ///
    /// ```swift skip("uses state, merge, ids from elsewhere")
    /// return .merge(state.rows.ids.map { .send(.rows(.element(id: $0, action: .refresh))) })
    /// return .merge(Set(ids).lazy.map { .cancel(id: $0) })
    /// ```
    public static func merge<S: Sequence<Self>>(_ effects: S) -> Self {
        merge(Array(effects))
    }

    /// Runs every effect of a sequence one after another, in the sequence's order.
    ///
    /// ```swift skip("uses steps, concatenate from elsewhere")
    /// return .concatenate(steps.lazy.map { .send(.step($0)) })
    /// ```
    public static func concatenate<S: Sequence<Self>>(_ effects: S) -> Self {
        concatenate(Array(effects))
    }
}

/// The effect type of the reducer `R`, as reducers spell their helpers' results:
/// `func load() -> EffectOf<Self>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
