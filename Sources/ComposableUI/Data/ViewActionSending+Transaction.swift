import Composable

extension ViewActionSending {
    /// Sends a view action with its changes made in `transaction`: `send(.resetTapped,
    /// transaction: Transaction(animation: .default))` for
    /// `store.send(.view(.resetTapped), transaction: ...)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     struct State: Equatable { var count = 5 }
    ///     enum Action: ViewAction {
    ///         case view(View)
    ///         enum View { case resetTapped }
    ///     }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.count = 0
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct CounterView: View, ViewActionSending {
    ///     let store: StoreOf<Counter>
    ///
    ///     var body: some View {
    /// // snippet.show
    /// Button("Reset") { send(.resetTapped, transaction: Transaction(animation: .default)) }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Counter.State()) { Counter() }
    /// let host = ViewHost(CounterView(store: store))
    /// try host.tap("Reset")
    /// precondition(store.count == 0)
    /// ```
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
        store.send(.view(action), transaction: transaction)
    }
}
