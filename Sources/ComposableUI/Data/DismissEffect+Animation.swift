import Composable

extension DismissEffect {
    /// Dismisses the feature whose effect calls it, animating the change the dismissal makes to
    /// what is shown: `await dismiss(animation: .easeOut)`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Sheet: Reducer {
    ///     struct State: Equatable {}
    ///
    ///     enum Action {
    ///         case closeTapped
    ///     }
    ///
    ///     @Dependency(\.dismiss) var dismiss
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, action in
    ///             switch action {
    ///             case .closeTapped:
    /// // snippet.show
    /// return .run { _ in await dismiss(animation: .easeOut) }
    /// // snippet.hide
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// struct Parent: Reducer {
    ///     struct State: Equatable {
    ///         @Presents var sheet: Sheet.State?
    ///     }
    ///
    ///     enum Action {
    ///         case sheet(PresentationAction<Sheet.Action>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, _ in .none }
    ///             .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Parent.State(sheet: Sheet.State())) { Parent() }
    /// await store.send(.sheet(.presented(.closeTapped))).finish()
    /// precondition(store.sheet == nil)
    /// ```
    public func callAsFunction(animation: Animation?, fileID: StaticString = #fileID, line: UInt = #line) async {
        await callAsFunction(transaction: Transaction(animation: animation), fileID: fileID, line: line)
    }

    /// Dismisses the feature whose effect calls it, making the change in `transaction`.
    ///
    /// ```swift
    /// let seen = LockIsolated<Animation?>(nil)
    /// let dismiss = DismissEffect { seen.setValue(Transaction.current.animation) }
    /// await dismiss(transaction: Transaction(animation: .spring))
    /// precondition(seen.value == .spring)
    /// ```
    public func callAsFunction(transaction: Transaction, fileID: StaticString = #fileID, line: UInt = #line) async {
        await Transaction.$current.withValue(transaction) {
            await callAsFunction(fileID: fileID, line: line)
        }
    }
}
