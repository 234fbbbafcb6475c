// The original's older spellings of composition, which take a case path built from an enum
// case, `/Action.child`, where the newer ones take a case key path, `\.child`. The original
// keeps them (deprecated) and its own test suite still uses them; each behaves as its case-key-
// path form does.

extension Scope {
    /// Runs `child` on the state at `toChildState`, for the actions `toChildAction` extracts:
    /// the older spelling of `Scope(state: \.child, action: \.child)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     typealias State = Int
    ///     enum Action { case increment }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in state += 1; return .none }
    ///     }
    /// }
    /// struct Parent: Reducer {
    ///     struct State { var counter = 0 }
    ///     enum Action { case counter(Counter.Action) }
    ///     var body: some ReducerOf<Self> {
    /// // snippet.show
    /// Scope(state: \.counter, action: /Action.counter) {
    ///     Counter()
    /// }
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: AnyCasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .property(toChildState)
        self.toChildAction = toChildAction
        self.child = child()
        self.callSite = CallSite(fileID: fileID, line: line)
    }

    /// Runs `child` while the parent's enum state is the case `toChildState` extracts: the
    /// older spelling of `Scope(state: \.child, action: \.child)` over an enum state.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     typealias State = Int
    ///     enum Action { case increment }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in state += 1; return .none }
    ///     }
    /// }
    /// struct Screen: Reducer {
    ///     enum State { case counter(Int), empty }
    ///     enum Action { case counter(Counter.Action) }
    ///     var body: some ReducerOf<Self> {
    /// // snippet.show
    /// Scope(state: /State.counter, action: /Action.counter) {
    ///     Counter()
    /// }
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public init<ChildState, ChildAction>(
        state toChildState: AnyCasePath<ParentState, ChildState>,
        action toChildAction: AnyCasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .enumCase(toChildState)
        self.toChildAction = toChildAction
        self.child = child()
        self.callSite = CallSite(fileID: fileID, line: line)
    }
}

extension Reducer {
    /// Runs `child` on the optional state at `toChildState` while it is not `nil`: the older
    /// spelling of `ifLet(\.child, action: \.child)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     typealias State = Int
    ///     enum Action { case increment }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in state += 1; return .none }
    ///     }
    /// }
    /// struct Parent: Reducer {
    ///     struct State { var counter: Int? }
    ///     enum Action { case counter(Counter.Action) }
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    /// // snippet.show
    /// .ifLet(\.counter, action: /Action.counter) {
    ///     Counter()
    /// }
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public func ifLet<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toChildAction: AnyCasePath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        IfLetReducer(
            parent: self,
            child: child(),
            childStateReader: StoredPathReader(toChildState),
            toChildAction: toChildAction,
            namespace: ChildNamespace(state: toChildState),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }

