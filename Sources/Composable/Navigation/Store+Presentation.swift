extension Store {
    /// A store for a presented feature while it is presented, or `nil`: its actions reach the
    /// parent as `.presented(action)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import ComposableUI
    ///
    /// struct Detail: Reducer {
    ///     struct State: Equatable {
    ///         var title = "Milk"
    ///     }
    ///
    ///     enum Action {
    ///         case titleChanged(String)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case let .titleChanged(title) = action { state.title = title }
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct DetailView: View {
    ///     let store: StoreOf<Detail>
    ///
    ///     var body: some View {
    ///         Text(store.title)
    ///     }
    /// }
    ///
    /// struct Destination: Reducer {
    ///     @dynamicMemberLookup
    ///     enum State: Equatable {
    ///         case edit(Detail.State)
    ///     }
    ///
    ///     enum Action {
    ///         case edit(Detail.Action)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Scope(state: \.edit, action: \.edit) { Detail() }
    ///     }
    /// }
    ///
    /// struct Parent: Reducer {
    ///     struct State: Equatable {
    ///         @Presents var detail: Detail.State?
    ///         @Presents var destination: Destination.State?
    ///     }
    ///
    ///     enum Action {
    ///         case detail(PresentationAction<Detail.Action>)
    ///         case destination(PresentationAction<Destination.Action>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    ///             .ifLet(\.$detail, action: \.detail) { Detail() }
    ///             .ifLet(\.$destination, action: \.destination) { Destination() }
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Parent.State(detail: Detail.State(), destination: .edit(Detail.State()))) { Parent() }
    /// // snippet.show
    /// if let detail = store.scope(state: \.detail, action: \.detail) { DetailView(store: detail) }
    /// // One destination of a destination enum marked @dynamicMemberLookup:
    /// store.scope(state: \.destination?.edit, action: \.destination.edit)
    /// // snippet.hide
    /// precondition(store.scope(state: \.destination?.edit, action: \.destination.edit)?.title == "Milk")
    /// ```
    public func scope<ChildState, ChildAction>(
        state toChild: KeyPath<State, ChildState?>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Store<ChildState, ChildAction>? {
        scope(state: toChild, action: toPresentationAction.appending(path: \.presented))
    }

    /// Dismisses the presented feature whose actions `toPresentationAction` names: sends its
    /// `.dismiss`, as a sheet swiped down does.
    public func dismiss<ChildAction>(_ toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>) {
        send(toPresentationAction(.dismiss))
    }
}
