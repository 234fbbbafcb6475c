/// A reducer that runs only when it is there: the result of an `if` without `else` in a
/// ``ReducerBuilder``.
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
    @usableFromInline let wrapped: Wrapped?

    /// Wraps a reducer that may be absent.
    @inlinable
    public init(_ wrapped: Wrapped?) {
        self.wrapped = wrapped
    }

    /// Runs the wrapped reducer if there is one; otherwise does nothing.
    @inlinable
    public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
        wrapped?.reduce(into: &state, action: action) ?? .none
    }

    /// Resolves the wrapped reducer once, if there is one.
    @inlinable
    public func _resolve() -> ResolvedReducer<Wrapped.State, Wrapped.Action> {
        wrapped?._resolve() ?? EmptyReducer()._resolve()
    }
}
