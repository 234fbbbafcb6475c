import Composable
import Testing

/// A store for tests: every action you send and every action an effect sends back is checked
/// against what you say the state should become, and the test fails when something happens
/// that the test did not account for.
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable {
///         var count = 0
///         var lastReported: Int?
///     }
///
///     enum Action {
///         case incrementTapped
///         case reportTapped
///         case reported(Int)
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .incrementTapped:
///                 state.count += 1
///                 return .none
///             case .reportTapped:
///                 return .send(.reported(state.count))
///             case let .reported(count):
///                 state.lastReported = count
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func aReportArrivesWithTheCountAtTheTime() async {
///     let store = TestStore(initialState: Counter.State()) { Counter() }
///
///     await store.send(.incrementTapped) { $0.count = 1 }
///     await store.send(.reportTapped)
///     await store.receive(\.reported) { $0.lastReported = 1 }
///     await store.finish()
/// }
/// ```
///
/// Failures are recorded as Swift Testing issues at the line of the `send` or `receive` that
/// found them: a state that differs from the expected one shows a line diff, an action an
/// effect sent but the test never received, an effect still running at the end of the test,
/// and a runtime warning each fail the test with a message saying what to do.
///
/// See [testing through the layers](doc:Scoping#Testing-through-the-layers) in <doc:Scoping>, and
/// <doc:EffectsAndDependencies> for effects, clocks and dependencies under test.
@MainActor
public final class TestStore<State: Equatable, Action> {
    /// How strictly the store checks the test; `.on` unless you change it.
    ///
    /// Keep it `.on` for a feature's own tests, which then prove that every state change,
    /// received action and effect was accounted for. Set it to `.off` for an integration test of
    /// a large feature that asserts only the outcome it cares about: state the test does not
    /// set is not compared, unreceived actions are skipped, and effects still running at the end
    /// are cancelled. To skip only some of that in an exhaustive test, use
    /// ``skipReceivedActions(strict:fileID:file:line:column:)`` and
    /// ``skipInFlightEffects(strict:fileID:file:line:column:)``.
    ///
    /// [An alert](doc:Navigation#An-alert) in <doc:Navigation> has a test with exhaustivity off.
    public var exhaustivity: Exhaustivity = .on {
        didSet { ledger.ledger.withLock { $0.exhaustivity = exhaustivity } }
    }

    /// How long ``receive(_:timeout:assert:fileID:file:line:column:)`` and ``finish(timeout:fileID:file:line:column:)``
    /// wait by default.
    public var timeout: Duration = .seconds(1)

    /// Whether the store runs its effects one job at a time, in the order they were started:
    /// `true` unless you change it, as in the original.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func effectsRunOneJobAtATimeUnlessTheTestSaysOtherwise() async {
    ///     let store = TestStore(initialState: Counter.State()) { Counter() }
    ///     #expect(store.useMainSerialExecutor)
    ///
    ///     store.useMainSerialExecutor = false  // effects from here on may run in parallel
    ///     await store.send(.incrementTapped) { $0.count = 1 }
    /// }
    /// ```
    ///
    /// Set it to `false` for a feature whose effects need to run at the same time as each
    /// other: one that blocks its thread until another effect signals it, say, which never
    /// finishes while the effects take turns. `send` and `receive` still wait for the effects
    /// to settle either way, since the store counts their jobs rather than yielding a fixed
    /// number of times.
    ///
    /// Unlike the original's, the setting is this store's alone: the store's effects run on an
    /// executor of its own, not on the main thread, and the test's own code and other tests
    /// are not serialised by it. For that, use `withMainSerialExecutor`.
    public var useMainSerialExecutor: Bool {
        get { effectExecutors[0].runsOneJobAtATime }
        set { effectExecutors[0].runsOneJobAtATime = newValue }
    }

    let core: StoreCore<State, Action>
    /// The actions effects sent that the test has not asserted yet, each with the state it
    /// left and the stack ids as they were before it was reduced.
    var received: [(action: Action, state: State, stackIDs: StackElementIDGenerator)] = [] {
        didSet {
            let descriptions = received.map { caseDescription(of: $0.action) }
            ledger.ledger.withLock { $0.unassertedActions = descriptions }
        }
    }
    /// The state as of the last action the test accounted for.
    var assertedState: State
    private var stateAfterSentAction: State?
    /// The shared values as the sent action left them, before effects' actions changed them.
    private var sharedValuesAfterSentAction: SharedValues?
    /// The stack element ids as they were before the action being reduced, and before the
    /// action the test sent last.
    private var stackIDsBeforeAction: StackElementIDGenerator
    private var stackIDsBeforeSentAction: StackElementIDGenerator?
    nonisolated let ledger = LedgerBox()
    nonisolated let creation: SourceLocation
    /// The executors the test's effects have run on: the store's own, and a test clock's once
    /// the test sets one.
    private var effectExecutors = [EffectExecutor()]
    /// What `@Dependency(\.dismiss)` in the root feature does: dismisses this store.
    let dismissal: TestStoreDismissal
    /// Records the value each shared value had before it changed, so that a shared change is
    /// asserted like any other (see `TestStore+SharedState.swift`).
    nonisolated let sharedChanges = SharedChangeTracker()

    /// Creates a test store from a feature's initial state and reducer.
    ///
    /// The feature runs with test dependencies: each dependency takes its test value unless
    /// `prepareDependencies` sets it, and reading one that has no test value fails the test.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aTestSetsTheDependenciesOfItsFeature() async {
    ///     let store = TestStore(initialState: Counter.State()) {
    ///         Counter()
    ///     } withDependencies: {
    ///         $0.uuid = .incrementing
    ///     }
    ///
    ///     await store.send(.incrementTapped) { $0.count = 1 }
    /// }
    /// ```
    ///
    /// The initial state is made with the test dependencies in place, as the original does, so
    /// a `State()` that reads `@Dependency(\.date)` or `\.uuid` gets the values set in
    /// `prepareDependencies`. `@Dependency(\.dismiss)` in the root feature dismisses the store:
    /// its effects are cancelled, and sending another action fails the test.
    public init<R: Reducer<State, Action>>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let dismissal = TestStoreDismissal()
        self.dismissal = dismissal
        var dependencies = DependencyValues.current.startingFresh(in: .test)
        dependencies.dismiss = dismissal.effect
        dependencies.trackSharedChanges(with: sharedChanges)
        dependencies = dependencies.updated(by: prepareDependencies)
        dependencies.runEffects(byDefaultOn: effectExecutors[0])
        let (initialState, reduce) = DependencyValues.$current.withValue(dependencies) {
            (initialState(), reducer()._resolve().run)
        }
        core = StoreCore(initialState: initialState, reducer: reduce, dependencies: dependencies)
        dismissal.cancelEffects = { [weak core] in core?.cancelAllEffects() }
        assertedState = initialState
        stackIDsBeforeAction = dependencies.stackElementID.copy()
        creation = SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        // Weak, not unowned: an effect delivering an action keeps the engine alive for the
        // length of the call, and the test store may go away during it (its deinit is
        // nonisolated and can run as the reducer lets go of the last reference).
        core.didReduce = { [weak self] action, state, origin in
            guard let self else { return }
            let stackIDs = stackIDsBeforeAction
            stackIDsBeforeAction = core.dependencies.stackElementID.copy()
            switch origin {
            case .sent:
                stateAfterSentAction = state
                sharedValuesAfterSentAction = sharedChanges.valuesNow()
                stackIDsBeforeSentAction = stackIDs
            case .effect:
                received.append((action, state, stackIDs))
            }
        }
        let ledger = self.ledger
        core.didChangeRunningEffects = { running in
            ledger.ledger.withLock { $0.runningEffects = running.subtracting($0.skippedEffects).count }
        }
    }

    nonisolated deinit {
        defer { core.cancelEffectsWithIDs() }
        let owed = ledger.ledger.withLock { $0 }
        if owed.exhaustivity.isExhaustive { reportUnassertedSharedChanges(at: creation) }
        guard owed.exhaustivity.isExhaustive || owed.exhaustivity.showsSkippedAssertions else { return }
        // Non-exhaustive with showSkippedAssertions: the same messages, as known issues.
        let creation = self.creation
        let record = { (message: String) in
            SkippedAssertion.record(message, exhaustivity: owed.exhaustivity, at: creation)
        }
        if !owed.unassertedActions.isEmpty {
            record(unexpectedActionsMessage(owed.unassertedActions))
        }
        // One failure per effect, at the send that started it, as the original reports each.
        var attributed = 0
        for (location, effects) in owed.effectsBySend {
            for _ in 0..<effects.runningCount {
                SkippedAssertion.record(TestStoreFailureMessages.effectStillRunning, exhaustivity: owed.exhaustivity, at: location)
                attributed += 1
            }
        }
        for _ in attributed..<max(attributed, owed.runningEffects) {
            record(TestStoreFailureMessages.effectStillRunning)
        }
    }

    /// The state as of the last `send` or `receive` the test made: what it has accounted for,
    /// not what effects may have changed since (those changes arrive with `receive`).
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func theStateIsWhatTheTestAccountedFor() async {
    ///     let store = TestStore(initialState: Counter.State()) { Counter() }
    ///
    ///     await store.send(.incrementTapped) { $0.count = 1 }
    ///     #expect(store.state.count == 1)
    /// }
    /// ```
    public var state: State { assertedState }

    /// Sends an action and checks the state it leaves against your expectation.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func eachSendChecksTheStateItsActionLeaves() async {
    ///     let store = TestStore(initialState: Counter.State()) { Counter() }
    ///
    ///     await store.send(.incrementTapped) { $0.count = 1 }
    ///     await store.send(.incrementTapped) { $0.count = 2 }
    /// }
    /// ```
    ///
    /// It is `async` because, before it returns, it lets the effects the action started run
    /// until they wait (on a clock, on a client) or finish: actions they send at once are then
    /// waiting for `receive`, in the order they were
    /// sent. Assert them with `receive` before the next `send`; to leave them out on purpose,
    /// use ``skipReceivedActions(strict:fileID:file:line:column:)`` or a non-exhaustive store
    /// (``exhaustivity``).
    ///
    /// [Testing through the layers](doc:Scoping#Testing-through-the-layers) in <doc:Scoping> sends
    /// a child's actions through its parents.
    ///
    /// - Parameters:
    ///   - action: The action, as the view or a test would send it.
    ///   - updateStateToExpectedResult: Changes a copy of the previous state into what you
    ///     expect the state to be after the action; omit it when the state should not change.
    /// - Returns: The effects the action started, to cancel or wait for.
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        let location = SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        if dismissal.isDismissed {
            TestFailure.record("Can't send action to dismissed test store.", sourceLocation: location)
            return TestStoreTask(StoreTask(nil), timeout: timeout)
        }
        if !received.isEmpty {
            if exhaustivity.isExhaustive {
                // The actions stay in the queue, as in the original: the test may still
                // receive them after this send.
                TestFailure.record(
                    Comment(rawValue: TestStoreFailureMessages.mustHandleReceivedActions(received.map(\.action))),
                    sourceLocation: location
                )
                assertedState = received.last!.state
            } else {
                SkippedAssertion.record(
                    TestStoreFailureMessages.skippedActions(received.map(\.action)),
                    exhaustivity: exhaustivity,
                    at: location
                )
                assertedState = received.last!.state
                received.removeAll()
            }
        }
        if !exhaustivity.isExhaustive {
            assertedState = core.state
        }
        stateAfterSentAction = nil
        sharedValuesAfterSentAction = nil
        let effects = withTestReporting(at: location) { core.send(action) }
        if let effects {
            ledger.ledger.withLock { ledger in
                ledger.effectsBySend.removeAll { $0.effects.runningCount == 0 }
                ledger.effectsBySend.append((location, effects))
            }
        }
        let actual = stateAfterSentAction ?? core.state
        check(
            actual,
            against: updateStateToExpectedResult,
            stackIDs: stackIDsBeforeSentAction,
            sharedValues: sharedValuesAfterSentAction,
            at: location
        )
        assertedState = actual
        await settle()
        return TestStoreTask(StoreTask(effects), timeout: timeout)
    }

    /// Waits until every running effect has finished, failing if some are still running after
    /// `timeout`.
    ///
    /// Call it at the end of a test whose effects outlive its last assertion, when the test
    /// means to wait for them; effects that never end by themselves (a timer) should instead be
    /// stopped by the action that stops them, or by ``skipInFlightEffects(strict:fileID:file:line:column:)``.
    /// An exhaustive store (``exhaustivity``) fails a test that ends with effects still
    /// running; a non-exhaustive one cancels them.
    ///
    /// [A timer on the clock](doc:EffectsAndDependencies#A-timer-on-the-clock) in
    /// <doc:EffectsAndDependencies> ends its test this way.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait; the store's `timeout` when omitted.
    ///   - fileID: Where the call is, for the failure; leave the default. So are `file`,
    ///     `line` and `column`.
    ///
    /// In an exhaustive test it first fails if effects sent actions that the test has not
    /// received, as the original does.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = SourceLocation.at(fileID: fileID, filePath: filePath, line: line, column: column)
        if !received.isEmpty, exhaustivity.isExhaustive {
            TestFailure.record(
                Comment(rawValue: unexpectedActionsMessage(received.map { caseDescription(of: $0.action) })),
                sourceLocation: location
            )
        }
        let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
        while trackedEffectCount > 0 {
            if ContinuousClock.now >= deadline {
                TestFailure.record(
                    Comment(
                        rawValue: TestStoreFailureMessages.finishTimedOut(
                            after: timeout ?? self.timeout,
                            isStoreTimeout: timeout == nil || timeout == self.timeout
                        )
                    ),
                    sourceLocation: location
                )
                return
            }
            await pause()
        }
        reportUnassertedSharedChanges(at: location)
    }

    /// Runs `body` with runtime warnings recorded as test failures at `location`; effects
    /// started inside keep that reporter.
    /// The effects still running that the test still owes: those ``skipInFlightEffects(strict:fileID:file:line:column:)``
    /// let go of run on, untracked.
    var trackedEffectCount: Int {
        let skipped = ledger.ledger.withLock { $0.skippedEffects }
        return core.runningEffectNumbers.subtracting(skipped).count
    }

    func withTestReporting<T>(at location: SourceLocation, _ body: () -> T) -> T {
        let reporter = RuntimeWarningReporter { warning in
            TestFailure.record(Comment(rawValue: warning.message), sourceLocation: location)
        }
        return RuntimeWarningReporter.$current.withValue(reporter, operation: body)
    }

    /// Compares `actual` with the state the test expects, as the original does: an exhaustive
    /// store applies the test's closure to the state the test last accounted for and fails on
    /// any difference, or when the closure changed nothing at all; a non-exhaustive one applies
    /// it to `actual` and fails only where the closure contradicts it, showing what an
    /// exhaustive test would have said as skipped assertions when asked to.
    ///
    /// `update` runs with the store's dependencies, and with the stack element ids as they
    /// were before the action, so that pushing a screen in it makes the id the reducer made.
    func check(
        _ actual: State,
        against update: ((inout State) throws -> Void)?,
        stackIDs: StackElementIDGenerator?,
        changeRequired: Bool = true,
        sharedValues: SharedValues? = nil,
        at location: SourceLocation
    ) {
        // Shared values show, and compare, their values from before the action, and the values
        // the action left them with (`sharedValues`, when later actions changed them again).
        let sharedValuesChanged = sharedChanges.hasChanges
        if !exhaustivity.isExhaustive { sharedChanges.reset() }
        defer {
            if let sharedValues { sharedChanges.advance(to: sharedValues) } else { sharedChanges.reset() }
        }
        sharedChanges.asserting(against: sharedValues) {
            checkAsserting(actual, against: update, stackIDs: stackIDs, changeRequired: changeRequired && !sharedValuesChanged, at: location)
        }
    }

    private func checkAsserting(
        _ actual: State,
        against update: ((inout State) throws -> Void)?,
        stackIDs: StackElementIDGenerator?,
        changeRequired: Bool,
        at location: SourceLocation
    ) {
        let previous = assertedState
        func applyingUpdate(to state: State) throws -> State {
            var expected = state
            var values = core.dependencies
            if let stackIDs { values.stackElementID = stackIDs.copy() }
            try XCTModifyExhaustivity.$isExhaustive.withValue(exhaustivity.isExhaustive) {
                try values.whileAsserting { try update?(&expected) }
            }
            return expected
        }
        func mismatch(_ expected: State) -> String {
            TestStoreFailureMessages.stateMismatch(expected: expected, actual: actual, testGaveExpectation: update != nil)
        }
        let expected: State
        do {
            expected = try applyingUpdate(to: exhaustivity.isExhaustive ? previous : actual)
        } catch {
            TestFailure.record(Comment(rawValue: TestStoreFailureMessages.closureThrew(error)), sourceLocation: location)
            return
        }
        if expected != actual {
            TestFailure.record(Comment(rawValue: mismatch(expected)), sourceLocation: location)
            return
        }
        var unchanged = expected == previous
        if exhaustivity.showsSkippedAssertions {
            do {
                let exhaustiveExpectation = try applyingUpdate(to: previous)
                if exhaustiveExpectation != actual {
                    SkippedAssertion.record(mismatch(exhaustiveExpectation), exhaustivity: exhaustivity, at: location)
                    return
                }
                unchanged = exhaustiveExpectation == previous
            } catch {
                SkippedAssertion.record(TestStoreFailureMessages.closureThrew(error), exhaustivity: exhaustivity, at: location)
                return
            }
        }
        if changeRequired, update != nil, unchanged {
            SkippedAssertion.record(TestStoreFailureMessages.noStateChange, exhaustivity: exhaustivity, at: location)
        }
    }

    /// Returns once every effect of the test is suspended (waiting on a clock, a response, a
    /// stream) or done, and every action they sent on the way has been reduced: the executors
    /// the effects run on count their jobs, so this follows a chain of effects of any depth
    /// instead of yielding a fixed number of times. Effects that never stop working are given
    /// up on after ``timeout``; `receive` and `finish` then say what is missing.
    func settle() async {
        if let current = core.dependencies.effectExecutor as? EffectExecutor,
            !effectExecutors.contains(where: { $0 === current })
        {
            effectExecutors.append(current)
        }
        _ = await EffectExecutor.settle(effectExecutors, busyLimit: timeout)
    }

    /// Waits a moment without blocking the main actor.
    func pause() async {
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(1))
    }
}

/// The original's words for received actions the test did not assert, at `finish()` and at the
/// end of the test.
func unexpectedActionsMessage(_ actions: [String]) -> String {
    """
    The store received \(actions.count) unexpected action\(actions.count == 1 ? "" : "s").

      Unhandled actions:
    \(actions.map { "    " + $0 }.joined(separator: "\n"))

    To fix, explicitly assert against these actions using "store.receive", skip these actions \
    by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
    store: "store.exhaustivity = .off".
    """
}

/// An action as the original's messages show it: `.second`, `.response(42)`.
func caseDescription<Action>(of action: Action) -> String {
    let described = String(describing: action)
    guard Mirror(reflecting: action).displayStyle == .enum else { return described }
    return "." + described
}
