import Composable
import ComposableTesting
import Foundation
import Testing

/// A store makes its initial state with its own dependencies in place, as the original does:
/// a `State()` that reads a dependency gets the store's value.
@MainActor
struct StoreInitialStateDependenciesTests {
    struct Stamped: Reducer {
        struct State: Equatable {
            var createdAt: Date
            var id: UUID

            init() {
                @Dependency(\.date) var date
                @Dependency(\.uuid) var uuid
                createdAt = date.now
                id = uuid()
            }
        }

        enum Action {
            case tap
        }

        var body: some ReducerOf<Self> {
            EmptyReducer()
        }
    }

    @Test func aStoresInitialStateReadsTheDependenciesItWasGiven() {
        let store = Store(initialState: Stamped.State()) {
            Stamped()
        } withDependencies: {
            $0.date = .constant(Date(timeIntervalSinceReferenceDate: 1_234_567_890))
            $0.uuid = .incrementing
        }

        #expect(store.withState(\.createdAt) == Date(timeIntervalSinceReferenceDate: 1_234_567_890))
        #expect(store.withState(\.id) == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
    }

    @Test func aTestStoresInitialStateReadsTheTestsDependencies() async {
        let store = TestStore(initialState: Stamped.State()) {
            Stamped()
        } withDependencies: {
            $0.date.now = Date(timeIntervalSince1970: 42)
            $0.uuid = .incrementing
        }

        #expect(store.state.createdAt == Date(timeIntervalSince1970: 42))
        #expect(store.state.id == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
        await store.send(.tap)
    }

    @Test func aStoresInitialStateInfersItsTypeFromTheReducer() {
        let store = Store(initialState: .init()) {
            Stamped()
        } withDependencies: {
            $0.date = .constant(Date(timeIntervalSince1970: 7))
            $0.uuid = .incrementing
        }

        #expect(store.withState(\.createdAt) == Date(timeIntervalSince1970: 7))
    }
}
