/// The reducer `ifLet(\.$destination, action: \.destination)` builds: a parent plus a feature it
/// presents through ``Presents`` state and ``PresentationAction``s.
///
/// The presented feature runs first; `.dismiss` sets its state to `nil` after the parent has
/// seen it; its effects are cancelled when it is dismissed or replaced by another (another id,
/// another case of a destination enum); its effects can dismiss it with `@Dependency(\.dismiss)`;
/// alerts and confirmation dialogs go away after any of their buttons is tapped. An action for
/// a feature that is not presented is reported as a runtime warning.
@usableFromInline
struct PresentationReducer<Parent: Reducer, Destination: Reducer>: ChildEmbeddingReducer {
    @usableFromInline let parent: Parent
    /// The presented feature's reducer.
    @usableFromInline let child: Destination
    let toPresentationState: WritableKeyPath<Parent.State, Presents<Destination.State>>
    let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
    let namespace: ChildNamespace
    let callSite: CallSite
    let identity = ChildIdentity<Destination.State>()

    /// Runs the presented feature, then the parent.
    @usableFromInline
    func run(
        _ state: inout Parent.State,
        _ action: Parent.Action,
        _ destination: (inout Destination.State, Destination.Action) -> Effect<Destination.Action>,
        _ parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
    ) -> Effect<Parent.Action> {
        let presentationAction = toPresentationAction.extract(from: action)
        let before = identity.of(state[keyPath: toPresentationState].wrappedValue)
        var destinationEffect = Effect<Parent.Action>.none
        var dismisses = false
        var tappedEphemeral = false
        switch presentationAction {
        case let .presented(destinationAction)?:
            if state[keyPath: toPresentationState].wrappedValue != nil {
                tappedEphemeral = ephemeralState(state[keyPath: toPresentationState].wrappedValue!, canSend: destinationAction)
                let effect = PresentationContext.whilePresented {
                    destination(&state[keyPath: toPresentationState].wrappedValue!, destinationAction)
                }
                destinationEffect = presentedEffect(effect)
            } else {
                warnAbsent(action)
            }
        case .dismiss?:
            if state[keyPath: toPresentationState].wrappedValue != nil {
                dismisses = true
            } else {
                warnAbsent(action)
            }
        case nil:
            break
        }
        let beforeParent = dismisses || tappedEphemeral ? identity.of(state[keyPath: toPresentationState].wrappedValue) : nil
        let parentEffect = parent(&state, action)
        // Only if the parent did not present something new while handling the action: an
        // alert button that presents a dialog, or a parent that re-creates the child while it
        // is dismissed, keeps what it presented, as in the original.
        if dismisses || tappedEphemeral,
            identity.of(state[keyPath: toPresentationState].wrappedValue) == beforeParent
        {
            state[keyPath: toPresentationState].wrappedValue = nil
        }
        let after = identity.of(state[keyPath: toPresentationState].wrappedValue)
        let effect = destinationEffect.merge(with: parentEffect)
        if after == nil {
            // Gone, here or in an earlier action by another reducer ("outer cancellation", as
            // in the original): whatever of the child still runs is cancelled.
            return effect.merge(with: .cancel(CancelID(namespace)))
        }
        guard before != nil, after != before else { return effect }
        return effect.merge(with: .cancel(CancelID(namespace)))
    }

    /// The presented feature's effect in the parent's domain: dismissible, and cancellable as
    /// a whole when the feature goes away.
    private func presentedEffect(_ effect: Effect<Destination.Action>) -> Effect<Parent.Action> {
        guard !effect.isNone else { return .none }
        let toPresentationAction = toPresentationAction
        return effect
            .map { toPresentationAction.embed(.presented($0)) }
            .dismissible { toPresentationAction.embed(.dismiss) }
            .namespaced(namespace)
            .cancellable(CancelID(namespace))
    }

    private func warnAbsent(_ action: Parent.Action) {
        RuntimeWarning.presentationDestinationWasAbsent(action: action, at: callSite).report()
    }
}

