import Composable
import Testing

extension TestStore {
    /// Waits for an effect to send an action of the given case, and checks the state it
    /// leaves.
    ///
    /// It suspends because effects run concurrently with the test: it returns as soon as the
    /// next action an effect sent has arrived, or fails once `timeout` has passed without one.
    /// Actions are received in the order the effects sent them, and each must be received
    /// before the next `send` on an exhaustive store. Match by case, as here, when the payload
    /// is awkward to build (a response with a date in it), and by whole action when it is
    /// `Equatable` and short. Effects that wait on a clock need the clock moved first:
    /// `await clock.advance(by:)` on a `TestClock`.
    ///
    /// ```swift
    /// struct NumberFact: Reducer {
    ///     struct State: Equatable {
    ///         var number = 0
    ///         var fact: String?
    ///     }
    ///
    ///     enum Action: Equatable {
    ///         case factTapped
    ///         case numberFactResponse(String)
    ///     }
    ///
    ///     let loadFact: @Sendable (Int) async -> String
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .factTapped:
    ///                 return .run { [number = state.number] send in
    ///                     await send(.numberFactResponse(await loadFact(number)))
    ///                 }
    ///             case let .numberFactResponse(fact):
    ///                 state.fact = fact
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func theFactArrivesFromTheEffect() async {
    ///     let store = TestStore(initialState: NumberFact.State()) {
    ///         NumberFact(loadFact: { "\($0) is a good number." })
    ///     }
    ///
    ///     await store.send(.factTapped)
    ///     await store.receive(\.numberFactResponse) { $0.fact = "0 is a good number." }
    /// }
    /// ```
    ///
    /// [A timer on the clock](doc:EffectsAndDependencies#A-timer-on-the-clock) in
    /// <doc:EffectsAndDependencies> receives a timer's ticks as a test clock advances.
    ///
    /// - Parameters:
    ///   - actionCase: The case the next received action must be; its payload is not checked.
    ///   - timeout: How long to wait for the action; the store's `timeout` when omitted. When
    ///     it passes, the test fails, naming the action it expected.
    ///   - updateStateToExpectedResult: Changes a copy of the previous state into what you
    ///     expect after the action; omit it when the state should not change.
    ///   - fileID: Where the call is, for the failure; leave the default. So are `file`,
    ///     `line` and `column`.
    public func receive<Value>(
        _ actionCase: CaseKeyPath<Action, Value>,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async where Action: CasePathable {
        await receive(
            matching: { $0[case: actionCase] != nil },
            expecting: .casePath,
            timeout: timeout,
            assert: updateStateToExpectedResult,
            at: SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Waits for an effect to send an action of the given case carrying the given value, and
    /// checks the state it leaves.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func theFactArrivesWithTheTextItWasLoadedWith() async {
    ///     let store = TestStore(initialState: NumberFact.State()) { NumberFact(loadFact: { _ in "A fact." }) }
    ///
    ///     await store.send(.factTapped)
    ///     await store.receive(\.numberFactResponse, "A fact.") { $0.fact = "A fact." }
    /// }
    /// ```
    ///
    /// [Overriding a dependency in a
    /// test](doc:EffectsAndDependencies#Overriding-a-dependency-in-a-test) in
    /// <doc:EffectsAndDependencies> receives a response with its payload.
    ///
    /// - Parameters:
    ///   - actionCase: The case the next received action must be.
    ///   - value: The payload it must carry, compared with `==`.
    ///   - timeout: How long to wait for the action; the store's `timeout` when omitted. When
    ///     it passes, the test fails, naming the action it expected.
    ///   - updateStateToExpectedResult: Changes a copy of the previous state into what you
    ///     expect after the action; omit it when the state should not change.
    ///   - fileID: Where the call is, for the failure; leave the default. So are `file`,
    ///     `line` and `column`.
    public func receive<Value: Equatable>(
        _ actionCase: CaseKeyPath<Action, Value>,
        _ value: Value,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async where Action: CasePathable {
        let casePath = AnyCasePath(actionCase)
        await receive(
            matching: { $0[case: actionCase] == value },
            expecting: .casePath(sameCaseWithValue: { $0[case: actionCase] != nil ? casePath.embed(value) : nil }),
            timeout: timeout,
            assert: updateStateToExpectedResult,
            at: SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Waits for an effect to send an action that `isMatching` accepts, and checks the state
    /// it leaves.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aPredicateAcceptsTheResponse() async {
    ///     let store = TestStore(initialState: NumberFact.State()) { NumberFact(loadFact: { _ in "A fact." }) }
    ///
    ///     await store.send(.factTapped)
    ///     await store.receive({ if case .numberFactResponse = $0 { true } else { false } }) {
    ///         $0.fact = "A fact."
    ///     }
    /// }
    /// ```
    public func receive(
        _ isMatching: (Action) -> Bool,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            matching: isMatching,
            expecting: .predicate,
            timeout: timeout,
            assert: updateStateToExpectedResult,
            at: SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Waits for an effect to send exactly `expectedAction`, and checks the state it leaves.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func exactlyTheResponseArrives() async {
    ///     let store = TestStore(initialState: NumberFact.State()) { NumberFact(loadFact: { _ in "A fact." }) }
    ///
    ///     await store.send(.factTapped)
    ///     await store.receive(.numberFactResponse("A fact.")) { $0.fact = "A fact." }
    /// }
    /// ```
    public func receive(
        _ expectedAction: Action,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async where Action: Equatable {
        await receive(
            matching: { $0 == expectedAction },
            expecting: .action(expectedAction),
            timeout: timeout,
            assert: updateStateToExpectedResult,
            at: SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    private func receive(
        matching isMatch: (Action) -> Bool,
        expecting expectation: ReceiveExpectation<Action>,
        timeout: Duration?,
        assert update: ((inout State) throws -> Void)?,
        at location: SourceLocation
    ) async {
        // As the original: wait only while an effect could still send the action, fail if the
        // wait runs out, then take the next received action (or fail for lack of one).
        let limit = timeout ?? self.timeout
        let deadline = ContinuousClock.now.advanced(by: limit)
        while core.runningEffectCount > 0 {
            let arrived = exhaustivity.isExhaustive ? !received.isEmpty : received.contains { isMatch($0.action) }
            if arrived { break }
            if ContinuousClock.now >= deadline {
                TestFailure.record(
                    Comment(
                        rawValue: TestStoreFailureMessages.receiveTimedOut(
                            exhaustive: exhaustivity.isExhaustive,
                            after: limit,
                            isStoreTimeout: limit == self.timeout,
                            effectsRunning: core.runningEffectCount > 0
                        )
                    ),
                    sourceLocation: location
                )
                break
            }
            await pause()
        }

        guard !received.isEmpty, exhaustivity.isExhaustive || received.contains(where: { isMatch($0.action) }) else {
            TestFailure.record(Comment(rawValue: expectation.notReceivedMessage), sourceLocation: location)
            return
        }
        if !exhaustivity.isExhaustive, let index = received.firstIndex(where: { isMatch($0.action) }), index > 0 {
            SkippedAssertion.record(
                TestStoreFailureMessages.skippedActions(received.prefix(index).map(\.action)),
                exhaustivity: exhaustivity,
                at: location
            )
            assertedState = received[index - 1].state
            received.removeFirst(index)
        }
        let (action, state, stackIDs) = received.removeFirst()
        if isMatch(action) {
            check(state, against: update, stackIDs: stackIDs, at: location)
        } else {
            TestFailure.record(
                Comment(rawValue: TestStoreFailureMessages.unexpectedAction(expectation.describe(received: action))),
                sourceLocation: location
            )
        }
        assertedState = state
        await settle()
    }
}
