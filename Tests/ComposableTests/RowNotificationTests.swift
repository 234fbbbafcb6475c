import Composable
import Observation
import Synchronization
import Testing

/// After an action, the stores of a list's rows notify exactly the observers whose row changed,
/// whether the row changed in place (the fast path) or the list was rebuilt, reordered or put
/// back to an older value (the stores then look at every row).
@MainActor
struct RowNotificationTests {
    struct Row: Reducer {
        struct State: Equatable, Identifiable {
            let id: Int
            var value = 0
        }

        enum Action { case bump }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.value += 1
            return .none
        }
    }

    struct List: Reducer {
        struct State: Equatable {
            var rows: IdentifiedArrayOf<Row.State> = IdentifiedArray(uniqueElements: (0..<100).map { Row.State(id: $0) })
            var saved: IdentifiedArrayOf<Row.State>?
        }

        enum Action {
            case rows(IdentifiedActionOf<Row>)
            case bumpEveryOther
            case rebuild
            case save
            case restore
            case removeFirst
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .bumpEveryOther:
                    for index in state.rows.indices where index.isMultiple(of: 2) { state.rows[index].value += 1 }
                case .rebuild:
                    state.rows = IdentifiedArray(uniqueElements: state.rows.map { Row.State(id: $0.id, value: $0.id == 5 ? 50 : $0.value) })
                case .save:
                    state.saved = state.rows
                case .restore:
                    if let saved = state.saved { state.rows = saved }
                case .removeFirst:
                    state.rows.remove(at: 0)
                case .rows:
                    break
                }
                return .none
            }
            .forEach(\.rows, action: \.rows) { Row() }
        }
    }

    /// Observes `value` of every row store; returns which rows' observers heard of a change.
    final class Heard: Sendable {
        private let ids = Mutex<Set<Int>>([])
        var value: Set<Int> { ids.withLock { $0 } }
        func record(_ id: Int) { _ = ids.withLock { $0.insert(id) } }
    }

    private func observeEveryRow(of store: StoreOf<List>) -> Heard {
        let heard = Heard()
        for row in store.scope(state: \.rows, action: \.rows) {
            let id = row.withState(\.id)
            withObservationTracking { _ = row.value } onChange: { heard.record(id) }
        }
        return heard
    }

    @Test func oneRowChangedInPlaceNotifiesThatRowOnly() {
        let store = Store(initialState: List.State()) { List() }
        _ = observeEveryRow(of: store)
        store.send(.rows(.element(id: 1, action: .bump)))  // starts the history
        let heard = observeEveryRow(of: store)

        store.send(.rows(.element(id: 42, action: .bump)))

        #expect(heard.value == [42])
    }

    @Test func rowsChangedThroughPositionsAreAllNotified() {
        let store = Store(initialState: List.State()) { List() }
        _ = observeEveryRow(of: store)
        store.send(.rows(.element(id: 1, action: .bump)))
        let heard = observeEveryRow(of: store)

        store.send(.bumpEveryOther)

        #expect(heard.value == Set(stride(from: 0, to: 100, by: 2)))
    }

    @Test func aRebuiltListNotifiesTheRowsThatDiffer() {
        let store = Store(initialState: List.State()) { List() }
        let heard = observeEveryRow(of: store)

        store.send(.rebuild)

        #expect(heard.value == [5])
    }

    @Test func anOlderValuePutBackNotifiesTheRowsItReverts() {
        let store = Store(initialState: List.State()) { List() }
        store.send(.save)
        store.send(.rows(.element(id: 7, action: .bump)))
        let heard = observeEveryRow(of: store)
        store.send(.rows(.element(id: 8, action: .bump)))
        #expect(heard.value == [8])

        let afterRestore = observeEveryRow(of: store)
        store.send(.restore)

        #expect(afterRestore.value == [7, 8])
        #expect(store.rows[id: 7]?.value == 0)
    }

    @Test func aRemovedRowLeavesTheOthersAlone() {
        let store = Store(initialState: List.State()) { List() }
        _ = observeEveryRow(of: store)
        store.send(.rows(.element(id: 1, action: .bump)))
        let heard = observeEveryRow(of: store)

        store.send(.removeFirst)
        store.send(.rows(.element(id: 3, action: .bump)))

        // The removed row's store left the cache (its view goes with it); row 3 was changed in
        // place after the removal, which had started the history over.
        #expect(heard.value == [3])
        #expect(store.scope(state: \.rows, action: \.rows).count == 99)
    }
}
