import Composable
import ComposableTesting
import Testing

/// A feature whose view may send only the actions in its `view` case.
struct LoginFeature: Reducer {
    struct State: Equatable {
        var isLoggingIn = false
        var attempts = 0
        var name = ""
    }

    enum Action: ViewAction {
        case loginResponse(Bool)
        case view(View)

        enum View: BindableAction {
            case binding(BindingAction<State>)
            case loginButtonTapped
        }
    }

    var body: some ReducerOf<Self> {
        BindingReducer(action: \.view)
        Reduce { state, action in
            switch action {
            case .view(.loginButtonTapped):
                state.isLoggingIn = true
                state.attempts += 1
                return .send(.loginResponse(true))
            case .loginResponse:
                state.isLoggingIn = false
                return .none
            case .view(.binding):
                return .none
            }
        }
    }
}

/// A view-action feature that forgot its `BindingReducer`.
struct UnboundViewFeature: Reducer {
    struct State: Equatable { var name = "" }
    enum Action: ViewAction {
        case view(View)
        enum View: BindableAction { case binding(BindingAction<State>) }
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

/// What a view marked `@ViewAction(for: LoginFeature.self)` in the original becomes here.
@MainActor
struct LoginScreen: ViewActionSending {
    let store: StoreOf<LoginFeature>

    func tapLogin() {
        send(.loginButtonTapped)
    }
}

@MainActor
struct ViewActionTests {
    @Test func aViewSendsItsActionsWithoutSpellingTheViewCase() {
        let store = Store(initialState: LoginFeature.State()) { LoginFeature() }
        LoginScreen(store: store).tapLogin()
        #expect(store.state.attempts == 1)
    }

    @Test func aTestSendsViewActionsThroughTheViewCase() async {
        let store = TestStore(initialState: LoginFeature.State()) { LoginFeature() }

        await store.send(.view(.loginButtonTapped)) {
            $0.isLoggingIn = true
            $0.attempts = 1
        }
        await store.receive(\.loginResponse) { $0.isLoggingIn = false }
    }

    @Test func aTestSendsAViewActionByItsCaseKeyPath() async {
        let store = TestStore(initialState: LoginFeature.State()) { LoginFeature() }

        await store.send(\.view.loginButtonTapped) {
            $0.isLoggingIn = true
            $0.attempts = 1
        }
        await store.receive(\.loginResponse) { $0.isLoggingIn = false }
    }

    @Test func aStoreWritesAPropertyThroughTheViewsBindingAction() async {
        let store = Store(initialState: LoginFeature.State()) { LoginFeature() }
        store.name = "Ada"
        #expect(store.state.name == "Ada")
    }

    @Test func aViewBindingWithoutABindingReducerIsReported() {
        let store = Store(initialState: UnboundViewFeature.State()) { UnboundViewFeature() }
        withKnownIssue {
            store.name = "Ada"
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("A binding action sent from a store was not handled") }
        }
        #expect(store.state.name == "")
    }

    @Test func viewActionIsTheProtocolRequirementThatTheViewCaseSatisfies() {
        let wrap: (LoginFeature.Action.View) -> LoginFeature.Action = LoginFeature.Action.view
        guard case .view(.loginButtonTapped) = wrap(.loginButtonTapped) else {
            Issue.record("expected .view(.loginButtonTapped)")
            return
        }
    }
}
