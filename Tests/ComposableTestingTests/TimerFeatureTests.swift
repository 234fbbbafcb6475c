import Composable
import ComposableTesting
import Testing

/// The timer feature of the issue, driven by a `TestClock`: advancing three seconds delivers
/// exactly three ticks, every time.
@MainActor
struct TimerFeatureTests {
    @Test(arguments: TimerFeature.Style.allCases)
    func advancingThreeSecondsTicksThreeTimesEveryTime(style: TimerFeature.Style) async {
        for _ in 0..<100 {
            let clock = TestClock()
            let store = TestStore(initialState: TimerFeature.State()) {
                TimerFeature(style: style)
            } withDependencies: {
                $0.continuousClock = clock
            }

            await store.send(.toggleTimer) { $0.isTimerOn = true }
            await clock.advance(by: .seconds(3))
            await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
            await store.receive(\.timerTicked) { $0.secondsElapsed = 2 }
            await store.receive(\.timerTicked) { $0.secondsElapsed = 3 }
            await store.send(.toggleTimer) { $0.isTimerOn = false }
            await store.finish()
        }
    }

    @Test func theTicksHaveArrivedWhenAdvanceReturns() async {
        let clock = TestClock()
        let store = TestStore(initialState: TimerFeature.State()) {
            TimerFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.onAppear) { $0.isTimerOn = true }
        await clock.advance(by: .seconds(3))

        // No time to wait: the ticks are only there if `advance` delivered them.
        await store.receive(\.timerTicked, timeout: .zero) { $0.secondsElapsed = 1 }
        await store.receive(\.timerTicked, timeout: .zero) { $0.secondsElapsed = 2 }
        await store.receive(\.timerTicked, timeout: .zero) { $0.secondsElapsed = 3 }
        await store.send(.onDisappear) { $0.isTimerOn = false }
        await store.finish()
    }

    @Test func halfASecondAtATimeTicksOnTheWholeSeconds() async {
        let clock = TestClock()
        let store = TestStore(initialState: TimerFeature.State()) {
            TimerFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.toggleTimer) { $0.isTimerOn = true }
        await clock.advance(by: .milliseconds(500))
        await clock.advance(by: .milliseconds(500))
        await store.receive(\.timerTicked, timeout: .zero) { $0.secondsElapsed = 1 }
        await clock.advance(by: .milliseconds(900))
        await clock.advance(by: .milliseconds(100))
        await store.receive(\.timerTicked, timeout: .zero) { $0.secondsElapsed = 2 }
        await store.send(.toggleTimer) { $0.isTimerOn = false }
        await store.finish()
    }

    @Test func aTimerDoesNotTickBeforeItsFirstSecond() async {
        let clock = TestClock()
        let store = TestStore(initialState: TimerFeature.State()) {
            TimerFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.toggleTimer) { $0.isTimerOn = true }
        await clock.advance(by: .milliseconds(999))
        // An exhaustive send fails if a tick arrived and was not received.
        await store.send(.toggleTimer) { $0.isTimerOn = false }
        await store.finish()
    }

    @Test func aStoppedTimerNoLongerTicks() async {
        let clock = TestClock()
        let store = TestStore(initialState: TimerFeature.State()) {
            TimerFeature(style: .sleepLoop)
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.toggleTimer) { $0.isTimerOn = true }
        await clock.advance(by: .seconds(1))
        await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
        await store.send(.toggleTimer) { $0.isTimerOn = false }
        await clock.advance(by: .seconds(10))
        await store.finish()
    }

    @Test func aTimerInAChildFeatureTicksThroughTheParent() async {
        for _ in 0..<20 {
            let clock = TestClock()
            let store = TestStore(initialState: TimerScreen.State()) {
                TimerScreen()
            } withDependencies: {
                $0.continuousClock = clock
            }

            await store.send(.timer(.toggleTimer)) { $0.timer.isTimerOn = true }
            await clock.advance(by: .seconds(2))
            await store.receive(\.timer.timerTicked) { $0.timer.secondsElapsed = 1 }
            await store.receive(\.timer.timerTicked) { $0.timer.secondsElapsed = 2 }
            await store.send(.timer(.toggleTimer)) { $0.timer.isTimerOn = false }
            await store.finish()
        }
    }
}
