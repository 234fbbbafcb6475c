import Composable

extension Binding {
    /// The alert case of an enum destination, as a store that sends the alert's button actions:
    /// `.alert($store.scope(\.$destination, action: \.destination).alert)`.
    ///
    /// An enum reducer's `case alert(AlertState<Alert>)` reads as its `AlertState` through
    /// ``subscript(dynamicMember:)``; this overload, picked where a store of the alert is wanted
    /// (``View/alert(_:)``, ``View/confirmationDialog(_:)``), gives a store whose state is the
    /// presented alert and whose actions go to the destination's `alert` case, as the
    /// original's does. Tapping a button sends `.destination(.presented(.alert(action)))`;
    /// dismissing the alert sends `.destination(.dismiss)`.
    ///
    /// ```swift
    /// struct Notes: Reducer {
    ///     enum Destination: Reducer {
    ///         case alert(AlertState<Alert>)
    ///
    ///         enum Alert { case deleteTapped }
    ///     }
    ///
    ///     struct State: Equatable {
    ///         @Presents var destination: Destination.State?
    ///         var notes = ["Milk"]
    ///     }
    ///
    ///     enum Action {
    ///         case destination(PresentationAction<Destination.Action>)
    ///         case clearTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .clearTapped:
    ///                 state.destination = .alert(AlertState { TextState("Delete all?") } actions: {
    ///                     ButtonState(role: .destructive, action: .deleteTapped) { TextState("Delete") }
    ///                 })
    ///             case .destination(.presented(.alert(.deleteTapped))):
    ///                 state.notes = []
    ///             case .destination:
    ///                 break
    ///             }
    ///             return .none
    ///         }
    ///         .ifLet(\.$destination, action: \.destination)
    ///     }
    /// }
    ///
    /// struct NotesView: View {
    ///     @Bindable var store: StoreOf<Notes>
    ///
    ///     var body: some View {
    ///         Button("Clear") { store.send(.clearTapped) }
    ///             .alert($store.scope(\.$destination, action: \.destination).alert)
    ///     }
    /// }
    ///
    /// extension Notes.Destination.State: Equatable {}
    ///
    /// let store = Store(initialState: Notes.State()) { Notes() }
    /// let host = ViewHost(NotesView(store: store))
    /// try host.tap("Clear")
    /// precondition(host.texts.contains("Delete all?"))
    /// try host.tap("Delete")
    /// precondition(store.notes.isEmpty && store.destination == nil)
    /// ```
    @_disfavoredOverload
    public subscript<State, Action: CasePathable, AlertAction>(
        dynamicMember toAlertAction: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AlertAction>>
    ) -> Binding<Store<AlertState<AlertAction>, AlertAction>?> where Value == Store<State, Action>? {
        ephemeralCase(Action.allCasePaths[keyPath: toAlertAction])
    }

    /// The confirmation dialog case of an enum destination, as a store that sends the dialog's
    /// button actions: `.confirmationDialog($store.scope(\.$destination, action:
    /// \.destination).dialog)`. It is the alert overload above for
    /// `case dialog(ConfirmationDialogState<Dialog>)`.
    ///
    /// ```swift
    /// struct Sorter: Reducer {
    ///     enum Destination: Reducer {
    ///         case dialog(ConfirmationDialogState<Dialog>)
    ///
    ///         enum Dialog { case byNameTapped }
    ///     }
    ///
    ///     struct State: Equatable {
    ///         @Presents var destination: Destination.State?
    ///         var sortedByName = false
    ///     }
    ///
    ///     enum Action {
    ///         case destination(PresentationAction<Destination.Action>)
    ///         case sortTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .sortTapped:
    ///                 state.destination = .dialog(ConfirmationDialogState { TextState("Sort") } actions: {
    ///                     ButtonState(action: .byNameTapped) { TextState("By name") }
    ///                 })
    ///             case .destination(.presented(.dialog(.byNameTapped))):
    ///                 state.sortedByName = true
    ///             case .destination:
    ///                 break
    ///             }
    ///             return .none
    ///         }
    ///         .ifLet(\.$destination, action: \.destination)
    ///     }
    /// }
    ///
    /// struct SorterView: View {
    ///     @Bindable var store: StoreOf<Sorter>
    ///
    ///     var body: some View {
    ///         Button("Sort") { store.send(.sortTapped) }
    ///             .confirmationDialog($store.scope(\.$destination, action: \.destination).dialog)
    ///     }
    /// }
    ///
    /// extension Sorter.Destination.State: Equatable {}
    ///
    /// let store = Store(initialState: Sorter.State()) { Sorter() }
    /// let host = ViewHost(SorterView(store: store))
    /// try host.tap("Sort")
    /// try host.tap("By name")
    /// precondition(store.sortedByName && store.destination == nil)
    /// ```
    @_disfavoredOverload
    public subscript<State, Action: CasePathable, DialogAction>(
        dynamicMember toDialogAction: KeyPath<Action.AllCasePaths, AnyCasePath<Action, DialogAction>>
    ) -> Binding<Store<ConfirmationDialogState<DialogAction>, DialogAction>?> where Value == Store<State, Action>? {
        ephemeralCase(Action.allCasePaths[keyPath: toDialogAction])
    }

    /// A binding to a store of the case `toAction` names, while the destination's state is in
    /// that case: the state is the case's value, found by the case's name.
    private func ephemeralCase<State, Action, Shown, ShownAction>(
        _ toAction: AnyCasePath<Action, ShownAction>
    ) -> Binding<Store<Shown, ShownAction>?> where Value == Store<State, Action>? {
        let destination = self
        let name = toAction.caseName
        let shown: @MainActor () -> Shown? = {
            destination.wrappedValue.flatMap { EnumPayload.value(of: $0.state, inCase: name) }
        }
        return Binding<Store<Shown, ShownAction>?>(
            get: {
                guard let store = destination.wrappedValue, let presented = shown() else { return nil }
                return store.scope(
                    state: { EnumPayload.value(of: $0, inCase: name) ?? presented },
                    action: { toAction.embed($0) }
                )
            },
            set: { newValue in
                if newValue == nil, shown() != nil {
                    destination.wrappedValue = nil
                }
            }
        )
    }
}
