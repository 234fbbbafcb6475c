import Composable
import Testing

extension TestStore {
    /// Checks the store's current state without sending or receiving an action: the closure
    /// changes a copy of the state into what you expect.
    ///
    /// ```swift
    /// struct Clicker: Reducer {
    ///     struct State: Equatable {
    ///         var clicks = 0
    ///         var lastClick = ""
    ///     }
    ///
    ///     enum Action {
    ///         case clicked(String)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case let .clicked(name):
    ///                 state.clicks += 1
    ///                 state.lastClick = name
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aNonExhaustiveTestChecksTheStateWhenItWants() async {
    ///     let store = TestStore(initialState: Clicker.State()) { Clicker() }
    ///     store.exhaustivity = .off
    ///
    ///     await store.send(.clicked("ok"))
    ///     await store.send(.clicked("cancel"))
    ///     store.assert { $0.clicks = 2 }
    /// }
    /// ```
    ///
    /// Use it in non-exhaustive tests, which let state changes go unasserted, to check what a
    /// few steps added up to. In an exhaustive test the closure starts from the state the test
    /// last accounted for, so everything that changed since must be set.
    public func assert(
        _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        withoutActuallyEscaping(updateStateToExpectedResult) { update in
            check(
                core.state,
                against: update,
                stackIDs: nil,
                changeRequired: false,
                at: SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
            )
        }
    }
}
