import Composable
import ComposableTesting
import Testing

/// `ImmediateClock` never waits, but still keeps time and honours cancellation.
@MainActor
struct ImmediateClockTests {
    @Test func aSleepReturnsAtOnceAndMovesTheClock() async throws {
        let clock = ImmediateClock()
        let start = ContinuousClock.now

        try await clock.sleep(for: .seconds(3600))

        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(clock.now == TestInstant(offset: .seconds(3600)))
    }

    @Test func aTimerTicksWithoutWaiting() async {
        let clock = ImmediateClock()
        var ticks = 0

        for await _ in clock.timer(interval: .seconds(1)) {
            ticks += 1
            if ticks == 3 { break }
        }

        #expect(ticks == 3)
        #expect(clock.now == TestInstant(offset: .seconds(3)))
    }

    @Test func aCancelledSleepThrowsCancellationError() async {
        let clock = ImmediateClock()
        let sleep = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }

        await #expect(throws: CancellationError.self) { try await sleep.value }
    }

    @Test func aTestStoreWithAnImmediateClockReceivesDelayedActionsAtOnce() async {
        let store = TestStore(initialState: Stamper.State()) {
            Stamper()
        } withDependencies: {
            $0.continuousClock = ImmediateClock()
            $0.uuid = .incrementing
        }

        await store.send(.delayedStampTapped)
        await store.receive(\.stamped) { $0.ids = ["00000000-0000-0000-0000-000000000000"] }
    }
}
