/// The reducer `.ifCaseLet` builds: a parent reducer plus a child reducer that runs while the
/// parent's enum state is in one case.
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: ChildEmbeddingReducer {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
    @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
    @usableFromInline let namespace: ChildNamespace
    @usableFromInline let callSite: CallSite
    /// What makes the child a new one, for cancelling the old one's effects.
    @usableFromInline let identity = ChildIdentity<Child.State>()

    /// Runs the child first (when the action is the child's and the state is in its case),
    /// then the parent; cancels the child's effects when the state leaves that case.
    @inlinable
    func run(
        _ state: inout Parent.State,
        _ action: Parent.Action,
        _ child: (inout Child.State, Child.Action) -> Effect<Child.Action>,
        _ parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
    ) -> Effect<Parent.Action> {
        PresentChild.reduce(
            &state,
            action,
            toChildAction: toChildAction,
            namespace: namespace,
            reduceChild: { state, childAction in
                guard var childState = toChildState.extract(from: state) else { return nil }
                let effect = child(&childState, childAction)
                state = toChildState.embed(childState)
                return effect
            },
            identity: { identity.of(toChildState.extract(from: $0)) },
            parent: parent,
            missing: { state in
                RuntimeWarning.ifCaseLetStateWasAnotherCase(action: action, state: state, at: callSite)
            }
        )
    }
}

extension Reducer {
    /// Embeds a child feature whose state is one case of this feature's enum state: the child
    /// runs while the state is in that case, and its effects are cancelled when it leaves it.
    ///
    /// ```swift
    /// struct Home: Reducer {
    ///     struct State: Equatable {
    ///         var refreshes = 0
    ///     }
    ///
    ///     enum Action {
    ///         case refreshTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.refreshes += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct Session: Reducer {
    ///     enum State: Equatable {
    ///         case loggedOut
    ///         case loggedIn(Home.State)
    ///     }
    ///
    ///     enum Action {
    ///         case logInTapped
    ///         case loggedIn(Home.Action)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case .logInTapped = action {
    ///                 state = .loggedIn(Home.State())
    ///             }
    ///             return .none
    ///         }
    ///         .ifCaseLet(\.loggedIn, action: \.loggedIn) { Home() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func homeRunsOnceTheSessionIsLoggedIn() async {
    ///     let store = TestStore(initialState: Session.State.loggedOut) { Session() }
    ///
    ///     await store.send(.logInTapped) { $0 = .loggedIn(Home.State()) }
    ///     await store.send(.loggedIn(.refreshTapped)) { $0 = .loggedIn(Home.State(refreshes: 1)) }
    /// }
    /// ```
    ///
    /// The child reducer runs before this one, so the parent can move the state to another case
    /// in answer to a child action. A child action that arrives while the state is in another
    /// case is reported as a runtime warning.
    ///
    /// Use it when the state is an enum whose cases are the screens or modes of a feature (logged
    /// out, logged in) and a case's child has effects that must stop when the state moves on.
    /// For an optional child use ``Reducer/ifLet(_:action:then:fileID:line:)``; for a child that
    /// is always there, ``Scope``. Chain one `ifCaseLet` per case that has a child.
    ///
    /// See [child state in an enum](doc:Scoping#Child-state-in-an-enum) in <doc:Scoping>, and
    /// <doc:AppRoot>, whose phases are cases of one enum.
    ///
    /// - Parameters:
    ///   - toChildState: The case of this feature's enum state that holds the child's state.
    ///   - toChildAction: The case of this feature's action that carries the child's actions.
    ///   - child: The child's reducer.
    ///   - fileID: Where the `ifCaseLet` is, for runtime warnings; leave the default.
    ///   - line: The line of the `ifCaseLet`, for runtime warnings; leave the default.
    /// - Returns: This reducer with the child embedded, to use in a `body` in its place.
    public func ifCaseLet<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
        _ toChildState: CaseKeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> IfCaseLetReducer<Self, Child> {
        IfCaseLetReducer(
            parent: self,
            child: child(),
            toChildState: AnyCasePath(toChildState),
            toChildAction: AnyCasePath(toChildAction),
            namespace: ChildNamespace(state: toChildState),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }
}
