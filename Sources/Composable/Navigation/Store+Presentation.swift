extension Store {
    /// A store for a presented feature while it is presented, or `nil`: its actions reach the
    /// parent as `.presented(action)`.
    ///
    /// ```swift skip("uses store, DetailView from elsewhere")
    /// if let detail = store.scope(state: \.detail, action: \.detail) { DetailView(store: detail) }
    /// // One destination of a destination enum marked @dynamicMemberLookup:
    /// store.scope(state: \.destination?.edit, action: \.destination.edit)
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
