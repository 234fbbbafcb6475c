import Composable
import ComposableTesting
import Synchronization
import Testing

/// A sleep whose deadline has already come still waits for the clock to be advanced, as the
/// original's test clock does, so a test can act before the work after the sleep runs.
@MainActor
struct TestClockZeroSleepTests {
    @Test func aSleepOfZeroWaitsUntilTheClockIsAdvanced() async throws {
        let clock = TestClock()
        let woke = Mutex(false)
        let sleeper = Task {
            try await clock.sleep(for: .zero)
            woke.withLock { $0 = true }
        }

        try await Task.sleep(for: .milliseconds(100))
        #expect(!woke.withLock { $0 })

        await advance(clock, until: { woke.withLock { $0 } })
        try await sleeper.value
    }

    @Test func aSleepUntilAPastInstantWaitsForTheNextAdvanceToo() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))
        let woke = Mutex(false)
        let sleeper = Task {
            try await clock.sleep(until: TestInstant(offset: .seconds(1)))
            woke.withLock { $0 = true }
        }

        await advance(clock, until: { woke.withLock { $0 } })
        try await sleeper.value
        #expect(clock.now == TestInstant(offset: .seconds(5)))
    }

    /// Advances the clock by nothing until `condition` holds: a task the test made itself does
    /// not run on the clock's executor, so the clock cannot tell when it has gone to sleep.
    private func advance(_ clock: TestClock<Duration>, until condition: () -> Bool) async {
        let deadline = ContinuousClock.now.advanced(by: .seconds(600))
        while !condition(), ContinuousClock.now < deadline {
            await clock.advance()
            try? await Task.sleep(for: .milliseconds(1))
        }
        #expect(condition())
    }

    struct Delayed: Reducer {
        struct State: Equatable {
            var responded = false
        }

        enum Action {
            case start
            case cancel
            case response
        }

        enum CancelID { case response }

        @Dependency(\.continuousClock) var clock

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .start:
                    return .run { send in
                        try await clock.sleep(for: .zero)
                        await send(.response)
                    }
                    .cancellable(id: CancelID.response)
                case .cancel:
                    return .cancel(id: CancelID.response)
                case .response:
                    state.responded = true
                    return .none
                }
            }
        }
    }

    @Test func anEffectSleepingForZeroCanStillBeCancelledBeforeItResponds() async {
        let clock = TestClock()
        let store = TestStore(initialState: Delayed.State()) { Delayed() } withDependencies: { $0.continuousClock = clock }

        await store.send(.start)
        await store.send(.cancel)
        await clock.advance()
    }

    @Test func anEffectSleepingForZeroRespondsOnceTheClockIsAdvanced() async {
        let clock = TestClock()
        let store = TestStore(initialState: Delayed.State()) { Delayed() } withDependencies: { $0.continuousClock = clock }

        await store.send(.start)
        await clock.advance()
        await store.receive(\.response) { $0.responded = true }
    }
}
