import Composable
import ComposableTesting
import Testing

/// Tests that account for everything the feature does, and so pass.
@MainActor
struct TestStoreSendAndReceiveTests {
    @Test func sendingPassesWhenTheClosureDescribesTheNewState() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }

        await store.send(.incrementTapped) { $0.count = 1 }
        await store.send(.incrementTapped) { $0.count = 2 }

        #expect(store.state.count == 2)
    }

    @Test func sendingWithoutAClosurePassesWhenTheStateDoesNotChange() async {
        let store = TestStore(initialState: Tally.State(count: 3)) { Tally() }

        await store.send(.refreshTapped)

        #expect(store.state == Tally.State(count: 3))
    }

    @Test func anActionFromASendEffectIsReceivedByItsCase() async {
        let store = TestStore(initialState: Tally.State(count: 4)) { Tally() }

        await store.send(.reportTapped)
        await store.receive(\.delegate) { $0.reportedCount = 4 }
    }

    @Test func anActionIsReceivedByItsCaseAndPayload() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }

        await store.send(.loadTapped) { $0.isLoading = true }
        await store.receive(\.loaded, ["apples", "pears"], timeout: .seconds(600)) {
            $0.items = ["apples", "pears"]
            $0.isLoading = false
        }
    }

    @Test func anEquatableActionIsReceivedByValue() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }

        await store.send(.incrementTapped) { $0.count = 1 }
        await store.send(.reportTapped)
        await store.receive(.delegate(.reported(1))) { $0.reportedCount = 1 }
    }

    @Test func anActionARunEffectSendsLaterIsReceivedWithinTheTimeout() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }

        await store.send(.slowLoadTapped) { $0.isLoading = true }
        await store.receive(\.loaded, timeout: .seconds(600)) {
            $0.items = ["plums"]
            $0.isLoading = false
        }
    }

    @Test func actionsFromOneEffectAreReceivedInTheOrderItSentThem() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }

        await store.send(.refreshTapped)
        await store.receive(\.refreshStarted) { $0.isLoading = true }
        await store.receive(\.loaded, ["figs"]) {
            $0.items = ["figs"]
            $0.isLoading = false
        }
    }

    /// Loads once the test opens its gate.
    struct GatedLoader: Reducer {
        struct State: Equatable {
            var loaded = false
        }

        enum Action {
            case load
            case loaded
        }

        let gate: AsyncStream<Void>

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .load:
                    return .run { [gate] send in
                        for await _ in gate {}
                        await send(.loaded)
                    }
                case .loaded:
                    state.loaded = true
                    return .none
                }
            }
        }
    }

    @Test func finishWaitsUntilARunningEffectHasCompleted() async {
        let (gate, opener) = AsyncStream.makeStream(of: Void.self)
        let store = TestStore(initialState: GatedLoader.State()) { GatedLoader(gate: gate) }

        await store.send(.load)
        // `finish` starts waiting before the effect can send its action (it fails on actions
        // received before it is called, as the original's does).
        let finishing = Task { await store.finish(timeout: .seconds(600)) }
        await Task.yield()
        opener.finish()
        await finishing.value

        // With no time left to wait, the action is only there if `finish` waited for it.
        await store.receive(\.loaded, timeout: .zero) { $0.loaded = true }
    }

    @Test func cancellingALongLivingEffectLetsTheTestEnd() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }

        await store.send(.watchTapped) { $0.isWatching = true }
        await store.send(.stopWatchingTapped) { $0.isWatching = false }
        await store.finish(timeout: .seconds(600))
    }

    @Test func theReturnedTaskCancelsTheEffectsTheActionStarted() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }

        let watching = await store.send(.watchTapped) { $0.isWatching = true }
        await watching.cancel()
        await watching.finish()

        #expect(watching.isCancelled)
        await store.finish(timeout: .seconds(600))
    }

    @Test func theStateIsWhatTheTestHasAccountedFor() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.loadTapped) { $0.isLoading = true }
        // The effect may already have delivered `.loaded`; the test has not received it yet.
        #expect(store.state == Loader.State(isLoading: true))
        await store.receive(\.loaded) {
            $0.items = ["apples", "pears"]
            $0.isLoading = false
        }
        #expect(store.state.items == ["apples", "pears"])
    }

    @Test func receivingWithAPredicate() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.loadTapped) { $0.isLoading = true }
        await store.receive({ action in
            if case let .loaded(items) = action { return items.count == 2 }
            return false
        }) {
            $0.items = ["apples", "pears"]
            $0.isLoading = false
        }
    }
}
