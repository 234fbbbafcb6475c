/// The original's newer spelling of `Scope`, without the `state:` label:
/// `Scope(\.counter, action: \.counter) { Counter() }`.
extension Scope {
    /// Runs `child` on the state at `toChildState`; the same as `Scope(state:action:child:)`.
    public init<ChildState, ChildAction>(
        _ toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: toChildState, action: toChildAction, child: child, fileID: fileID, line: line)
    }

    /// Runs `child` on the case `toChildState` of an enum state, while the state is that case.
    ///
    /// Disfavoured, so that `Scope(\.self, action: \.self)`, which both a property path and a
    /// case path can spell, scopes to the state itself (the property path), as in the original.
    @_disfavoredOverload
    public init<ChildState, ChildAction>(
        _ toChildState: CaseKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: toChildState, action: toChildAction, child: child, fileID: fileID, line: line)
    }
}
