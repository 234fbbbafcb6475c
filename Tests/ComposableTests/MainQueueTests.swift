import Composable
import ComposableTesting
import Testing

/// `@Dependency(\.mainQueue)`: the original's scheduler spelling, waiting on the effect's clock.
@MainActor
struct MainQueueTests {
    struct Ticker: Reducer {
        struct State: Equatable {
            var ticks = 0
        }

        enum Action {
            case startTapped
            case stopTapped
            case tick
        }

        @Dependency(\.mainQueue) var mainQueue
        enum CancelID { case timer }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .startTapped:
                    return .run { send in
                        for await _ in mainQueue.timer(interval: 1) {
                            await send(.tick)
                        }
                    }
                    .cancellable(id: CancelID.timer)
                case .stopTapped:
                    return .cancel(id: CancelID.timer)
                case .tick:
                    state.ticks += 1
                    return .none
                }
            }
        }
    }

    @Test func aMainQueueTimerTicksAsTheTestClockAdvances() async {
        let clock = TestClock()
        let store = TestStore(initialState: Ticker.State()) { Ticker() } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.startTapped)
        await clock.advance(by: .seconds(1))
        await store.receive(\.tick) { $0.ticks = 1 }
        await clock.advance(by: .seconds(2))
        await store.receive(\.tick) { $0.ticks = 2 }
        await store.receive(\.tick) { $0.ticks = 3 }
        await store.send(.stopTapped)
    }

    @Test func stridesAreSecondsUnlessSaidOtherwise() {
        let oneSecond: MainQueue.Stride = 1
        let half: MainQueue.Stride = 0.5

        #expect(oneSecond.duration == .seconds(1))
        #expect(half.duration == .milliseconds(500))
        #expect(MainQueue.Stride.milliseconds(250).duration == .milliseconds(250))
    }
}
