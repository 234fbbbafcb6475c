import Composable
import Testing

/// `forEach` and `ifLet` read their child state the fast way only when the key path leads to
/// plain stored properties. A property with `didSet` must be read plainly, so that an action
/// that does not touch it never runs its `didSet`.
@MainActor
struct ObservedChildPropertyTests {
    struct Counter: Reducer {
        struct State: Equatable, Identifiable {
            var id: Int
            var count = 0
        }

        enum Action {
            case increment
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.count += 1
            return .none
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            var rows: IdentifiedArrayOf<Counter.State> = [] {
                didSet { rowsSetCount += 1 }
            }
            var child: Counter.State? {
                didSet { childSetCount += 1 }
            }
            var rowsSetCount = 0
            var childSetCount = 0
            var unrelated = 0
        }

        enum Action {
            case rows(IdentifiedActionOf<Counter>)
            case child(Counter.Action)
            case unrelatedTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case .unrelatedTapped = action { state.unrelated += 1 }
                return .none
            }
            .forEach(\.rows, action: \.rows) { Counter() }
            .ifLet(\.child, action: \.child) { Counter() }
        }
    }

    static func initialState() -> Parent.State {
        var state = Parent.State(rows: [Counter.State(id: 1)], child: Counter.State(id: 9))
        state.rowsSetCount = 0
        state.childSetCount = 0
        return state
    }

    @Test func anActionThatLeavesTheChildrenAloneRunsNoDidSet() {
        let store = Store(initialState: Self.initialState()) { Parent() }
        store.send(.unrelatedTapped)
        store.send(.unrelatedTapped)
        #expect(store.unrelated == 2)
        #expect(store.rowsSetCount == 0)
        #expect(store.childSetCount == 0)
    }

    @Test func childActionsStillReachObservedProperties() {
        let store = Store(initialState: Self.initialState()) { Parent() }
        store.send(.rows(.element(id: 1, action: .increment)))
        store.send(.child(.increment))
        #expect(store.rows[id: 1]?.count == 1)
        #expect(store.child?.count == 1)
        // Each change to a row or to the child sets the property once, as writing it by hand would.
        #expect(store.rowsSetCount == 1)
        #expect(store.childSetCount == 1)
    }
}
