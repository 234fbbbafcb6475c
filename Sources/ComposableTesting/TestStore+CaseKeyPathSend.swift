import Composable

extension TestStore where Action: CasePathable {
    /// Sends the action of a case that carries no value, named by its case key path, and checks
    /// the state it leaves: `await store.send(\.view.tap)`.
    ///
    /// ```swift
    /// struct Stepper: Reducer {
    ///     struct State: Equatable {
    ///         var count = 0
    ///     }
    ///
    ///     enum Action {
    ///         case incrementTapped
    ///         case setCount(Int)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .incrementTapped:
    ///                 state.count += 1
    ///             case let .setCount(count):
    ///                 state.count = count
    ///             }
    ///             return .none
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aCaseKeyPathNamesTheActionToSend() async {
    ///     let store = TestStore(initialState: Stepper.State()) { Stepper() }
    ///
    ///     await store.send(\.incrementTapped) { $0.count = 1 }
    ///     await store.send(\.setCount, 42) { $0.count = 42 }
    /// }
    /// ```
    ///
    /// Handy when the action is nested (`\.view.tap`) and spelling it out in full is long.
    @discardableResult
    public func send(
        _ action: CaseKeyPath<Action, Void>,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        await send(
            action(),
            assert: updateStateToExpectedResult,
            fileID: fileID,
            file: filePath,
            line: line,
            column: column
        )
    }

    /// Sends the action of a case with the value it carries, named by its case key path, and
    /// checks the state it leaves: `await store.send(\.setCount, 42)`.
    @discardableResult
    public func send<Value>(
        _ action: CaseKeyPath<Action, Value>,
        _ value: Value,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        await send(
            action(value),
            assert: updateStateToExpectedResult,
            fileID: fileID,
            file: filePath,
            line: line,
            column: column
        )
    }
}
