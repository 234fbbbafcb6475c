import Composable
import Testing

/// The test store of the reducer `R`'s domain: `let store: TestStoreOf<Counter>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

extension SourceLocation {
    /// A location from the spellings the original library's helpers forward: `#fileID`,
    /// `#filePath`, `#line` and `#column` as `StaticString` and `UInt`.
    static func at(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

extension TestStore {
    /// Drops the actions effects have sent that the test has not received, so that the test can
    /// go on without asserting them; the state moves on to the last of them.
    ///
    /// ```swift
    /// struct Screen: Reducer {
    ///     struct State: Equatable {
    ///         var appeared = false
    ///         var events: [String] = []
    ///         var isLoggedIn = false
    ///     }
    ///
    ///     enum Action {
    ///         case onAppear
    ///         case logged(String)
    ///         case task
    ///         case tick
    ///         case login
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .onAppear:
    ///                 state.appeared = true
    ///                 return .concatenate(.send(.logged("appeared")), .send(.logged("screen view")))
    ///             case let .logged(event):
    ///                 state.events.append(event)
    ///                 return .none
    ///             case .task:
    ///                 return .run { send in
    ///                     while !Task.isCancelled {
    ///                         try? await Task.sleep(for: .seconds(60))
    ///                         await send(.tick)
    ///                     }
    ///                 }
    ///             case .tick:
    ///                 return .none
    ///             case .login:
    ///                 state.isLoggedIn = true
    ///                 state.events.append("login")
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func theAnalyticsActionsCanBeSkipped() async {
    ///     let store = TestStore(initialState: Screen.State()) { Screen() }
    ///
    ///     await store.send(.onAppear) { $0.appeared = true }
    ///     await store.skipReceivedActions()  // the two logged events
    ///     #expect(store.state.events == ["appeared", "screen view"])
    /// }
    /// ```
    ///
    /// Use it for actions the test does not mean to check, such as analytics events, while
    /// still checking everything else exhaustively; the state they changed is taken as it is.
    /// To check none of them anywhere in a test, set ``exhaustivity`` to `.off` instead.
    ///
    /// For a test that checks only outcomes, see the non-exhaustive test in [an
    /// alert](doc:Navigation#An-alert) in <doc:Navigation>.
    ///
    /// - Parameters:
    ///   - strict: Whether to fail when there is nothing to skip.
    ///   - fileID: Where the call is, for the failure; leave the default. So are `file`,
    ///     `line` and `column`.
    public func skipReceivedActions(
        strict: Bool = true,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        await settle()
        guard let last = received.last else {
            if strict {
                TestFailure.record("There were no received actions to skip.", sourceLocation: location)
            }
            return
        }
        // Skipping is what the test asked for: a skipped assertion only where it asked to see them.
        if exhaustivity.showsSkippedAssertions {
            SkippedAssertion.record(
                TestStoreFailureMessages.skippedActions(received.map(\.action)),
                exhaustivity: exhaustivity,
                at: location
            )
        }
        assertedState = last.state
        received.removeAll()
    }

    /// Stops tracking the effects still running, so that an exhaustive test may end without
    /// waiting for long-living work (a timer, a socket) it does not mean to test.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aTimerTheTestDoesNotMeanToTestIsSkipped() async {
    ///     let store = TestStore(initialState: Screen.State()) { Screen() }
    ///
    ///     await store.send(.task)
    ///     await store.skipInFlightEffects()
    /// }
    /// ```
    ///
    /// As in the original, the effects are not cancelled: they run on, and an action one of
    /// them sends later is received as any other, for the test to assert with
    /// ``receive(_:timeout:assert:fileID:file:line:column:)`` (or to skip). What changes is
    /// that the end of the test (and ``finish(timeout:fileID:file:line:column:)``) no longer
    /// waits for them or reports them. Effects started after the call are tracked again.
    ///
    /// Prefer ending such work the way the feature does (the action that stops the timer), so
    /// that the test covers it; skip it when the test is about something else.
    ///
    /// [A timer on the clock](doc:EffectsAndDependencies#A-timer-on-the-clock) in
    /// <doc:EffectsAndDependencies> ends a timer with the action that stops it instead.
    ///
    /// - Parameters:
    ///   - strict: Whether to fail when no effect is running.
    ///   - fileID: Where the call is, for the failure; leave the default. So are `file`,
    ///     `line` and `column`.
    public func skipInFlightEffects(
        strict: Bool = true,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        // Let effects that are about to finish do so first, as the original yields first.
        await settle()
        let skipped = ledger.ledger.withLock { $0.skippedEffects }
        let tracked = core.runningEffectNumbers.subtracting(skipped)
        guard !tracked.isEmpty else {
            if strict {
                TestFailure.record("There were no in-flight effects to skip.", sourceLocation: location)
            }
            return
        }
        if exhaustivity.showsSkippedAssertions {
            let triggers = tracked.sorted().compactMap { core.trigger(ofEffect: $0) }
            SkippedAssertion.record(
                TestStoreFailureMessages.skippedEffects(count: tracked.count, triggers: triggers),
                exhaustivity: exhaustivity,
                at: location
            )
        }
        ledger.ledger.withLock { ledger in
            // Only the running ones need remembering; a finished effect's number is never reused.
            ledger.skippedEffects = ledger.skippedEffects.intersection(core.runningEffectNumbers).union(tracked)
            ledger.runningEffects = 0
            // The ends of the test attribute still running effects to their sends: these are
            // no longer owed.
            ledger.effectsBySend.removeAll()
        }
    }

    /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aNonExhaustiveStepChecksOnlyWhatItAsserts() async {
    ///     let store = TestStore(initialState: Screen.State()) { Screen() }
    ///
    ///     await store.withExhaustivity(.off) {
    ///         await store.send(.login) { $0.isLoggedIn = true }  // the new event goes unchecked
    ///     }
    /// }
    /// ```
    public func withExhaustivity<Result>(
        _ exhaustivity: Exhaustivity,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        let previous = self.exhaustivity
        self.exhaustivity = exhaustivity
        defer { self.exhaustivity = previous }
        return try await operation()
    }

    /// The synchronous form of ``withExhaustivity(_:operation:)-93q2o``, the async one.
    public func withExhaustivity<Result>(
        _ exhaustivity: Exhaustivity,
        operation: () throws -> Result
    ) rethrows -> Result {
        let previous = self.exhaustivity
        self.exhaustivity = exhaustivity
        defer { self.exhaustivity = previous }
        return try operation()
    }
}
