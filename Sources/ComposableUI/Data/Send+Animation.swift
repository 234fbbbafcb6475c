import Composable

extension Send {
    /// Sends `action` from an effect, animating the changes it makes to what is shown:
    /// `await send(.setColor(color), animation: .linear)`.
    public func callAsFunction(_ action: Action, animation: Animation?) {
        callAsFunction(action, transaction: Transaction(animation: animation))
    }

    /// Sends `action` from an effect with the changes it makes in `transaction`.
    public func callAsFunction(_ action: Action, transaction: Transaction) {
        guard !Task.isCancelled else { return }
        Transaction.$current.withValue(transaction) { callAsFunction(action) }
    }
}
