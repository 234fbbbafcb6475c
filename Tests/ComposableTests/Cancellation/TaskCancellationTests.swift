import Composable
import ComposableTesting
import Testing

/// `withTaskCancellation(id:cancelInFlight:)` and `Task.cancel(id:)`, in and out of a store.
@MainActor
struct TaskCancellationTests {
    enum Work: Hashable, Sendable { case download, other }

    @Test func taskCancelIDCancelsTheBlockRunningUnderThatID() async throws {
        let running = CallCounter()
        let download = Task {
            await withTaskCancellation(id: Work.download) {
                running.increment()
                return (try? await Task.sleep(for: .seconds(3600))) == nil
            }
        }
        while running.value == 0 { await Task.yield() }

        Task.cancel(id: Work.other)
        Task.cancel(id: Work.download)

        #expect(await download.value)
    }

    @Test func cancelInFlightCancelsTheBlockAlreadyRunningUnderTheID() async {
        let started = CallCounter()
        let first = Task {
            await withTaskCancellation(id: Work.download, cancelInFlight: true) {
                started.increment()
                return (try? await Task.sleep(for: .seconds(3600))) == nil
            }
        }
        while started.value == 0 { await Task.yield() }
        let second = await withTaskCancellation(id: Work.download, cancelInFlight: true) { "second ran" }

        #expect(await first.value)
        #expect(second == "second ran")
    }

    @Test func aThrowingBlockRethrowsItsError() async {
        struct Failure: Error {}
        await #expect(throws: Failure.self) {
            try await withTaskCancellation(id: Work.other) { throw Failure() }
        }
    }

    struct SelfCancelling: Reducer {
        struct State: Equatable {
            var responses = 0
        }

        enum Action {
            case tap
            case response
            case stop
            case start
        }

        enum CancelID { case response, poll }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .tap:
                    return .run { send in
                        Task.cancel(id: CancelID.response)
                        try Task.checkCancellation()
                        await send(.response)
                    }
                    .cancellable(id: CancelID.response)
                case .response:
                    state.responses += 1
                    return .none
                case .start:
                    return .run { send in
                        await withTaskCancellation(id: CancelID.poll) {
                            try? await Task.sleep(for: .seconds(3600))
                        }
                        await send(.response)
                    }
                case .stop:
                    return .cancel(id: CancelID.poll)
                }
            }
        }
    }

    @Test func anEffectThatCancelsItsOwnIDIsCancelledAtOnce() async {
        let store = TestStore(initialState: SelfCancelling.State()) { SelfCancelling() }

        await store.send(.tap).finish()
    }

    @Test func theReducersCancelReachesAWithTaskCancellationBlockInItsEffect() async {
        let store = TestStore(initialState: SelfCancelling.State()) { SelfCancelling() }

        await store.send(.start)
        await store.send(.stop)
        await store.receive(\.response) { $0.responses = 1 }
    }
}
