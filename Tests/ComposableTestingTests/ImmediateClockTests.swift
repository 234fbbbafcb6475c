import Composable
import ComposableTesting
import Testing

/// `ImmediateClock` never waits, but still keeps time and honours cancellation.
@MainActor
struct ImmediateClockTests {
    @Test func aSleepReturnsAtOnceAndMovesTheClock() async {
        let clock = ImmediateClock()

        // The hour on the immediate clock ends before a real hour does. A race rather than a
        // wall-clock bound: a loaded machine once held this test for 60 s.
        let first = await withTaskGroup(of: String.self) { group in
            group.addTask {
                try? await clock.sleep(for: .seconds(3600))
                return "immediate"
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(3600))
                return "real"
            }
            let first = await group.next()
            group.cancelAll()
            return first
        }

        #expect(first == "immediate")
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