    /// Clears the alert or dialog at `toWrappedState` once one of its actions arrives, for the
    /// actions `toWrappedAction` extracts: the older spelling of `ifLet(\.alert, action: \.alert)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Parent: Reducer {
    ///     enum AlertAction: Equatable { case confirm }
    ///     struct State { var alert: AlertState<AlertAction>? }
    ///     enum Action { case alert(AlertAction) }
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    /// // snippet.show
    /// .ifLet(\.alert, action: /Action.alert)
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public func ifLet<WrappedState: EphemeralState, WrappedAction>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: AnyCasePath<Action, WrappedAction>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        EphemeralIfLetReducer(
            base: ifLet(toWrappedState, action: toWrappedAction, then: { EmptyReducer<WrappedState, WrappedAction>() },
                        fileID: fileID, line: line),
            toWrappedState: toWrappedState,
            toWrappedAction: toWrappedAction
        )
    }

    /// Runs `child` while this feature's enum state is the case `toChildState` extracts: the
    /// older spelling of `ifCaseLet(\.child, action: \.child)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     typealias State = Int
    ///     enum Action { case increment }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in state += 1; return .none }
    ///     }
    /// }
    /// struct Screen: Reducer {
    ///     enum State { case counter(Int), empty }
    ///     enum Action { case counter(Counter.Action) }
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    /// // snippet.show
    /// .ifCaseLet(/State.counter, action: /Action.counter) {
    ///     Counter()
    /// }
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public func ifCaseLet<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
        _ toChildState: AnyCasePath<State, ChildState>,
        action toChildAction: AnyCasePath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> IfCaseLetReducer<Self, Child> {
        let callSite = CallSite(fileID: fileID, line: line)
        return IfCaseLetReducer(
            parent: self,
            child: child(),
            toChildState: toChildState,
            toChildAction: toChildAction,
            namespace: ChildNamespace(wholeStateOf: State.self, at: callSite),
            callSite: callSite
        )
    }

    /// Runs `element` on each row of the collection at `toElements`, for the actions
    /// `toElementAction` extracts: the older spelling of `forEach(\.rows, action: \.rows)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Row: Reducer {
    ///     struct State: Identifiable { let id: Int; var count = 0 }
    ///     enum Action { case increment }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in state.count += 1; return .none }
    ///     }
    /// }
    /// struct List: Reducer {
    ///     struct State { var rows: IdentifiedArrayOf<Row.State> = [] }
    ///     enum Action { case rows(IdentifiedActionOf<Row>) }
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    /// // snippet.show
    /// .forEach(\.rows, action: /Action.rows) {
    ///     Row()
    /// }
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer<ElementState, ElementAction>>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        ForEachReducer(
            parent: self,
            child: element(),
            elementsReader: StoredPathReader(toElements),
            toElementAction: toElementAction,
            namespace: ChildNamespace(state: toElements),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }

    /// Runs `element` on each row, for an action case that carries an `(ID, Action)` pair: the
    /// oldest spelling of `forEach`, `case row(id: Row.State.ID, action: Row.Action)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Row: Reducer {
    ///     struct State: Identifiable { let id: Int; var count = 0 }
    ///     enum Action { case increment }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in state.count += 1; return .none }
    ///     }
    /// }
    /// struct List: Reducer {
    ///     struct State { var rows: IdentifiedArrayOf<Row.State> = [] }
    ///     enum Action { case row(id: Int, action: Row.Action) }
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    /// // snippet.show
    /// .forEach(\.rows, action: /Action.row(id:action:)) {
    ///     Row()
    /// }
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer<ElementState, ElementAction>>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        ForEachReducer(
            parent: self,
            child: element(),
            elementsReader: StoredPathReader(toElements),
            toElementAction: AnyCasePath(
                caseName: toElementAction.caseName,
                embed: { identified in
                    switch identified {
                    case let .element(id, action): toElementAction.embed((id, action))
                    }
                },
                extract: { action in toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) } }
            ),
            namespace: ChildNamespace(state: toElements),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }

    /// Runs `destination` on the presented feature at `toPresentationState`, for the actions
    /// `toPresentationAction` extracts: the older spelling of `ifLet(\.$child, action: \.child)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Child: Reducer {
    ///     typealias State = Int
    ///     enum Action { case increment }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in state += 1; return .none }
    ///     }
    /// }
    /// struct Parent: Reducer {
    ///     struct State { @Presents var child: Child.State? }
    ///     enum Action { case child(PresentationAction<Child.Action>) }
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    /// // snippet.show
    /// .ifLet(\.$child, action: /Action.child) {
    ///     Child()
    /// }
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>>(
        _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
        action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        PresentationReducer(
            parent: self,
            child: destination(),
            toPresentationState: toPresentationState,
            toPresentationAction: toPresentationAction,
            namespace: ChildNamespace(state: toPresentationState),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }

    /// Presents the alert or dialog at `toPresentationState` and dismisses it once one of its
    /// actions arrives: the older spelling of `ifLet(\.$alert, action: \.alert)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Parent: Reducer {
    ///     enum AlertAction: Equatable { case confirm }
    ///     struct State { @Presents var alert: AlertState<AlertAction>? }
    ///     enum Action { case alert(PresentationAction<AlertAction>) }
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    /// // snippet.show
    /// .ifLet(\.$alert, action: /Action.alert)
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public func ifLet<DestinationState: EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
        action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        ifLet(toPresentationState, action: toPresentationAction, destination: { EmptyReducer() }, fileID: fileID, line: line)
    }

    /// Runs `destination` on each screen of the stack at `toStackState`, for the actions
    /// `toStackAction` extracts: the older spelling of `forEach(\.path, action: \.path)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Screen: Reducer {
    ///     typealias State = Int
    ///     enum Action { case increment }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in state += 1; return .none }
    ///     }
    /// }
    /// struct StackFeature: Reducer {
    ///     struct State { var path = StackState<Screen.State>() }
    ///     enum Action { case path(StackActionOf<Screen>) }
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    /// // snippet.show
    /// .forEach(\.path, action: /Action.path) {
    ///     Screen()
    /// }
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    public func forEach<DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        StackReducer(
            parent: self,
            child: destination(),
            toStackState: toStackState,
            toStackAction: toStackAction,
            namespace: ChildNamespace(state: toStackState),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }
}

