import Composable
import ComposableTesting
import Testing

/// Two root stores running the same feature are isolated: `.cancel(id:)` in one never cancels
/// the other's effect with the same id, as in the original.
@MainActor
struct RootStoreCancellationIsolationTests {
    struct Responder: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case cancelTapped
            case response(Int)
            case tap
        }

        enum CancelID { case response }

        @Dependency(\.continuousClock) var clock

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .cancelTapped:
                    return .cancel(id: CancelID.response)
                case let .response(value):
                    state.count = value
                    return .none
                case .tap:
                    return .run { send in
                        try await clock.sleep(for: .zero)
                        await send(.response(42))
                    }
                    .cancellable(id: CancelID.response)
                }
            }
        }
    }

    @Test func cancellingAnIDInOneStoreLeavesTheOtherStoresEffect() async {
        let clock = TestClock()
        let first = Store(initialState: Responder.State()) { Responder() } withDependencies: { $0.continuousClock = clock }
        let second = Store(initialState: Responder.State()) { Responder() } withDependencies: { $0.continuousClock = clock }

        let firstTask = first.send(.tap)
        let secondTask = second.send(.tap)
        second.send(.cancelTapped)
        await clock.advance()
        await firstTask.finish()
        await secondTask.finish()

        #expect(first.count == 42)
        #expect(second.count == 0)
    }

    @Test func cancellingAnIDInOneTestStoreLeavesTheOtherTestStoresEffect() async {
        let clock = TestClock()
        let first = TestStore(initialState: Responder.State()) { Responder() } withDependencies: { $0.continuousClock = clock }
        let second = TestStore(initialState: Responder.State()) { Responder() } withDependencies: { $0.continuousClock = clock }

        await first.send(.tap)
        await second.send(.tap)
        await second.send(.cancelTapped)
        await clock.advance()
        await first.receive(\.response) { $0.count = 42 }
    }
}
