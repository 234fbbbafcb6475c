/// A reducer that changes nothing and returns no effect.
///
/// Useful as a placeholder, and what an empty ``ReducerBuilder`` body builds.
public struct EmptyReducer<State, Action>: Reducer {
    /// Creates a reducer that does nothing.
    @inlinable
    public init() {}

    /// Does nothing.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}
