/// The original's newer spelling of scoping, without the `state:` label:
/// `store.scope(\.counter, action: \.counter)`. Each forwards to the labelled method of the
/// same shape; see those for what they do.
extension Store {
    /// A store of the child at `toChild`; the same as `scope(state: toChild, action: toChildAction)`.
    public func scope<ChildState, ChildAction>(
        _ toChild: KeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChild, action: toChildAction)
    }

    /// A store of the optional child at `toChild`, or `nil` while it is absent.
    public func scope<ChildState, ChildAction>(
        _ toChild: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        scope(state: toChild, action: toChildAction)
    }

    /// A store of the enum state's case `toChild`, or `nil` while the state is another case.
    public func scope<ChildState, ChildAction>(
        _ toChild: CaseKeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? where State: CasePathable {
        scope(state: toChild, action: toChildAction)
    }

    /// The stores of the rows at `toElements`, for `ForEach`.
    public func scope<ID: Hashable, ElementState, ElementAction>(
        _ toElements: KeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
    ) -> ScopedStoreCollection<ID, ElementState, ElementAction> {
        scope(state: toElements, action: toElementAction)
    }

    /// A store of the presented child at `toChild`, or `nil` while nothing is presented.
    public func scope<ChildState, ChildAction>(
        _ toChild: KeyPath<State, ChildState?>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Store<ChildState, ChildAction>? {
        scope(state: toChild, action: toPresentationAction)
    }
}
