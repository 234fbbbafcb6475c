import Composable
import ComposableTesting
import Testing

/// The TestStore waits for effects by tracking them: after `send` or `receive` returns, every
/// effect is suspended or done and every action they sent has been reduced, however long the
/// chain of effects that led there.
@MainActor
struct TestStoreSettlingTests {
    /// Each step starts an effect that hops through other executors before sending the next.
    struct Countdown: Reducer {
        struct State: Equatable {
            var remaining: Int
        }

        enum Action: Equatable {
            case step
            case ping
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .step:
                    guard state.remaining > 0 else { return .none }
                    state.remaining -= 1
                    return .run { send in
                        await Task.yield()
                        await Hop().through()
                        await Task.yield()
                        await send(.step)
                    }
                case .ping:
                    return .none
                }
            }
        }
    }

    /// An actor of its own, so that each step leaves the effect's executor and comes back.
    actor Hop {
        func through() async { await Task.yield() }
    }

    @Test func everyActionOfADeepChainHasArrivedWhenSendReturns() async {
        let store = TestStore(initialState: Countdown.State(remaining: 40)) { Countdown() }

        await store.send(.step) { $0.remaining = 39 }

        // 39 steps count down and the 40th finds nothing left: had any still been on its way,
        // fewer than 40 actions would be waiting here.
        let reported = await failures(containing: "Must handle 40 received actions before sending an action.") {
            await store.send(.ping)
        }
        #expect(reported.count == 1)
        #expect(store.state.remaining == 0)
        await store.skipReceivedActions()
        await store.finish()
    }

    @Test func aChainIsReceivedStepByStepAndFinishes() async {
        let store = TestStore(initialState: Countdown.State(remaining: 25)) { Countdown() }

        await store.send(.step) { $0.remaining = 24 }
        for remaining in (0..<24).reversed() {
            await store.receive(.step) { $0.remaining = remaining }
        }
        await store.receive(.step)
        await store.finish()
    }

    /// An effect that never suspends for long: it only yields, so its executor always has its
    /// next job queued and never goes idle.
    struct Spinner: Reducer {
        struct State: Equatable {}

        enum Action: Equatable {
            case spin
        }

        var body: some ReducerOf<Self> {
            Reduce { _, _ in
                .run { _ in
                    while !Task.isCancelled { await Task.yield() }
                }
            }
        }
    }

    /// Without the timeout, `send` would wait for the spinner to go idle forever; the time limit
    /// turns such a hang into a failure. It bounds the hang, not the speed: the machine may be busy.
    @Test(.timeLimit(.minutes(2)))
    func anEffectThatOnlyYieldsIsGivenUpOnAfterTheTimeoutInsteadOfHangingTheSend() async {
        let store = TestStore(initialState: Spinner.State()) { Spinner() }
        store.timeout = .milliseconds(300)

        let task = await store.send(.spin)
        #expect(!task.isCancelled)

        await store.skipInFlightEffects()
    }
}
