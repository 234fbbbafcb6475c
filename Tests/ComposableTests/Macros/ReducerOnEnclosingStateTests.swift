import Composable
import ComposableTesting
import Testing

// As the original's ReducerBuilderTests spell them: an `@Reducer` struct nested in a feature
// whose body names the feature's `State` and `Action` gets none of its own, and
// `Scope(\.self, action: \.self)` scopes to the state itself.

@Reducer
private struct Outer {
    struct State: Equatable {
        var count = 0
        var optionalSelf: Self? {
            get { self }
            set { newValue.map { self = $0 } }
        }
    }

    enum Action: Equatable {
        case tap
    }

    var body: some Reducer<State, Action> {
        Scope(\.self, action: \.self) {
            Counting()
                .ifLet(\.optionalSelf, action: \.self) {
                    EmptyReducer()
                }
        }
    }

    @Reducer
    struct Counting {
        var body: some Reducer<State, Action> {
            Reduce { state, _ in
                state.count += 1
                return .none
            }
        }
    }
}

@MainActor
struct ReducerOnEnclosingStateTests {
    @Test func aNestedReducerWithAnExplicitBodyRunsOnTheEnclosingState() async {
        let counting: Outer.Counting = Outer.Counting()
        var state = Outer.State()
        _ = counting.reduce(into: &state, action: .tap)
        #expect(state.count == 1)
    }

    @Test func scopingToSelfRunsTheChildOnTheWholeState() async {
        let store = TestStore(initialState: Outer.State()) { Outer() }
        await store.send(.tap) { $0.count = 1 }
    }
}
