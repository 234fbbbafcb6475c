import Composable

extension Store {
    /// Sends `action` with its changes made in `transaction`, as SwiftUI's
    /// `store.send(_:transaction:)`: animated with the transaction's animation, or not at all.
    ///
    /// ```swift
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
    ///         Reduce { state, _ in
    ///             state.count = 0
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// store.send(.resetTapped, transaction: Transaction(animation: .default))
    /// precondition(store.count == 0)
    /// ```
    @discardableResult
    public func send(_ action: Action, transaction: Transaction) -> StoreTask {
        withTransaction(transaction) { send(action) }
    }
}
