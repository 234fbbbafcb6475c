import Composable
import ComposableTesting
import Synchronization
import Testing

/// Cancelling the task `store.send` returned stops the whole tree of work the action started:
/// its effects, and the effects of the actions those effects sent, as in the original.
@MainActor
struct EffectTreeCancellationTests {
    /// Each step's effect sends the next step and also starts work that never ends on its own.
    struct Cascade: Reducer {
        struct State: Equatable {
            var steps = 0
        }

        enum Action {
            case start
            case step(Int)
        }

        let cancellations: CallCounter

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .start:
                    return .run { send in await send(.step(1)) }
                case let .step(number):
                    state.steps = number
                    let endless = Effect<Action>.run { [cancellations] _ in
                        do {
                            try await Task.sleep(for: .seconds(3600))
                        } catch {
                            cancellations.increment()
                        }
                    }
                    guard number < 3 else { return endless }
                    return .merge(endless, .run { send in await send(.step(number + 1)) })
                }
            }
        }
    }

    @Test func cancellingTheTaskOfASendCancelsTheEffectsOfTheActionsItsEffectsSent() async throws {
        let cancellations = CallCounter()
        let store = Store(initialState: Cascade.State()) { Cascade(cancellations: cancellations) }

        let task = store.send(.start)
        try await waitUntil { store.steps == 3 }
        task.cancel()
        await task.finish()

        #expect(cancellations.value == 3)
        #expect(task.isCancelled)
    }

    @Test func cancellingTheTaskOfATestStoreSendCancelsTheWholeTree() async {
        let cancellations = CallCounter()
        let store = TestStore(initialState: Cascade.State()) { Cascade(cancellations: cancellations) }

        let task = await store.send(.start)
        await store.receive(\.step) { $0.steps = 1 }
        await store.receive(\.step) { $0.steps = 2 }
        await store.receive(\.step) { $0.steps = 3 }
        await task.cancel()

        // The test store's end-of-test check finds no effect left running.
        #expect(cancellations.value == 3)
    }

    @Test func anActionSentByAnEffectOfACancelledTreeStartsNothingThatLasts() async throws {
        let cancellations = CallCounter()
        let store = Store(initialState: Cascade.State()) { Cascade(cancellations: cancellations) }

        let task = store.send(.start)
        task.cancel()
        await task.finish()

        #expect(store.steps <= 1)
        #expect(task.isCancelled)
    }

    /// Waits for the store's effects to get somewhere: up to 6,000 looks 5 ms apart. The limit
    /// counts looks, not time, because the main actor is shared with every other `@MainActor`
    /// test of the run: while a long one holds it, neither this loop nor the store's sends
    /// move, and a deadline in wall-clock time ran out under a loaded CI machine.
    private func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<6_000 {
            if condition() { return }
            try await Task.sleep(for: .milliseconds(5))
        }
        try #require(condition(), "the effects did not get there in 6,000 looks")
    }
}

/// A count that effects on any thread add to.
final class CallCounter: Sendable {
    private let count = Mutex(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int {
        count.withLock { $0 }
    }
}
