/// One of two reducers: the result of an `if`/`else` in a ``ReducerBuilder``.
public enum EitherReducer<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
    /// The `if` branch was taken.
    case first(First)
    /// The `else` branch was taken.
    case second(Second)

    /// Runs whichever branch was built.
    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        switch self {
        case let .first(reducer): reducer.reduce(into: &state, action: action)
        case let .second(reducer): reducer.reduce(into: &state, action: action)
        }
    }

    /// Resolves the branch that was built.
    @inlinable
    public func _resolve() -> ResolvedReducer<First.State, First.Action> {
        switch self {
        case let .first(reducer): reducer._resolve()
        case let .second(reducer): reducer._resolve()
        }
    }
}
