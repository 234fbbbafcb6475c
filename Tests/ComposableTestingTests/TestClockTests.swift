import Composable
import ComposableTesting
import Synchronization
import Testing

/// `TestClock` on its own: which sleepers wake, when, in what order, and what the clock's
/// time reads as they do.
@MainActor
struct TestClockTests {
    private func sleepers(on clock: TestClock<Duration>) -> Store<Sleepers.State, Sleepers.Action> {
        Store(initialState: Sleepers.State()) {
            Sleepers()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }

    @Test func sleepersWakeInTheOrderOfTheirDeadlines() async {
        let clock = TestClock()
        let store = sleepers(on: clock)

        store.send(.sleep("three", seconds: 3))
        store.send(.sleep("one", seconds: 1))
        store.send(.sleep("two", seconds: 2))
        await clock.advance(by: .seconds(3))

        #expect(store.woken == ["one", "two", "three"])
        #expect(clock.now == TestInstant(offset: .seconds(3)))
    }

    @Test func sleepersWithTheSameDeadlineWakeInTheOrderTheyWentToSleep() async {
        let clock = TestClock()
        let store = sleepers(on: clock)

        for label in ["a", "b", "c", "d"] {
            store.send(.sleep(label, seconds: 1))
            await clock.advance()
        }
        await clock.advance(by: .seconds(1))

        #expect(store.woken == ["a", "b", "c", "d"])
    }

    @Test func advanceWakesOnlyTheSleepersThatAreDue() async {
        let clock = TestClock()
        let store = sleepers(on: clock)

        store.send(.sleep("soon", seconds: 1))
        store.send(.sleep("later", seconds: 5))
        await clock.advance(by: .seconds(2))

        #expect(store.woken == ["soon"])
        #expect(clock.now == TestInstant(offset: .seconds(2)))

        await clock.advance(by: .seconds(3))

        #expect(store.woken == ["soon", "later"])
    }

    @Test func aSleepStartedByAWokenEffectCountsFromTheTimeItWoke() async {
        let clock = TestClock()
        let store = sleepers(on: clock)

        // Wakes at 1, then sleeps 2 more from there: due at 3, within the advance.
        store.send(.chain("chained", seconds: 1, then: 2))
        store.send(.sleep("at four", seconds: 4))
        await clock.advance(by: .seconds(4))

        #expect(store.woken == ["chained", "at four"])
    }

    @Test func advancingByNothingLetsNewEffectsReachTheirSleep() async {
        let clock = TestClock()
        let store = sleepers(on: clock)

        store.send(.sleep("now", seconds: 0))
        store.send(.sleep("later", seconds: 1))
        await clock.advance()

        #expect(store.woken == ["now"])
        #expect(clock.now == TestInstant(offset: .zero))
    }

    @Test func runAdvancesUntilNothingSleeps() async {
        let clock = TestClock()
        let store = sleepers(on: clock)

        store.send(.sleep("ten", seconds: 10))
        store.send(.chain("hundred", seconds: 1, then: 99))
        await clock.run()

        #expect(store.woken == ["ten", "hundred"])
        #expect(clock.now == TestInstant(offset: .seconds(100)))
    }

    @Test func runFailsWhenATimerKeepsSleeping() async {
        let clock = TestClock()
        let store = TestStore(initialState: TimerFeature.State()) {
            TimerFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }
        store.exhaustivity = .off

        await store.send(.toggleTimer)
        let runLine = #line + 2
        let reported = await failures(containing: "TestClock.run() still had work sleeping on the clock after") {
            await clock.run(timeout: .milliseconds(50))
        }
        await store.send(.toggleTimer)
        await store.finish()

        #expect(reported.count == 1)
        #expect(reported.first?.sourceLocation?.line == runLine)
    }

    @Test func advancingBackwardsFails() async {
        let clock = TestClock()
        await clock.advance(by: .seconds(2))

        let reported = await failures(containing: "Cannot move a TestClock back in time") {
            await clock.advance(by: .seconds(-1))
        }

        #expect(reported.count == 1)
        #expect(clock.now == TestInstant(offset: .seconds(2)))
    }

    @Test func aSleepUntilNowWakesAtTheNextAdvanceWithoutMovingTheClock() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))

        let woke = Mutex(false)
        let sleeper = Task {
            try await clock.sleep(until: clock.now)
            try await clock.sleep(for: .zero)
            woke.withLock { $0 = true }
        }
        // The sleeper does not run on the clock's executor, so the clock cannot tell when it
        // sleeps: advance by nothing until it has woken from both sleeps.
        let deadline = ContinuousClock.now.advanced(by: .seconds(600))
        while !woke.withLock({ $0 }), ContinuousClock.now < deadline {
            await clock.advance()
            try await Task.sleep(for: .milliseconds(1))
        }
        try await sleeper.value

        #expect(clock.now == TestInstant(offset: .seconds(5)))
    }

    @Test func aCancelledSleepThrowsCancellationError() async {
        let clock = TestClock()
        let sleep = Task { try await clock.sleep(for: .seconds(1)) }

        sleep.cancel()

        await #expect(throws: CancellationError.self) { try await sleep.value }
    }

    @Test func aSleepCancelledWhileWaitingThrowsAndNeverWakes() async {
        let clock = TestClock()
        let store = sleepers(on: clock)
        let task = store.send(.sleep("cancelled", seconds: 1))
        await clock.advance()

        task.cancel()
        await task.finish()
        await task.finish()
        await clock.advance(by: .seconds(2))

        #expect(store.woken.isEmpty)
    }

    @Test func aTaskOfTheTestsOwnWakesToo() async throws {
        let clock = TestClock()
        let sleep = Task { try await clock.sleep(for: .seconds(1)) }

        // The test's own task is not an effect: wait until it has gone to sleep.
        while clock.now == TestInstant(offset: .zero) {
            await clock.advance(by: .seconds(1))
            await Task.yield()
        }

        try await sleep.value
    }
}
