import Composable
import ComposableTesting
import Dispatch
import Testing

/// `TestStore.useMainSerialExecutor`: on by default, the store's effects take turns, one job at
/// a time; off, they run at the same time, so an effect can wait for another to signal it.
@MainActor
struct TestStoreSerialExecutorTests {
    struct Handshake: Reducer {
        struct State: Equatable {
            var signalled: Bool?
        }

        enum Action {
            case start(waitingAtMost: Double)
            case finished(signalled: Bool)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .start(seconds):
                    let semaphore = DispatchSemaphore(value: 0)
                    return .merge(
                        .run { send in
                            let signalled = waitBlockingTheThread(for: semaphore, seconds: seconds)
                            await send(.finished(signalled: signalled))
                        },
                        .run { _ in semaphore.signal() }
                    )
                case let .finished(signalled):
                    state.signalled = signalled
                    return .none
                }
            }
        }
    }

    @Test func effectsRunOneJobAtATimeByDefault() async {
        let store = TestStore(initialState: Handshake.State()) { Handshake() }
        #expect(store.useMainSerialExecutor)

        // The first effect holds the only thread the effects have, so the second cannot signal.
        await store.send(.start(waitingAtMost: 0.3))
        await store.receive(\.finished) { $0.signalled = false }
    }

    @Test func turnedOffEffectsRunAtTheSameTime() async {
        let store = TestStore(initialState: Handshake.State()) { Handshake() }
        store.useMainSerialExecutor = false
        #expect(!store.useMainSerialExecutor)

        await store.send(.start(waitingAtMost: 600))
        await store.receive(\.finished, timeout: .seconds(600)) { $0.signalled = true }
    }

    @Test func turnedBackOnEffectsTakeTurnsAgain() async {
        let store = TestStore(initialState: Handshake.State()) { Handshake() }
        store.useMainSerialExecutor = false
        store.useMainSerialExecutor = true

        await store.send(.start(waitingAtMost: 0.3))
        await store.receive(\.finished) { $0.signalled = false }
    }
}

/// Blocks the calling thread until `semaphore` is signalled, or `seconds` pass.
private func waitBlockingTheThread(for semaphore: DispatchSemaphore, seconds: Double) -> Bool {
    semaphore.wait(timeout: .now() + seconds) == .success
}
