import Composable
import Testing

@MainActor
struct ReducerBuilderFlowTests {
    struct Append: Reducer {
        let letter: String

        var body: some Reducer<String, Void> {
            Reduce { state, _ in
                state += letter
                return .none
            }
        }
    }

    @Test func aForLoopRunsEachReducerItListsInOrder() {
        let letters = ["a", "b", "c"]
        let store = Store(initialState: "") {
            for letter in letters {
                Append(letter: letter)
            }
            Append(letter: "!")
        }

        store.send(())

        #expect(store.state == "abc!")
    }

    @Test func anEmptyForLoopRunsNothing() {
        let store = Store(initialState: "") {
            for letter in [String]() {
                Append(letter: letter)
            }
        }

        store.send(())

        #expect(store.state == "")
    }

    @Test func anExistentialReducerRunsInABuilder() {
        let picked: any Reducer<String, Void> = Bool.random() ? Append(letter: "x") : Append(letter: "x")
        let store = Store(initialState: "") {
            Append(letter: "a")
            picked as any Reducer<String, Void>
            Append(letter: "b") as any Reducer<String, Void>
        }

        store.send(())

        #expect(store.state == "axb")
    }

    struct Looping: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case tap
        }

        var body: some ReducerOf<Self> {
            CombineReducers {
                for _ in 1...3 {
                    Reduce { state, _ in
                        state.count += 1
                        return .none
                    }
                }
                if Bool.random() {
                    EmptyReducer()
                } else {
                    EmptyReducer()
                }
                Looping.Step() as any ReducerOf<Self>
            }
        }

        struct Step: Reducer {
            var body: some Reducer<Looping.State, Looping.Action> {
                Reduce { state, _ in
                    state.count *= 10
                    return .none
                }
            }
        }
    }

    @Test func loopsConditionsAndExistentialsMixInOneBody() {
        let store = Store(initialState: Looping.State()) { Looping() }

        store.send(.tap)

        #expect(store.count == 30)
    }
}
