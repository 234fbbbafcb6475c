import Composable

extension ViewActionSending {
    /// Sends a view action with the changes it makes animated: `send(.resetTapped, animation:
    /// .easeInOut)` for `store.send(.view(.resetTapped), animation: .easeInOut)`.
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
    /// Button("Reset") { send(.resetTapped, animation: .easeInOut) }
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
    public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
        store.send(.view(action), animation: animation)
    }

    /// Sends a view action with the changes it makes in `transaction`: `send(.resetTapped,
    /// transaction: Transaction(animation: .easeInOut))` for `store.send(.view(.resetTapped),
    /// transaction: ...)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Resetting: Reducer {
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
    /// struct ResettingView: View, ViewActionSending {
    ///     let store: StoreOf<Resetting>
    ///
    ///     var body: some View {
    /// // snippet.show
    /// Button("Reset") { send(.resetTapped, transaction: Transaction(animation: .easeInOut)) }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let resetting = Store(initialState: Resetting.State()) { Resetting() }
    /// let resettingHost = ViewHost(ResettingView(store: resetting))
    /// try resettingHost.tap("Reset")
    /// precondition(resetting.count == 0)
    /// ```
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
        store.send(.view(action), transaction: transaction)
    }
}
