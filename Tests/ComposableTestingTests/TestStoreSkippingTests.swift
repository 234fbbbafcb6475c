import Composable
import ComposableTesting
import Testing

/// Skipping what an exhaustive test does not mean to assert, switching exhaustivity for a
/// stretch of a test, and the spellings that users' helpers forward.
@MainActor
struct TestStoreSkippingTests {
    @Test func skippingReceivedActionsLetsAnExhaustiveTestGoOn() async {
        let store: TestStoreOf<Loader> = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.refreshTapped)
        await store.skipReceivedActions()
        #expect(store.state.items == ["figs"])
        await store.send(.loadTapped) { $0.isLoading = true }
        await store.receive(\.loaded) {
            $0.items = ["apples", "pears"]
            $0.isLoading = false
        }
    }

    @Test func skippingReceivedActionsWhenThereAreNoneFailsUnlessNotStrict() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        let reported = await failures(containing: "There were no received actions to skip.") {
            await store.skipReceivedActions()
        }
        #expect(reported.count == 1)
        await store.skipReceivedActions(strict: false)
    }

    @Test func skippingInFlightEffectsStopsTrackingThemSoTheTestCanEnd() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.watchTapped) { $0.isWatching = true }
        await store.skipInFlightEffects()
        // Still running, but no longer owed: skipping again finds nothing to skip.
        let reported = await failures(containing: "There were no in-flight effects to skip.") {
            await store.skipInFlightEffects()
        }
        #expect(reported.count == 1)
        await store.finish()
    }

    /// As in the original: a skipped effect is not cancelled, and what it sends afterwards is
    /// received as any other action (the original's `testEffectEmitAfterSkipInFlightEffects`).
    @Test func aSkippedEffectRunsOnAndTheActionItSendsIsReceived() async {
        let clock = TestClock()
        let store = TestStore(initialState: OneTick.State()) { OneTick(clock: clock) }
        await store.send(.start)
        await store.skipInFlightEffects()
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.ticks = 1 }
    }

    /// An action a skipped effect sends starts effects the test owes again.
    @Test func anEffectStartedAfterTheSkipIsTrackedAgain() async {
        let clock = TestClock()
        let store = TestStore(initialState: OneTick.State()) { OneTick(clock: clock) }
        await store.send(.start)
        await store.skipInFlightEffects()
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.ticks = 1 }
        await store.send(.start)
        let reported = await failures(containing: "Expected effects to finish") {
            await store.finish(timeout: .milliseconds(50))
        }
        #expect(reported.count == 1)
        await store.skipInFlightEffects()
    }

    @Test func withExhaustivityOffChecksOnlyWhatTheStretchAsserts() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.withExhaustivity(.off) {
            await store.send(.refreshTapped)
            await store.receive(\.loaded) { $0.items = ["figs"] }
        }
        #expect(store.exhaustivity == .on)
        await store.send(.loadTapped) { $0.isLoading = true }
        await store.receive(\.loaded) {
            $0.items = ["apples", "pears"]
            $0.isLoading = false
        }
    }

    @Test func showingSkippedAssertionsStillPasses() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        store.exhaustivity = .off(showSkippedAssertions: true)
        // Skips refreshStarted, and the isLoading change; each is recorded as a known issue.
        await store.send(.refreshTapped)
        await store.receive(\.loaded) { $0.items = ["figs"] }
        await store.send(.watchTapped)
        #expect(store.exhaustivity != .off)
    }

    /// A helper that forwards the caller's location in the original's spellings compiles and
    /// points the failure at the caller.
    @Test func sourceLocationsForwardedInTheOriginalsSpellingsPointAtTheCaller() async throws {
        func receiveLoaded(
            _ store: TestStoreOf<Loader>,
            fileID: StaticString = #fileID,
            file filePath: StaticString = #filePath,
            line: UInt = #line,
            column: UInt = #column
        ) async {
            await store.receive(\.loaded, fileID: fileID, file: filePath, line: line, column: column)
        }
        let store = TestStore(initialState: Loader.State()) { Loader() }
        let callerLine = #line + 2
        let reported = await failures(containing: "Expected to receive") {
            await receiveLoaded(store)
        }
        let failure = try #require(reported.first)
        #expect(failure.sourceLocation?.line == callerLine)
    }
}

/// Ticks once, a second after `start`, on the clock it is given.
struct OneTick: Reducer {
    struct State: Equatable {
        var ticks = 0
    }

    enum Action: Equatable {
        case start
        case tick
    }

    let clock: TestClock<Duration>

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .start:
                return .run { [clock] send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            case .tick:
                state.ticks += 1
                return .none
            }
        }
    }
}
