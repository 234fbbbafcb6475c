import Composable
import Foundation
import Testing

// The API under test is deprecated, as in the original: the scenarios that use it are
// deprecated members, run by the tests at the bottom through a protocol.
@MainActor
struct BindingStateTestsScenarios: BindingStateTestsScenarioRunning {
    @available(*, deprecated)
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

    @available(*, deprecated)
    func aBindingStatePropertyReadsAndComparesAsItsValue() {
        struct State: Equatable {
            @BindingState var count = 0
        }
        var state = State()
        state.count = 3
        #expect(state.count == 3)
        #expect(state == State(count: 3))
        #expect(state != State(count: 4))
        #expect(state.$count.wrappedValue == 3)
    }

    @available(*, deprecated)
    func setWithADollarKeyPathWritesTheWrappedValue() {
        let store = Store(initialState: Form.State()) { Form() }

        store.send(.binding(.set(\.$nested, Form.State.Nested(field: "Hello"))))
        store.send(.set(\.$nested, Form.State.Nested(field: "special")))

        #expect(store.nested.field == "special")
        #expect(store.log == ["nested", "special"])
    }

    @available(*, deprecated)
    func bindingActionsOfBindingStateAreEqualByPropertyAndValue() {
        struct State {
            @BindingState var count = 0
            @BindingState var other = 0
        }
        #expect(BindingAction<State>.set(\.$count, 1) == .set(\.$count, 1))
        #expect(BindingAction<State>.set(\.$count, 1) != .set(\.$count, 2))
        #expect(BindingAction<State>.set(\.$count, 1) != .set(\.$other, 1))
    }

    @available(*, deprecated)
    func aCaseKeyPathThroughBindingStateExtractsTheValue() {
        let action = Form.Action.binding(.set(\.$nested, Form.State.Nested(field: "x")))
        #expect(action[case: \.binding.$nested] == Form.State.Nested(field: "x"))
    }

    @available(*, deprecated)
    func bindingStateCodesAsItsValue() throws {
        struct State: Codable, Equatable {
            @BindingState var count = 0
        }
        let data = try JSONEncoder().encode(State(count: 7))
        #expect(String(decoding: data, as: UTF8.self) == #"{"count":7}"#)
        #expect(try JSONDecoder().decode(State.self, from: data) == State(count: 7))
    }
}

/// The scenarios above, which use the deprecated API, run through this protocol, whose
/// requirements are not deprecated: so the tests use it without a deprecation warning, as
/// Swift Testing does not take a deprecated test function.
@MainActor
protocol BindingStateTestsScenarioRunning {
    func aBindingStatePropertyReadsAndComparesAsItsValue() async throws
    func setWithADollarKeyPathWritesTheWrappedValue() async throws
    func bindingActionsOfBindingStateAreEqualByPropertyAndValue() async throws
    func aCaseKeyPathThroughBindingStateExtractsTheValue() async throws
    func bindingStateCodesAsItsValue() async throws
}

@MainActor
struct BindingStateTests {
    let scenarios: any BindingStateTestsScenarioRunning = BindingStateTestsScenarios()

    @Test func aBindingStatePropertyReadsAndComparesAsItsValue() async throws {
        try await scenarios.aBindingStatePropertyReadsAndComparesAsItsValue()
    }

    @Test func setWithADollarKeyPathWritesTheWrappedValue() async throws {
        try await scenarios.setWithADollarKeyPathWritesTheWrappedValue()
    }

    @Test func bindingActionsOfBindingStateAreEqualByPropertyAndValue() async throws {
        try await scenarios.bindingActionsOfBindingStateAreEqualByPropertyAndValue()
    }

    @Test func aCaseKeyPathThroughBindingStateExtractsTheValue() async throws {
        try await scenarios.aCaseKeyPathThroughBindingStateExtractsTheValue()
    }

    @Test func bindingStateCodesAsItsValue() async throws {
        try await scenarios.bindingStateCodesAsItsValue()
    }
}
