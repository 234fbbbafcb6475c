import Composable

extension Store {
    /// Sends `action` with the changes it makes animated: the views they re-evaluate are
    /// recorded in ``ViewHost/animatedChanges``.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Feature: Reducer {
    ///     struct State: Equatable {
    ///         var count = 5
    ///     }
    ///
    ///     enum Action {
    ///         case resetTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .resetTapped:
    ///                 state.count = 0
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// struct FeatureView: View {
    ///     let store: StoreOf<Feature>
    ///
    ///     var body: some View {
    ///         VStack {
    /// // snippet.show
    /// Button("Reset") { store.send(.resetTapped, animation: .easeInOut) }
    /// // snippet.hide
    ///         }
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// let host = ViewHost(FeatureView(store: store))
    /// try host.tap("Reset")
    /// precondition(store.count == 0)
    /// ```
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
        withAnimation(animation) { send(action) }
    }

    /// Sends `action` with the changes it makes in `transaction`: animated with its
    /// animation, or not at all.
    ///
    /// ```swift
    /// // snippet.hide
    /// let resettable = Store(initialState: Feature.State()) { Feature() }
    /// // snippet.show
    /// resettable.send(.resetTapped, transaction: Transaction(animation: .spring))
    /// // snippet.hide
    /// precondition(resettable.count == 0)
    /// ```
    @discardableResult
    public func send(_ action: Action, transaction: Transaction) -> StoreTask {
        withTransaction(transaction) { send(action) }
    }
}
