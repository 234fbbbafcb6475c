/// The reducer `.ifLet` builds: a parent reducer plus a child reducer that runs on an optional
/// part of the parent's state while it is not `nil`.
@usableFromInline
struct IfLetReducer<Parent: Reducer, Child: Reducer>: ChildEmbeddingReducer {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    /// The child state's key path, with how to read through it cheaply.
    @usableFromInline let childStateReader: StoredPathReader<Parent.State, Child.State?>
    @inlinable var toChildState: WritableKeyPath<Parent.State, Child.State?> {
        childStateReader.keyPath
    }
    @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
    @usableFromInline let namespace: ChildNamespace
    @usableFromInline let callSite: CallSite
    /// What makes the child a new one, for cancelling the old one's effects.
    @usableFromInline let identity = ChildIdentity<Child.State>()
    @usableFromInline let ephemeral = EphemeralCheck<Child.State>()

    /// Runs the child first (when the action is the child's and its state is there), then the
    /// parent; cancels the child's effects when the parent sets its state to `nil`.
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
                // In place, through the key path: the child's state is never copied.
                guard childStateReader.read(&state, { $0 != nil }) else { return nil }
                return child(&state[keyPath: toChildState]!, childAction)
            },
            identity: { state in childStateReader.read(&state) { identity.of($0) } },
            parent: parent,
            missing: { state in
                RuntimeWarning.ifLetStateWasNil(action: action, at: callSite)
            },
            clearIfEphemeral: ephemeral.mayApply
                ? { state in
                    if childStateReader.read(&state, { $0.map(ephemeral.isEphemeral) ?? false }) {
                        state[keyPath: toChildState] = nil
                    }
                }
                : nil
        )
    }
}

extension Reducer {
    /// Embeds a child feature whose state is optional: the child runs while its state is
    /// there, and its effects are cancelled when the state becomes `nil`.
    ///
    /// ```swift
    /// struct Counter: Reducer {
    ///     struct State: Equatable {
    ///         var count = 0
    ///     }
    ///
    ///     enum Action {
    ///         case incrementTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.count += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct Panel: Reducer {
    ///     struct State: Equatable {
    ///         var counter: Counter.State?
    ///     }
    ///
    ///     enum Action {
    ///         case showCounterTapped
    ///         case hideCounterTapped
    ///         case counter(Counter.Action)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .showCounterTapped:
    ///                 state.counter = Counter.State()
    ///             case .hideCounterTapped:
    ///                 state.counter = nil
    ///             case .counter:
    ///                 break
    ///             }
    ///             return .none
    ///         }
    ///         .ifLet(\.counter, action: \.counter) { Counter() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func theCounterCountsWhileItIsShown() async {
    ///     let store = TestStore(initialState: Panel.State()) { Panel() }
    ///
    ///     await store.send(.showCounterTapped) { $0.counter = Counter.State() }
    ///     await store.send(.counter(.incrementTapped)) { $0.counter?.count = 1 }
    ///     await store.send(.hideCounterTapped) { $0.counter = nil }
    /// }
    /// ```
    ///
    /// The child reducer runs before this one, so the parent can set the child's state to
    /// `nil` in answer to a child action without tripping a warning. A child action that
    /// arrives while the state is `nil` is reported as a runtime warning.
    ///
    /// Use it for a child that appears and disappears in place, such as a panel or a loaded
    /// section. For a feature presented as a sheet or an alert, hold its state in `@Presents`
    /// and use ``Reducer/ifLet(_:action:destination:fileID:line:)``, which also handles the
    /// `.dismiss` action; for a child that is always there, ``Scope`` is enough; for a child
    /// that is one case of an enum state, use ``Reducer/ifCaseLet(_:action:then:fileID:line:)``.
    ///
    /// See [an optional child](doc:Collections#An-optional-child) in <doc:Collections>, and
    /// [effects of children that go away](doc:Collections#Effects-of-children-that-go-away) for
    /// what happens to a child's effects when it goes.
    ///
    /// - Parameters:
    ///   - toChildState: The optional property of this feature's state that holds the child's
    ///     state; the child runs on it in place while it is not `nil`.
    ///   - toChildAction: The case of this feature's action that carries the child's actions.
    ///   - child: The child's reducer.
    ///   - fileID: Where the `ifLet` is, for runtime warnings; leave the default.
    ///   - line: The line of the `ifLet`, for runtime warnings; leave the default.
    /// - Returns: This reducer with the child embedded, to use in a `body` in its place.
    public func ifLet<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        IfLetReducer(
            parent: self,
            child: child(),
            childStateReader: StoredPathReader(toChildState),
            toChildAction: AnyCasePath(toChildAction),
            namespace: ChildNamespace(state: toChildState),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }
}
