import Composable
import Testing

/// Stores are equal and hash by identity, as the original's, and describe themselves by the
/// original's short type names.
@MainActor
struct StoreIdentityTests {
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

    struct Parent: Reducer {
        struct State: Equatable {
            var counter = Counter.State()
        }

        enum Action {
            case counter(Counter.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.counter, action: \.counter) { Counter() }
        }
    }

    @Test func aStoreEqualsItselfOnly() {
        let first = Store(initialState: Counter.State()) { Counter() }
        let second = Store(initialState: Counter.State()) { Counter() }

        #expect(first == first)
        #expect(first != second)
    }

    @Test func equalStatesDoNotMakeStoresEqual() {
        let first = Store(initialState: Counter.State(count: 3)) { Counter() }
        let second = Store(initialState: Counter.State(count: 3)) { Counter() }

        #expect(first.state == second.state)
        #expect(first != second)
    }

    @Test func theSameScopeTwiceIsTheSameStore() {
        let store = Store(initialState: Parent.State()) { Parent() }

        #expect(store.scope(state: \.counter, action: \.counter) == store.scope(state: \.counter, action: \.counter))
    }

    @Test func storesHashByIdentity() {
        let first = Store(initialState: Counter.State()) { Counter() }
        let second = Store(initialState: Counter.State()) { Counter() }

        let stores: Set = [first, second, first]
        #expect(stores.count == 2)
        #expect(first.hashValue == first.hashValue)
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(first))
        #expect(first.hashValue == hasher.finalize())
    }

    @Test func aFeaturesStoreIsDescribedAsStoreOf() {
        let store = Store(initialState: Counter.State()) { Counter() }

        #expect(store.debugDescription == "StoreOf<StoreIdentityTests.Counter>")
        #expect(String(reflecting: store) == "StoreOf<StoreIdentityTests.Counter>")
    }

    @Test func otherStoresAreDescribedAsTheOriginalDescribesThem() {
        #expect(Store<Counter.State?, Counter.Action>(initialState: nil) { EmptyReducer() }.debugDescription
            == "StoreOf<StoreIdentityTests.Counter?>")
        #expect(
            Store<IdentifiedArray<Int, Row.State>, IdentifiedAction<Int, Row.Action>>(initialState: IdentifiedArray<Int, Row.State>()) { EmptyReducer() }.debugDescription
                == "IdentifiedStoreOf<StoreIdentityTests.Row>"
        )
        #expect(
            Store<PresentationState<Counter.State>, PresentationAction<Counter.Action>>(initialState: PresentationState(wrappedValue: nil)) {
                EmptyReducer()
            }.debugDescription == "PresentationStoreOf<StoreIdentityTests.Counter>"
        )
        #expect(
            Store<StackState<Counter.State>, StackAction<Counter.State, Counter.Action>>(initialState: StackState<Counter.State>()) { EmptyReducer() }.debugDescription
                == "StackStoreOf<StoreIdentityTests.Counter>"
        )
        #expect(Store<Int, String>(initialState: 0) { EmptyReducer() }.debugDescription == "Store<Int, String>")
        #expect(Store<[Int?], Void>(initialState: [Int?]()) { EmptyReducer() }.debugDescription == "Store<[Int?], ()>")
    }

    enum Row {
        struct State: Equatable, Identifiable {
            let id: Int
        }

        enum Action {
            case tapped
        }
    }
}
