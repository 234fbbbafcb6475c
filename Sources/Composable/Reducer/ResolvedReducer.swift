/// A reducer turned into a plain function, built once by a store from the reducer it was
/// given; see `Reducer._resolve()` (underscored, so not on the API pages).
public struct ResolvedReducer<State, Action>: Reducer {
    /// The reducer as a function.
    public let run: (inout State, Action) -> Effect<Action>

    /// Wraps a reduce function.
    @inlinable
    public init(_ run: @escaping (inout State, Action) -> Effect<Action>) {
        self.run = run
    }

    /// Calls the function.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        run(&state, action)
    }

    /// Already resolved.
    @inlinable
    public func _resolve() -> Self { self }
}
