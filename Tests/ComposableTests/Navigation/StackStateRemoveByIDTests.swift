import Composable
import ComposableTesting
import Dispatch
import Testing

/// `path[id: id] = nil` removes that screen alone, as the original's `StackState` does: the
/// screens above it stay, and an effect of one of them still reaches it by its id.
@MainActor
struct StackStateRemoveByIDTests {
    @Test func settingNilRemovesOnlyThatScreen() {
        var path = StackState(["List", "Detail", "Edit"])
        let ids = path.ids
        path[id: ids[1]] = nil
        #expect(Array(path) == ["List", "Edit"])
        #expect(path.ids == [ids[0], ids[2]])
        path[id: 99] = nil
        #expect(path.count == 2)
    }

    struct Child: Reducer {
        let delay: Int
        struct State: Equatable { var count = 0 }
        enum Action: Equatable {
            case response(Int)
            case tap
        }
        @Dependency(\.mainQueue) var mainQueue
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .response(value):
                    state.count += value
                    return .none
                case .tap:
                    return .run { [delay, mainQueue] send in
                        try await mainQueue.sleep(for: .seconds(delay))
                        await send(.response(delay))
                    }
                }
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable { var path = StackState<Child.State>() }
        enum Action: Equatable {
            case path(StackActionOf<Child>)
            case removeFirst
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case .removeFirst = action { state.path[id: state.path.ids[0]] = nil }
                return .none
            }
            .forEach(\.path, action: \.path) { Child(delay: 2) }
        }
    }

    @Test func removingTheFirstScreenCancelsItsEffectsAndLeavesTheSecondsRunning() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: Parent.State(path: StackState([Child.State(), Child.State()]))) {
            Parent()
        } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }

        await store.send(.path(.element(id: 0, action: .tap)))
        await store.send(.path(.element(id: 1, action: .tap)))
        await store.send(.removeFirst) {
            $0.path[id: 0] = nil
        }
        await mainQueue.advance(by: .seconds(2))
        await store.receive(.path(.element(id: 1, action: .response(2)))) {
            $0.path[id: 1]?.count = 2
        }
        await store.send(.removeFirst) {
            $0.path[id: 1] = nil
        }
    }
}
