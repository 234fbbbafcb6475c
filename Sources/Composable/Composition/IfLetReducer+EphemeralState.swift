extension Reducer {
    /// Shows an alert or a confirmation dialog held in a plain optional (not ``Presents``):
    /// no child reducer is needed, and the alert goes away once one of its buttons sends its
    /// action, unless the parent showed another alert in answer.
    ///
    /// ```swift
    /// struct Eraser: Reducer {
    ///     struct State: Equatable {
    ///         var alert: AlertState<Action.Alert>?
    ///         var isErased = false
    ///     }
    ///
    ///     enum Action {
    ///         case alert(Alert)
    ///         case eraseTapped
    ///
    ///         enum Alert: Equatable {
    ///             case confirmTapped
    ///         }
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .eraseTapped:
    ///                 state.alert = AlertState { TextState("Erase everything?") } actions: {
    ///                     ButtonState(role: .destructive, action: .confirmTapped) { TextState("Erase") }
    ///                 }
    ///                 return .none
    ///             case .alert(.confirmTapped):
    ///                 state.isErased = true
    ///                 return .none
    ///             }
    ///         }
    ///         .ifLet(\.alert, action: \.alert)
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func confirmingErasesAndTakesTheAlertAway() async {
    ///     let store = TestStore(initialState: Eraser.State()) { Eraser() }
    ///     store.exhaustivity = .off
    ///
    ///     await store.send(.eraseTapped)
    ///     await store.send(.alert(.confirmTapped)) {
    ///         $0.alert = nil
    ///         $0.isErased = true
    ///     }
    /// }
    /// ```
    ///
    /// It is the original's spelling for alerts kept outside `@Presents`. An alert held in
    /// `@Presents var alert` is shown with `ifLet(\.$alert, action: \.alert)` instead, which
    /// also handles the `.dismiss` action.
    public func ifLet<WrappedState: EphemeralState, WrappedAction>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        EphemeralIfLetReducer(
            base: ifLet(toWrappedState, action: toWrappedAction, then: { EmptyReducer<WrappedState, WrappedAction>() },
                        fileID: fileID, line: line),
            toWrappedState: toWrappedState,
            toWrappedAction: AnyCasePath(toWrappedAction)
        )
    }
}

/// Clears an alert or dialog after one of its actions, as a screen does once a button is
/// tapped, unless the reducers put up a different one.
struct EphemeralIfLetReducer<Base: Reducer, WrappedState: EphemeralState, WrappedAction>: Reducer {
    let base: Base
    let toWrappedState: WritableKeyPath<Base.State, WrappedState?>
    let toWrappedAction: AnyCasePath<Base.Action, WrappedAction>

    func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let before = state[keyPath: toWrappedState].map(identity)
        let effect = base.reduce(into: &state, action: action)
        if toWrappedAction.extract(from: action) != nil, let after = state[keyPath: toWrappedState].map(identity),
            after == before
        {
            state[keyPath: toWrappedState] = nil
        }
        return effect
    }

    /// What tells one alert from another: its id when it has one.
    private func identity(_ state: WrappedState) -> AnyHashable? {
        guard let identifiable = state as? any Identifiable else { return nil }
        return Self.id(of: identifiable)
    }

    private static func id<T: Identifiable>(of value: T) -> AnyHashable {
        AnyHashable(value.id)
    }
}
