extension Effect {
    /// Runs every effect of a sequence at the same time: one effect per element of a
    /// collection, say.
    ///
    /// ```swift output
    /// let effect = Effect<Checklist.Action>.merge(["a", "b"].map { .send(.step($0)) })
    /// print(effect.isNone)
    /// ```
    ///
    /// ```text
    /// false
    /// ```
    public static func merge<S: Sequence<Self>>(_ effects: S) -> Self {
        merge(Array(effects))
    }

    /// Runs every effect of a sequence one after another, in the sequence's order.
    ///
    /// ```swift
    /// struct Checklist: Reducer {
    ///     struct State: Equatable {
    ///         var steps = ["wash", "dry", "fold"]
    ///         var done: [String] = []
    ///     }
    ///
    ///     enum Action {
    ///         case runAllTapped
    ///         case step(String)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .runAllTapped:
    ///                 return .concatenate(state.steps.lazy.map { .send(.step($0)) })
    ///             case let .step(step):
    ///                 state.done.append(step)
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let checklist = Store(initialState: Checklist.State()) { Checklist() }
    /// checklist.send(.runAllTapped)
    /// print(checklist.done)
    /// ```
    ///
    /// ```text
    /// ["wash", "dry", "fold"]
    /// ```
    public static func concatenate<S: Sequence<Self>>(_ effects: S) -> Self {
        concatenate(Array(effects))
    }
}

/// The effect type of the reducer `R`, as reducers spell their helpers' results:
/// `func load() -> EffectOf<Self>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
