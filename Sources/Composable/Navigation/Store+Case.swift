extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
    /// The case this store's state is in, with a store scoped to that case's feature: switch
    /// over it to show the right view for a destination or a screen of a stack.
    ///
    /// The enum is the `CaseScope` that `CasePathsPlugin` generates for an enum reducer (see
    /// ``CaseReducer``): a case holding a feature holds a store of that feature; a case holding
    /// an alert or a dialog holds its state.
    ///
    /// ```swift skip("a view: uses store, ScreenAView, ScreenBView from elsewhere")
    /// switch store.case {
    /// case let .screenA(store): ScreenAView(store: store)
    /// case let .screenB(store): ScreenBView(store: store)
    /// }
    /// ```
    public var `case`: State.StateReducer.CaseScope {
        State.StateReducer.scope(self)
    }
}
