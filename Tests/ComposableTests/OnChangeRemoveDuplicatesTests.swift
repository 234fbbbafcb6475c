import Composable
import ComposableTesting
import Testing

@MainActor
struct OnChangeRemoveDuplicatesTests {
    struct Pair: Reducer {
        struct State: Equatable {
            var left = 0
            var right = 0
            var sum = 0
        }

        enum Action: Equatable {
            case bothTapped
            case nothing
            case sumComputed(Int)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .bothTapped:
                    state.left += 1
                    state.right += 1
                    return .none
                case .nothing:
                    return .none
                case let .sumComputed(sum):
                    state.sum = sum
                    return .none
                }
            }
            .onChange(of: { ($0.left, $0.right) }, removeDuplicates: ==) { _, new in
                Reduce { _, _ in .send(.sumComputed(new.0 + new.1)) }
            }
        }
    }

    @Test func aTupleIsWatchedWithTheGivenEquality() async {
        let store = TestStore(initialState: Pair.State()) { Pair() }

        await store.send(.bothTapped) {
            $0.left = 1
            $0.right = 1
        }
        await store.receive(.sumComputed(2)) { $0.sum = 2 }
        await store.send(.nothing)
    }

    struct Rows: Reducer {
        struct Row: Equatable, Identifiable {
            let id: Int
            var taps = 0
        }

        struct State: Equatable {
            var rows: IdentifiedArrayOf<Row> = [Row(id: 0)]
            var reorders = 0
        }

        enum Action: Equatable {
            case tapped(Int)
            case added(Int)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .tapped(id):
                    state.rows[id: id]?.taps += 1
                case let .added(id):
                    state.rows.append(Row(id: id))
                }
                return .none
            }
            .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { _, _ in
                Reduce { state, _ in
                    state.reorders += 1
                    return .none
                }
            }
        }
    }

    @Test func whatCountsAsAChangeIsUpToRemoveDuplicates() async {
        let store = TestStore(initialState: Rows.State()) { Rows() }

        await store.send(.tapped(0)) { $0.rows[id: 0]?.taps = 1 }
        await store.send(.added(1)) {
            $0.rows.append(Rows.Row(id: 1))
            $0.reorders = 1
        }
        await store.send(.tapped(1)) { $0.rows[id: 1]?.taps = 1 }
    }

    struct Doubler: Reducer {
        struct State: Equatable {
            var value = 0
            var doubled = 0
        }

        enum Action: Equatable {
            case set(Int)
            case logged(Int)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case let .set(value) = action { state.value = value }
                return .none
            }
            .onChange(of: \.value) { oldValue, state in
                state.doubled = state.value * 2
                return .send(.logged(oldValue))
            }
        }
    }

    @Test func aPerformClosureChangesTheStateAndReturnsAnEffectWhenTheValueChanges() async {
        let store = TestStore(initialState: Doubler.State()) { Doubler() }

        await store.send(.set(3)) {
            $0.value = 3
            $0.doubled = 6
        }
        await store.receive(.logged(0))
        await store.send(.set(3))
    }

    @Test func theOldAndNewValuesReachTheReaction() {
        var seen: [(Int, Int)] = []
        let reducer = Reduce<Int, Int> { state, action in
            state = action
            return .none
        }
        .onChange(of: { $0 }, removeDuplicates: { $0 / 10 == $1 / 10 }) { old, new in
            Reduce { _, _ in
                seen.append((old, new))
                return .none
            }
        }
        var state = 0
        for action in [5, 12, 17, 30] {
            _ = reducer.reduce(into: &state, action: action)
        }

        #expect(seen.map(\.0) == [5, 17])
        #expect(seen.map(\.1) == [12, 30])
    }
}
