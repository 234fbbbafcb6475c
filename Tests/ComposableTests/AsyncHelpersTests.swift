import Composable
import ComposableTesting
import Testing

/// `Result { try await ... }` and `Task.never()`, on their own and inside effects.
@MainActor
struct AsyncHelpersTests {
    struct FetchFailed: Error, Equatable {}

    /// Loads a fact in an effect and keeps the answer, as the original's case studies do.
    struct FactLoader: Reducer {
        struct State: Equatable {
            var fact: String?
            var failed = false
        }

        enum Action {
            case load(Int)
            case loaded(Result<String, any Error>)
            case listen
        }

        let fetch: @Sendable (Int) async throws -> String

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .load(number):
                    return .run { send in
                        await send(.loaded(Result { try await fetch(number) }))
                    }
                case let .loaded(.success(fact)):
                    state.fact = fact
                    return .none
                case .loaded(.failure):
                    state.failed = true
                    return .none
                case .listen:
                    return .run { _ in try await Task.never() }
                        .cancellable(id: "listening")
                }
            }
        }
    }

    @Test func resultCatchingAnAsyncClosureHoldsWhatItReturns() async throws {
        let result = await Result { () async throws -> Int in
            await Task.yield()
            return 42
        }
        #expect(try result.get() == 42)
    }

    @Test func resultCatchingAnAsyncClosureHoldsWhatItThrows() async {
        let result = await Result { () async throws -> Int in
            await Task.yield()
            throw FetchFailed()
        }
        guard case let .failure(error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error as? FetchFailed == FetchFailed())
    }

    @Test func anEffectSendsTheResultOfAnAsyncCall() async {
        let loads = TestStore(initialState: FactLoader.State()) {
            FactLoader(fetch: { "\($0) is the number of the day" })
        }
        await loads.send(.load(7))
        await loads.receive(\.loaded) { $0.fact = "7 is the number of the day" }

        let fails = TestStore(initialState: FactLoader.State()) {
            FactLoader(fetch: { _ in throw FetchFailed() })
        }
        await fails.send(.load(7))
        await fails.receive(\.loaded) { $0.failed = true }
    }

    @Test func taskNeverReturnsOnlyByThrowingCancellationErrorWhenCancelled() async {
        let waiting = Task { () -> (any Error)? in
            do {
                try await Task.never()
            } catch {
                return error
            }
        }
        try? await Task.sleep(nanoseconds: 10_000_000)
        waiting.cancel()
        let error = await waiting.value
        #expect(error is CancellationError)
    }

    @Test func anEffectAwaitingTaskNeverRunsUntilItIsCancelled() async {
        let store = TestStore(initialState: FactLoader.State()) { FactLoader(fetch: { _ in "" }) }
        let listening = await store.send(.listen)
        #expect(listening.isCancelled == false)
        await listening.cancel()
        await store.finish()
    }
}
