import Composable
import ComposableTesting
import Foundation
import Testing

/// `DependencyValues._current`, the original's name for the values in place, as its
/// PresentationReducerTests read it in a state's default value.
@MainActor
struct DependencyValuesCurrentTests {
    struct Item: Equatable, Identifiable {
        var id = DependencyValues._current.uuid()
    }

    @Test func itReadsTheValuesInPlace() {
        let ids = withDependencies { $0.uuid = .incrementing } operation: {
            [Item().id, Item().id]
        }
        #expect(ids == [UUID(0), UUID(1)])
    }

    struct Feature: Reducer {
        struct State: Equatable { var items: [Item] = [] }
        enum Action { case add }
        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.items.append(Item())
                return .none
            }
        }
    }

    @Test func aReducerSeesItsStoresValues() async {
        let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
            $0.uuid = .incrementing
        }
        await store.send(.add) { $0.items = [Item(id: UUID(0))] }
    }
}