extension Reducer {
    /// Presents a feature from ``Presents`` state: a sheet, a pushed screen, a popover, or one
    /// of several destinations when `Destination` has enum state and actions.
    ///
    /// ```swift
    /// struct AddItem: Reducer {
    ///     struct State: Equatable {
    ///         var name = ""
    ///     }
    ///
    ///     enum Action {
    ///         case nameChanged(String)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case let .nameChanged(name):
    ///                 state.name = name
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// struct Inventory: Reducer {
    ///     struct State: Equatable {
    ///         @Presents var addItem: AddItem.State?
    ///     }
    ///
    ///     enum Action {
    ///         case addButtonTapped
    ///         case addItem(PresentationAction<AddItem.Action>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case .addButtonTapped = action {
    ///                 state.addItem = AddItem.State()
    ///             }
    ///             return .none
    ///         }
    ///         .ifLet(\.$addItem, action: \.addItem) { AddItem() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func theSheetRunsUntilItIsDismissed() async {
    ///     let store = TestStore(initialState: Inventory.State()) { Inventory() }
    ///
    ///     await store.send(.addButtonTapped) { $0.addItem = AddItem.State() }
    ///     await store.send(.addItem(.presented(.nameChanged("Tea")))) { $0.addItem?.name = "Tea" }
    ///     await store.send(.addItem(.dismiss)) { $0.addItem = nil }
    /// }
    /// ```
    ///
    /// See [a sheet driven by presented state](doc:Navigation#A-sheet-driven-by-presented-state)
    /// and [one destination at a time](doc:Navigation#One-destination-at-a-time) in
    /// <doc:Navigation>.
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>>(
        _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        PresentationReducer(
            parent: self,
            child: destination(),
            toPresentationState: toPresentationState,
            toPresentationAction: AnyCasePath(toPresentationAction),
            namespace: ChildNamespace(state: toPresentationState),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }

    /// Presents an alert or a confirmation dialog (``EphemeralState``), which has no reducer of
    /// its own: it goes away when one of its buttons is tapped or it is dismissed, and the
    /// parent receives the button's action as `.presented(action)`.
    ///
    /// Without a closure, `ifLet` compiles only for such state and for the state of an enum
    /// reducer (see ``CaseReducer``); any other presented feature needs its reducer in a
    /// closure, so that a presented feature never silently ignores its actions.
    ///
    /// ```swift
    /// struct Inbox: Reducer {
    ///     struct State: Equatable {
    ///         @Presents var alert: AlertState<Action.Alert>?
    ///         var messages = ["Hello"]
    ///     }
    ///
    ///     enum Action {
    ///         case alert(PresentationAction<Alert>)
    ///         case clearTapped
    ///
    ///         enum Alert { case confirmClear }
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .clearTapped:
    ///                 state.alert = AlertState { TextState("Clear the inbox?") } actions: {
    ///                     ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
    ///                 }
    ///             case .alert(.presented(.confirmClear)):
    ///                 state.messages = []
    ///             case .alert:
    ///                 break
    ///             }
    ///             return .none
    ///         }
    ///         .ifLet(\.$alert, action: \.alert)
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func theAlertGoesAwayAfterItsButtonIsTapped() async {
    ///     let store = TestStore(initialState: Inbox.State()) { Inbox() }
    ///
    ///     await store.send(.clearTapped) {
    ///         $0.alert = AlertState { TextState("Clear the inbox?") } actions: {
    ///             ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
    ///         }
    ///     }
    ///     await store.send(.alert(.presented(.confirmClear))) {
    ///         $0.alert = nil
    ///         $0.messages = []
    ///     }
    /// }
    /// ```
    ///
    /// See [an alert](doc:Navigation#An-alert) in <doc:Navigation>.
    public func ifLet<DestinationState: EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        ifLet(toPresentationState, action: toPresentationAction, destination: { EmptyReducer() }, fileID: fileID, line: line)
    }
}

/// Whether `state` is an alert or dialog, or a destination enum whose current case holds one.
@usableFromInline
func isEphemeral<State>(_ state: State) -> Bool {
    if state is any EphemeralState { return true }
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return false }
    return payload is any EphemeralState
}
