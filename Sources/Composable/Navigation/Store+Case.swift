extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
    /// The case this store's state is in, with a store scoped to that case's feature: switch
    /// over it to show the right view for a destination or a screen of a stack.
    ///
    /// The enum is the `CaseScope` that `CasePathsPlugin` generates for an enum reducer (see
    /// ``CaseReducer``): a case holding a feature holds a store of that feature; a case holding
    /// an alert or a dialog holds its state.
    ///
    /// ```swift
    /// struct Stopwatch: Reducer {
    ///     struct State: Equatable { var laps = 0 }
    ///     enum Action { case lapTapped }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.laps += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// enum Screen: Reducer {
    ///     case stopwatch(Stopwatch)
    ///     case about
    /// }
    /// ```
    ///
    /// A view would show one screen per case; here each case prints what it holds:
    ///
    /// ```swift output
    /// let screen = Store(initialState: Screen.State.stopwatch(Stopwatch.State())) { Screen.body }
    /// switch screen.case {
    /// case let .stopwatch(stopwatch):
    ///     stopwatch.send(.lapTapped)
    ///     print("stopwatch, laps:", stopwatch.laps)
    /// case .about:
    ///     print("about")
    /// }
    /// ```
    ///
    /// ```text
    /// stopwatch, laps: 1
    /// ```
    public var `case`: State.StateReducer.CaseScope {
        State.StateReducer.scope(self)
    }
}
