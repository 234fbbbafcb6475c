import Composable

extension Store {
    /// Sends `action` with the changes it makes animated: the views they re-evaluate are
    /// recorded in ``ViewHost/animatedChanges``.
    ///
    /// ```swift skip("uses store from elsewhere")
    /// Button("Reset") { store.send(.resetTapped, animation: .easeInOut) }
    /// ```
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
        withAnimation(animation) { send(action) }
    }
}
