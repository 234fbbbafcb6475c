import Composable
import ComposableTesting
import Testing

/// A feature whose count is shared in memory, changed by an action and by an effect.
struct SharedCounter: Reducer {
    struct State: Equatable {
        @Shared(.inMemory("count")) var count = 0
        var title = "Counter"
    }

    enum Action: Equatable {
        case incrementTapped
        case incrementLaterTapped
        case incrementedLater
        case incrementInEffectTapped
        case renameTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementTapped:
                state.$count.withLock { $0 += 1 }
                return .none
            case .incrementLaterTapped:
                return .send(.incrementedLater)
            case .incrementedLater:
                state.$count.withLock { $0 += 10 }
                return .none
            case .incrementInEffectTapped:
                return .run { [count = state.$count] _ in
                    count.withLock { $0 += 100 }
                }
            case .renameTapped:
                state.title = "Renamed"
                return .none
            }
        }
    }
}

/// A `TestStore` asserts shared state as exhaustively as the rest of the state: the test
/// describes each shared change, from the value before the action.
@MainActor
struct SharedStateTestStoreTests {
    @Test func aSharedChangeIsAssertedThroughWithLock() async {
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }

        await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
        await store.send(.incrementTapped) { $0.$count.withLock { $0 += 1 } }

        #expect(store.state.count == 2)
    }

    @Test func anUnassertedSharedChangeFailsAndNamesTheSharedField() async throws {
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }

        let reported = await failures(containing: "State was not expected to change") {
            await store.send(.incrementTapped)
        }

        let failure = try #require(reported.first)
        #expect(
            failure.message == """
                State was not expected to change, but a change occurred.

                    \u{2007} SharedCounter.State(
                    \u{2212}   _count: 0,
                    +   _count: 1,
                    \u{2007}   title: "Counter"
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """
        )
    }

    @Test func aWrongSharedExpectationFails() async {
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }

        let reported = await failures(containing: "A state change does not match expectation") {
            await store.send(.incrementTapped) { $0.$count.withLock { $0 = 2 } }
        }

        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("\u{2212}   _count: 2,") == true)
        #expect(reported.first?.message.contains("+   _count: 1,") == true)
    }

    @Test func aSharedChangeDescribedWithoutAnyOtherChangeIsNotAnUnnecessaryClosure() async {
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }

        await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
        await store.send(.renameTapped) { $0.title = "Renamed" }
    }

    @Test func aSharedChangeMadeByAReceivedActionIsAssertedAtTheReceive() async {
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }

        await store.send(.incrementLaterTapped)
        await store.receive(.incrementedLater) { $0.$count.withLock { $0 = 10 } }
    }

    @Test func aSharedChangeMadeInAnEffectIsAssertedWithAssert() async {
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }

        await store.send(.incrementInEffectTapped)
        store.assert { $0.$count.withLock { $0 = 100 } }
        await store.finish()
    }

    @Test func aSharedChangeMadeInAnEffectAndNeverAssertedFailsAtFinish() async throws {
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }

        await store.send(.incrementInEffectTapped)
        let reported = await failures(containing: "Test store finished before asserting against changes to shared state") {
            await store.finish()
        }

        let failure = try #require(reported.first)
        #expect(failure.message.contains(#"'Shared<Int>(.inMemory("count"))': 0 → 100"#))
    }

    @Test func aNonExhaustiveStoreLetsSharedChangesGoUnasserted() async {
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
        store.exhaustivity = .off

        await store.send(.incrementTapped)
        await store.send(.incrementTapped) { $0.$count.withLock { $0 = 2 } }
        #expect(store.state.count == 2)
    }

    @Test func eachTestStoreStartsFromAFreshInMemoryValue() async {
        // Another test in this suite incremented "count"; this one starts from the default.
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }

        #expect(store.state.count == 0)
        await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
    }

    @Test func aSharedValueDeclaredByTheTestIsTheOneTheStoreChanges() async {
        @Shared(.inMemory("count")) var count = 0
        let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }

        await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }

        #expect(count == 1)
    }
}
