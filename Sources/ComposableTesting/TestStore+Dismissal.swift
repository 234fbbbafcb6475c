import Composable

extension TestStore {
    /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`: then its
    /// effects are cancelled and the test may send no more actions.
    ///
    /// Use it to check that a screen closes itself, when the screen is tested alone and no
    /// parent is there to receive the dismissal.
    ///
    /// ```swift
    /// struct Editor: Reducer {
    ///     struct State: Equatable {}
    ///
    ///     enum Action {
    ///         case doneTapped
    ///     }
    ///
    ///     @Dependency(\.dismiss) var dismiss
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, _ in
    ///             .run { _ in await dismiss() }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func doneClosesTheEditor() async {
    ///     let store = TestStore(initialState: Editor.State()) { Editor() }
    ///     #expect(!store.isDismissed)
    ///
    ///     await store.send(.doneTapped)
    ///     #expect(store.isDismissed)
    /// }
    /// ```
    public var isDismissed: Bool {
        dismissal.isDismissed
    }
}
