import Composable
import Foundation
import Testing

// The older `@BindingState` spelling is deprecated, as in the original; these tests are too,
// so that using it warns nowhere.
@available(*, deprecated)
@MainActor
struct BindingStateTests {
    struct Form: Reducer {
        struct State: Equatable {
            @BindingState var nested = Nested()
            var log: [String] = []

            struct Nested: Equatable {
                var field = ""
            }
        }

        enum Action: BindableAction, Equatable {
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                switch action {
                case .binding(.set(\.$nested, State.Nested(field: "special"))):
                    state.log.append("special")
                case .binding(\.$nested):
                    state.log.append("nested")
                case .binding:
                    state.log.append("other")
                }
                return .none
            }
        }
    }

    @Test func aBindingStatePropertyReadsAndComparesAsItsValue() {
        struct State: Equatable {
            @BindingState var count = 0
        }
        var state = State()
        state.count = 3
        #expect(state.count == 3)
        #expect(state == State(count: 3))
        #expect(state != State(count: 4))
        #expect(String(describing: state.$count) == "3")
    }

    @Test func setWithADollarKeyPathWritesTheWrappedValue() {
        let store = Store(initialState: Form.State()) { Form() }

        store.send(.binding(.set(\.$nested, Form.State.Nested(field: "Hello"))))
        store.send(.set(\.$nested, Form.State.Nested(field: "special")))

        #expect(store.nested.field == "special")
        #expect(store.log == ["nested", "special"])
    }

    @Test func bindingActionsOfBindingStateAreEqualByPropertyAndValue() {
        struct State {
            @BindingState var count = 0
            @BindingState var other = 0
        }
        #expect(BindingAction<State>.set(\.$count, 1) == .set(\.$count, 1))
        #expect(BindingAction<State>.set(\.$count, 1) != .set(\.$count, 2))
        #expect(BindingAction<State>.set(\.$count, 1) != .set(\.$other, 1))
    }

    @Test func aCaseKeyPathThroughBindingStateExtractsTheValue() {
        let action = Form.Action.binding(.set(\.$nested, Form.State.Nested(field: "x")))
        #expect(action[case: \.binding.$nested] == Form.State.Nested(field: "x"))
    }

    @Test func bindingStateCodesAsItsValue() throws {
        struct State: Codable, Equatable {
            @BindingState var count = 0
        }
        let data = try JSONEncoder().encode(State(count: 7))
        #expect(String(decoding: data, as: UTF8.self) == #"{"count":7}"#)
        #expect(try JSONDecoder().decode(State.self, from: data) == State(count: 7))
    }
}
