import Composable
import Observation
import Synchronization
import Testing

/// Stores whose state holds a shared value: a change made by any holder reaches every store,
/// and the observers of each.
@MainActor
struct SharedStoreTests {
    struct Counter: Reducer {
        struct State: Equatable {
            @Shared(.inMemory("count")) var count = 0
        }

        enum Action {
            case incrementTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.$count.withLock { $0 += 1 }
                return .none
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            @Shared var count: Int
            var child: Child.State

            init() {
                let count = Shared(value: 0)
                _count = count
                child = Child.State(count: count)
            }
        }

        enum Action {
            case child(Child.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.child, action: \.child) { Child() }
        }
    }

    struct Child: Reducer {
        struct State: Equatable {
            @Shared var count: Int
        }

        enum Action {
            case incrementTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.$count.withLock { $0 += 1 }
                return .none
            }
        }
    }

    @Test func twoStoresHoldingOneInMemoryKeySeeEachOthersWrites() {
        let first = Store(initialState: Counter.State()) { Counter() }
        let second = Store(initialState: Counter.State()) { Counter() }

        first.send(.incrementTapped)
        second.send(.incrementTapped)

        #expect(first.count == 2)
        #expect(second.count == 2)
    }

    @Test func anObserverOfOneStoreHearsAWriteMadeThroughAnother() {
        let first = Store(initialState: Counter.State()) { Counter() }
        let second = Store(initialState: Counter.State()) { Counter() }
        let notified = Mutex(false)

        withObservationTracking {
            _ = first.count
        } onChange: {
            notified.withLock { $0 = true }
        }
        second.send(.incrementTapped)

        #expect(notified.withLock { $0 })
        #expect(first.count == 1)
    }

    @Test func anObserverOfAStoreHearsAWriteMadeOutsideAnyStore() {
        let store = Store(initialState: Counter.State()) { Counter() }
        @Shared(.inMemory("count")) var count = 0
        let notified = Mutex(false)

        withObservationTracking {
            _ = store.count
        } onChange: {
            notified.withLock { $0 = true }
        }
        $count.withLock { $0 = 10 }

        #expect(notified.withLock { $0 })
        #expect(store.count == 10)
    }

    @Test func aChildHandedTheParentsReferenceChangesTheParentsValue() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let child = store.scope(state: \.child, action: \.child)

        child.send(.incrementTapped)

        #expect(store.count == 1)
        #expect(child.count == 1)
    }
}
