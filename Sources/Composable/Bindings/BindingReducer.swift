/// Applies the writes that bindings send, through the action's `binding` case.
///
/// Put it first in the body so that the rest of the feature sees the new value:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in ... }
/// }
/// ```
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
    /// Creates the reducer; its domain comes from the body it sits in.
    public init() {}

    /// Writes the value of a binding action into the state; ignores other actions.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        action.binding?.apply(to: &state)
        return .none
    }
}
