import Composable
import ComposableTesting
import Testing

// `store.bindings` is deprecated, as in the original: the scenarios that use it are deprecated
// members, run by the tests at the bottom through a protocol.
@MainActor
struct TestStoreBindingsScenarios: TestStoreBindingsScenarioRunning {
    @available(*, deprecated)
    struct Login: Reducer {
        struct State: Equatable {
            @BindingState var email = ""
            var isFormValid = false
        }

        enum Action: Equatable {
            case view(View)

            enum View: Equatable, BindableAction {
                case binding(BindingAction<State>)
            }
        }

        var body: some ReducerOf<Self> {
            BindingReducer(action: /Action.view)
            Reduce { state, _ in
                state.isFormValid = !state.email.isEmpty
                return .none
            }
        }
    }

    @available(*, deprecated)
    struct Signup: Reducer {
        struct State: Equatable {
            @BindingState var email = ""
        }

        enum Action: Equatable, BindableAction {
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> { BindingReducer() }
    }

    @available(*, deprecated)
    struct EmailViewState: Equatable {
        @BindingViewState var email: String
        var isFormValid: Bool

        @MainActor
        init(_ store: BindingViewStore<Login.State>) {
            _email = store.$email
            isFormValid = store.isFormValid
        }
    }

    @available(*, deprecated)
    func bindingsShowTheStateTheTestAsserted() async {
        let store = TestStore(initialState: Login.State()) { Login() }
        #expect(!EmailViewState(store.bindings(action: /Login.Action.view)).isFormValid)
        await store.send(.view(.set(\.$email, "blob@pointfree.co"))) {
            $0.email = "blob@pointfree.co"
            $0.isFormValid = true
        }
        let viewState = EmailViewState(store.bindings(action: /Login.Action.view))
        #expect(viewState.isFormValid)
        #expect(viewState.email == "blob@pointfree.co")
    }

    @available(*, deprecated)
    func bindingsOfABindableActionReadTheState() async {
        let store = TestStore(initialState: Signup.State()) { Signup() }
        await store.send(.set(\.$email, "a@b.c")) { $0.email = "a@b.c" }
        #expect(store.bindings.email == "a@b.c")
        #expect(store.bindings.$email.wrappedValue == "a@b.c")
    }
}

/// The scenarios above, which use the deprecated API, run through this protocol, whose
/// requirements are not deprecated.
@MainActor
protocol TestStoreBindingsScenarioRunning {
    func bindingsShowTheStateTheTestAsserted() async
    func bindingsOfABindableActionReadTheState() async
}

@MainActor
struct TestStoreBindingsTests {
    let scenarios: any TestStoreBindingsScenarioRunning = TestStoreBindingsScenarios()

    @Test func bindingsShowTheStateTheTestAsserted() async {
        await scenarios.bindingsShowTheStateTheTestAsserted()
    }

    @Test func bindingsOfABindableActionReadTheState() async {
        await scenarios.bindingsOfABindableActionReadTheState()
    }
}