extension Presents {
    /// The presented value, when it is the case `casePath` extracts; setting it to `nil`
    /// dismisses the presented feature if it is that case: the older spelling of
    /// `$destination[case: \.alert]`.
    ///
    /// ```swift
    /// // snippet.hide
    /// enum Destination: Equatable {
    ///     case count(Int)
    ///     case text(String)
    /// }
    /// // snippet.show
    /// var destination = Presents(wrappedValue: Destination?.some(.count(1)))
    /// destination[case: /Destination.count]? += 1
    /// // destination.wrappedValue is .count(2)
    /// // snippet.hide
    /// precondition(destination.wrappedValue == .count(2))
    /// ```
    public subscript<Case>(
        case casePath: AnyCasePath<State, Case>,
        fileID fileID: StaticString = #fileID,
        line line: UInt = #line
    ) -> Case? {
        get {
            wrappedValue.flatMap(casePath.extract(from:))
        }
        set {
            let root = wrappedValue
            if root.flatMap(casePath.extract(from:)) != nil {
                wrappedValue = newValue.map(casePath.embed)
            } else {
                UnrelatedCaseWrite.warning(root: root, callSite: CallSite(fileID: fileID, line: line)).report()
            }
        }
    }
}

extension StackState {
    /// The screen with `id`, when it is the case `casePath` extracts; setting it to `nil` pops
    /// that screen (and those above it) if it is that case: the older spelling of
    /// `path[id: id, case: \.detail]`.
    ///
    /// ```swift
    /// // snippet.hide
    /// enum Screen: Equatable {
    ///     case count(Int)
    ///     case text(String)
    /// }
    /// // snippet.show
    /// var path = StackState<Screen>([.count(1)])
    /// path[id: 0, case: /Screen.count]? += 1
    /// // path[id: 0] is .count(2)
    /// // snippet.hide
    /// precondition(path[id: 0] == .count(2))
    /// ```
    public subscript<Case>(
        id id: StackElementID,
        case casePath: AnyCasePath<Element, Case>,
        fileID fileID: StaticString = #fileID,
        line line: UInt = #line
    ) -> Case? {
        get {
            self[id: id].flatMap(casePath.extract(from:))
        }
        set {
            let root = self[id: id]
            if root.flatMap(casePath.extract(from:)) != nil {
                self[id: id] = newValue.map(casePath.embed)
            } else {
                UnrelatedCaseWrite.warning(root: root, callSite: CallSite(fileID: fileID, line: line)).report()
            }
        }
    }
}
