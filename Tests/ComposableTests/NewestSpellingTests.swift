import Composable
import ComposableTesting
import Foundation
import Testing

/// The original's newest spellings, as its Todos app and case studies write them.
@MainActor
struct NewestSpellingTests {
    struct Counter: Reducer {
        struct State: Equatable, Identifiable {
            var id: UUID = UUID(0)
            var count = 0
            var label = ""
        }

        enum Action: BindableAction {
            case binding(BindingAction<State>)
            case incrementTapped
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                if case .incrementTapped = action { state.count += 1 }
                return .none
            }
        }
    }

    struct Pair: Reducer {
        struct State: Equatable {
            var first = Counter.State()
            var rows: IdentifiedArrayOf<Counter.State> = []
            var selection: Identified<UUID, Counter.State?>?
        }

        enum Action {
            case first(Counter.Action)
            case rows(IdentifiedActionOf<Counter>)
            case response(Result<Int, any Error>)
        }

        var body: some ReducerOf<Self> {
            Scope(\.first, action: \.first) { Counter() }
            Reduce { state, action in
                if case let .response(.success(count)) = action { state.first.count = count }
                return .none
            }
            .forEach(\.rows, action: \.rows) { Counter() }
        }
    }

    @Test func scopeAndStoreScopeTakeTheStatePathWithoutALabel() {
        let store = Store(initialState: Pair.State()) { Pair() }

        store.scope(\.first, action: \.first).send(.incrementTapped)

        #expect(store.first.count == 1)
    }

    @Test func uuidsWrittenAsCountsMatchTheIncrementingGenerator() {
        #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(UUID(42).uuidString == "00000000-0000-0000-0000-00000000002A")
    }

    @Test func identifiedPairsAValueWithAnIdAndReadsThroughToIt() {
        var selection = Identified(Counter.State(count: 3), id: "row")

        selection.count += 1

        #expect(selection.id == "row")
        #expect(selection.value.count == 4)
        #expect(selection == Identified(Counter.State(count: 4), id: "row"))
    }

    @Test func resultHasCasePathsForItsOutcomes() {
        let success: Result<Int, any Error> = .success(7)

        #expect(success[case: \.success] == 7)
        #expect(success[case: \.failure] == nil)
    }

    @Test func aTestStoreSendsAndReceivesByCaseKeyPath() async {
        let store = TestStore(initialState: Pair.State(rows: [Counter.State(id: UUID(1))])) { Pair() }

        await store.send(\.rows[id: UUID(1)].binding.label, "Hello") {
            $0.rows[id: UUID(1)]?.label = "Hello"
        }
        await store.send(\.first.incrementTapped) {
            $0.first.count = 1
        }
        await store.send(\.response, .success(5)) {
            $0.first.count = 5
        }
    }

    struct Alerts: Reducer {
        struct State: Equatable {
            @Presents var alert: AlertState<Action.Alert>?
        }

        enum Action {
            case alert(PresentationAction<Alert>)
            case showTapped
            enum Alert { case again }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .showTapped, .alert(.presented(.again)):
                    state.alert = AlertState { TextState("Again?") } actions: {
                        ButtonState(action: .again) { TextState("Again") }
                    }
                    return .none
                case .alert:
                    return .none
                }
            }
            .ifLet(\.$alert, action: \.alert) { EmptyReducer() }
        }
    }

    @Test func anAlertButtonThatPresentsAnotherAlertLeavesTheNewOneUp() async {
        let store = Store(initialState: Alerts.State()) { Alerts() }

        store.send(.showTapped)
        let first = store.alert?.id
        store.send(.alert(.presented(.again)))

        #expect(store.alert != nil)
        #expect(store.alert?.id != first)
    }
}
