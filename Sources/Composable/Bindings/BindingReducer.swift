/// Applies the writes that bindings send, through the action's `binding` case.
///
/// Put it first in the body so that the rest of the feature sees the new value:
///
/// ```swift
/// struct Settings: Reducer {
///     struct State: Equatable {
///         var volume = 5
///         var isMuted = false
///     }
///
///     enum Action: BindableAction {
///         case binding(BindingAction<State>)
///     }
///
///     var body: some ReducerOf<Self> {
///         BindingReducer()
///         Reduce { state, _ in
///             state.isMuted = state.volume == 0
///             return .none
///         }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func theFeatureSeesTheValueTheBindingWrote() async {
///     let store = TestStore(initialState: Settings.State()) { Settings() }
///
///     await store.send(.binding(.set(\.volume, 0))) {
///         $0.volume = 0
///         $0.isMuted = true
///     }
/// }
/// ```
///
/// When the bindable actions sit inside another case, as with view actions, name that case:
///
/// ```swift
/// struct Newsletter: Reducer {
///     struct State: Equatable {
///         var email = ""
///     }
///
///     enum Action {
///         case view(View)
///
///         enum View: BindableAction {
///             case binding(BindingAction<State>)
///         }
///     }
///
///     var body: some ReducerOf<Self> {
///         BindingReducer(action: \.view)
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func aViewActionsBindingWritesTheState() async {
///     let store = TestStore(initialState: Newsletter.State()) { Newsletter() }
///
///     await store.send(.view(.binding(.set(\.email, "ada@example.com")))) { $0.email = "ada@example.com" }
/// }
/// ```
///
/// Use bindings for plain edits the view makes to the state (text typed, a toggle, a
/// slider), so that each does not need an action of its own. When an edit needs logic, match
/// it in a ``Reduce`` after this reducer with `case .binding(\.property):` (see
/// ``BindingAction``), or react to any change of a value with ``Reducer/onChange(of:_:)``; an
/// edit the feature must validate before it is applied is better as an action of its own.
///
/// See [two-way bindings with `@Bindable`](doc:Views#Two-way-bindings-with-Bindable) and [bindings
/// that send an action of your own](doc:Views#Bindings-that-send-an-action-of-your-own) in
/// <doc:Views>.
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

    /// Creates the reducer for bindable actions carried by the case `toViewAction` names, in the
    /// older case path spelling: `BindingReducer(action: /Action.view)`.
    ///
    /// Use a case key path instead: `BindingReducer(action: \.view)`.
    @available(*, deprecated, message: "Use a case key path: 'BindingReducer(action: \\.view)'.")
    public init(action toViewAction: AnyCasePath<Action, ViewAction>) {
        self.toViewAction = { toViewAction.extract(from: $0) }
    }

    /// Writes the value of a binding action into the state; ignores other actions.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        toViewAction(action)?.binding?.apply(to: &state)
        return .none
    }
}
