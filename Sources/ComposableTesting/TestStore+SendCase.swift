import Composable

extension TestStore {
    /// Sends the action a case key path names with `value` as its payload, as the original's
    /// `store.send(\.todos[id: id].binding.isComplete, true)` does, then checks the state as
    /// ``send(_:assert:fileID:file:line:column:)`` does.
    @discardableResult
    public func send<Value>(
        _ action: CaseKeyPath<Action, Value>,
        _ value: Value,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> StoreTask {
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

extension TestStore {
    /// Sends the action a case key path names, for a case without a payload:
    /// `store.send(\.alert.incrementButtonTapped)`.
    @discardableResult
    public func send(
        _ action: CaseKeyPath<Action, Void>,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> StoreTask {
        await send(
            action(),
            assert: updateStateToExpectedResult,
            fileID: fileID,
            file: filePath,
            line: line,
            column: column
        )
    }
}

extension TestStore {
    /// Sends a presented feature's action that has no payload, named through the presentation:
    /// `store.send(\.alert.incrementButtonTapped)` sends `.alert(.presented(.incrementButtonTapped))`.
    @discardableResult
    public func send(
        _ action: CaseKeyPath<Action, PresentationAction<Void>>,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> StoreTask {
        await send(
            action(.presented(())),
            assert: updateStateToExpectedResult,
            fileID: fileID,
            file: filePath,
            line: line,
            column: column
        )
    }
}
