/// Applies the writes that bindings send, through the action's `binding` case.
///
/// Put it first in the body so that the rest of the feature sees the new value:
///
/// ```swift skip("elided code")
/// var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in ... }
/// }
/// ```
///
/// When the bindable actions sit inside another case, as with view actions, name that case:
///
/// ```swift skip("does not compile as written")
/// enum Action { case view(View); enum View: BindableAction { case binding(BindingAction<State>) } }
/// BindingReducer(action: \.view)
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
    let toViewAction: (Action) -> ViewAction?

    /// Creates the reducer for an action that is itself bindable; its domain comes from the
    /// body it sits in.
    public init() where Action == ViewAction {
        toViewAction = { $0 }
    }

    /// Creates the reducer for bindable actions carried by the `toViewAction` case.
    public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
        let casePath = AnyCasePath(toViewAction)
        self.toViewAction = { casePath.extract(from: $0) }
    }

    /// Writes the value of a binding action into the state; ignores other actions.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        toViewAction(action)?.binding?.apply(to: &state)
        return .none
    }
}
