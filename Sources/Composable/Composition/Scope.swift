/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions
/// that belong to the child.
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
/// struct TwoCounters: Reducer {
///     struct State: Equatable {
///         var first = Counter.State()
///         var second = Counter.State()
///         var total = 0
///     }
///
///     enum Action {
///         case first(Counter.Action)
///         case second(Counter.Action)
///     }
///
///     var body: some ReducerOf<Self> {
///         Scope(state: \.first, action: \.first) { Counter() }
///         Scope(state: \.second, action: \.second) { Counter() }
///         Reduce { state, _ in
///             state.total = state.first.count + state.second.count
///             return .none
///         }
///     }
/// }
/// ```
///
/// Each counter sees only its own actions, and the parent's `Reduce`, after the scopes, sees
/// the children's state already changed:
///
/// ```swift test
/// @MainActor
/// @Test func eachCounterCountsItsOwnTapsAndTheParentAddsThemUp() async {
///     let store = TestStore(initialState: TwoCounters.State()) { TwoCounters() }
///
///     await store.send(.first(.incrementTapped)) {
///         $0.first.count = 1
///         $0.total = 1
///     }
///     await store.send(.second(.incrementTapped)) {
///         $0.second.count = 1
///         $0.total = 2
///     }
/// }
/// ```
///
/// The state may be a property of a struct (a writable key path) or a case of an enum
/// (a case key path: `Scope(state: \.loaded, action: \.child)`). Put a `Scope` before the
/// parent's own `Reduce`: the child then sees its actions before the parent can change the
/// state under it. When an action reaches a `Scope` over an enum case that the state is not
/// in, the child cannot run and a runtime warning says so.
///
/// Use `Scope` for a child that is always there: a property of the parent's state, or the case
/// of an enum state the parent stays in while the child runs. A child that comes and goes
/// needs an operator that knows its lifetime, because that operator also cancels the child's
/// effects when the child goes away:
///
/// - an optional property: ``Reducer/ifLet(_:action:then:fileID:line:)``;
/// - a presented feature held in `@Presents`: ``Reducer/ifLet(_:action:destination:fileID:line:)``;
/// - one case of an enum state that changes case: ``Reducer/ifCaseLet(_:action:then:fileID:line:)``;
/// - rows of an ``IdentifiedArray``: ``Reducer/forEach(_:action:element:fileID:line:)``;
/// - screens pushed on a ``StackState``: ``Reducer/forEach(_:action:destination:fileID:line:)``.
///
/// Scopes run in the order the `body` lists them, each on the state the ones before it left.
///
/// For a walk-through, see <doc:Scoping>; [why `Scope` goes before the parent's
/// `Reduce`](doc:Scoping#Why-Scope-goes-before-the-parent-s-Reduce) shows what goes wrong the other
/// way round, and [child state in an enum](doc:Scoping#Child-state-in-an-enum) a child in one case
/// of an enum.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    @usableFromInline
    enum ChildStatePath {
        case property(WritableKeyPath<ParentState, Child.State>)
        case enumCase(AnyCasePath<ParentState, Child.State>)
    }

    @usableFromInline let toChildState: ChildStatePath
    @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
    @usableFromInline let child: Child
    @usableFromInline let callSite: CallSite

    /// Scopes to a child whose state is a property of the parent's state.
    ///
    /// - Parameters:
    ///   - toChildState: The property of the parent's state that holds the child's state,
    ///     changed in place when the child runs.
    ///   - toChildAction: The case of the parent's action that carries the child's actions;
    ///     other actions pass the child by.
    ///   - child: The child's reducer.
    ///   - fileID: Where the `Scope` is, for runtime warnings; leave the default.
    ///   - line: The line of the `Scope`, for runtime warnings; leave the default.
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .property(toChildState)
        self.toChildAction = AnyCasePath(toChildAction)
        self.child = child()
        self.callSite = CallSite(fileID: fileID, line: line)
    }

    /// Scopes to a child whose state is one case of the parent's enum state.
    ///
    /// - Parameters:
    ///   - toChildState: The case of the parent's enum state that holds the child's state. A
    ///     child action that arrives while the state is in another case is not run, and a
    ///     runtime warning names this `Scope`.
    ///   - toChildAction: The case of the parent's action that carries the child's actions.
    ///   - child: The child's reducer.
    ///   - fileID: Where the `Scope` is, for runtime warnings; leave the default.
    ///   - line: The line of the `Scope`, for runtime warnings; leave the default.
    ///
    /// Disfavoured, so that `Scope(state: \.self, action: \.self)`, which both a property path
    /// and a case path can spell, scopes to the state itself, as in the original.
    @_disfavoredOverload
    public init<ChildState, ChildAction>(
        state toChildState: CaseKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .enumCase(AnyCasePath(toChildState))
        self.toChildAction = AnyCasePath(toChildAction)
        self.child = child()
        self.callSite = CallSite(fileID: fileID, line: line)
    }

    /// Runs the child on its state when the action is one of the child's.
    @inlinable
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        switch toChildState {
        case let .property(keyPath):
            Self.reduce(&state, action, keyPath, toChildAction, child.reduce(into:action:))
        case let .enumCase(casePath):
            Self.reduce(&state, action, casePath, toChildAction, callSite, child.reduce(into:action:))
        }
    }

    /// Resolves the child once; the resolved function captures only what an action needs.
    @inlinable
    public func _resolve() -> ResolvedReducer<ParentState, ParentAction> {
        let child = child._resolve().run
        let toChildAction = toChildAction
        switch toChildState {
        case let .property(keyPath):
            return ResolvedReducer { state, action in
                Self.reduce(&state, action, keyPath, toChildAction, child)
            }
        case let .enumCase(casePath):
            let callSite = callSite
            return ResolvedReducer { state, action in
                Self.reduce(&state, action, casePath, toChildAction, callSite, child)
            }
        }
    }

    /// One action, for a child whose state is a property of the parent's.
    @inlinable
    static func reduce(
        _ state: inout ParentState,
        _ action: ParentAction,
        _ toChildState: WritableKeyPath<ParentState, Child.State>,
        _ toChildAction: AnyCasePath<ParentAction, Child.Action>,
        _ child: (inout Child.State, Child.Action) -> Effect<Child.Action>
    ) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        let effect = child(&state[keyPath: toChildState], childAction)
        return effect.isNone ? .none : effect.map(toChildAction.embed)
    }

    /// One action, for a child whose state is a case of the parent's enum state; warns when the
    /// state is in another case.
    @inlinable
    static func reduce(
        _ state: inout ParentState,
        _ action: ParentAction,
        _ toChildState: AnyCasePath<ParentState, Child.State>,
        _ toChildAction: AnyCasePath<ParentAction, Child.Action>,
        _ callSite: CallSite,
        _ child: (inout Child.State, Child.Action) -> Effect<Child.Action>
    ) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        guard var childState = toChildState.extract(from: state) else {
            RuntimeWarning.scopeStateWasAnotherCase(action: action, state: state, at: callSite).report()
            return .none
        }
        let effect = child(&childState, childAction)
        state = toChildState.embed(childState)
        return effect.isNone ? .none : effect.map(toChildAction.embed)
    }
}
