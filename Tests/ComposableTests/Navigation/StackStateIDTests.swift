import Composable
import ComposableTesting
import Testing

/// A stack built in a store's initial state takes its ids from the store's generator, #0, #1,
/// ..., and in a test a push with an id further on than the next one fails, as in the original.
@MainActor
struct StackStateIDTests {
    struct Counter: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case increment
        }

        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.count += 1
                return .none
            }
        }
    }

    struct Path: Reducer {
        struct State: Equatable {
            var path = StackState<Counter.State>()
        }

        enum Action {
            case path(StackActionOf<Counter>)
        }

        var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
                .forEach(\.path, action: \.path) { Counter() }
        }
    }

    @Test func aStackInTheInitialStateIsNumberedByTheStoresGenerator() async {
        let store = TestStore(initialState: Path.State(path: StackState([Counter.State(), Counter.State()]))) {
            Path()
        }

        await store.send(.path(.element(id: 0, action: .increment))) { $0.path[id: 0]?.count = 1 }
        await store.send(.path(.element(id: 1, action: .increment))) { $0.path[id: 1]?.count = 1 }
        await store.send(.path(.push(id: 2, state: Counter.State()))) {
            $0.path[id: 2] = Counter.State()
        }
    }

    @Test func aPushWithAnIDAheadOfTheNextOneFailsTheTest() async {
        let store = TestStore(initialState: Path.State()) { Path() }

        await withKnownIssue {
            await store.send(.path(.push(id: 1, state: Counter.State()))) {
                $0.path[id: 1] = Counter.State()
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("received a \"push\" action with an unexpected generational ID") }
        }
    }
}

/// A stack element removed by a reducer other than the stack's `forEach` has its effects
/// cancelled, as in the original.
@MainActor
struct StackOuterCancellationTests {
    struct Listener: Reducer {
        struct State: Equatable {}

        enum Action {
            case listen
        }

        var body: some ReducerOf<Self> {
            Reduce { _, _ in
                .run { _ in try await Task.sleep(for: .seconds(3600)) }
            }
        }
    }

    struct Stack: Reducer {
        struct State: Equatable {
            var path = StackState<Listener.State>()
        }

        enum Action {
            case path(StackActionOf<Listener>)
            case clearBefore
            case clearAfter
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case .clearBefore = action { state.path.removeAll() }
                return .none
            }
            Reduce { _, _ in .none }
                .forEach(\.path, action: \.path) { Listener() }
            Reduce { state, action in
                if case .clearAfter = action { state.path.removeAll() }
                return .none
            }
        }
    }

    @Test func anElementRemovedBeforeTheStacksReducerHasItsEffectsCancelled() async {
        let store = TestStore(initialState: Stack.State()) { Stack() }

        await store.send(.path(.push(id: 0, state: Listener.State()))) { $0.path[id: 0] = Listener.State() }
        await store.send(.path(.element(id: 0, action: .listen)))
        await store.send(.clearBefore) { $0.path.removeAll() }
        // The test store's end-of-test check finds no effect left running.
    }

    @Test func anElementRemovedAfterTheStacksReducerHasItsEffectsCancelledByTheNextAction() async {
        let store = TestStore(initialState: Stack.State()) { Stack() }

        await store.send(.path(.push(id: 0, state: Listener.State()))) { $0.path[id: 0] = Listener.State() }
        await store.send(.path(.element(id: 0, action: .listen)))
        await store.send(.clearAfter) { $0.path.removeAll() }
        await store.send(.clearAfter)
    }
}
