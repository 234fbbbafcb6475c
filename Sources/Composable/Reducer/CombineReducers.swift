/// Groups reducers so that a modifier such as `.ifLet` applies to all of them at once.
///
/// ```swift skip("uses Analytics, Child from elsewhere")
/// CombineReducers {
///     Reduce { state, action in .none }
///     Analytics()
/// }
/// .ifLet(\.child, action: \.child) { Child() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: Reducers

    /// Runs the reducers the builder lists, in order.
    @inlinable
    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
        self.reducers = build()
    }

    /// Runs the grouped reducers.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reducers.reduce(into: &state, action: action)
    }

    /// Resolves the grouped reducers.
    @inlinable
    public func _resolve() -> ResolvedReducer<State, Action> {
        reducers._resolve()
    }
}
