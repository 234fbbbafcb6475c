/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions
/// that belong to the child.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///     Scope(state: \.counter1, action: \.counter1) { Counter() }
///     Scope(state: \.counter2, action: \.counter2) { Counter() }
///     Reduce { state, action in ... }
/// }
/// ```
///
/// The state may be a property of a struct (a writable key path) or a case of an enum
/// (a case key path: `Scope(state: \.loaded, action: \.child)`). Put a `Scope` before the
/// parent's own `Reduce`: the child then sees its actions before the parent can change the
/// state under it. When an action reaches a `Scope` over an enum case that the state is not
/// in, the child cannot run and a runtime warning says so.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    enum ChildStatePath {
        case property(WritableKeyPath<ParentState, Child.State>)
        case enumCase(AnyCasePath<ParentState, Child.State>)
    }

    let toChildState: ChildStatePath
    let toChildAction: AnyCasePath<ParentAction, Child.Action>
    let child: Child
    let callSite: CallSite

    /// Scopes to a child whose state is a property of the parent's state.
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
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        switch toChildState {
        case let .property(keyPath):
            return child.reduce(into: &state[keyPath: keyPath], action: childAction)
                .map(toChildAction.embed)
        case let .enumCase(casePath):
            guard var childState = casePath.extract(from: state) else {
                RuntimeWarning.missingChildState(
                    operator: "Scope",
                    at: callSite,
                    problem: "received a child action when child state was set to a different case.",
                    action: action,
                    state: state
                ).report()
                return .none
            }
            let effect = child.reduce(into: &childState, action: childAction)
            state = casePath.embed(childState)
            return effect.map(toChildAction.embed)
        }
    }
}
