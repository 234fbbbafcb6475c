import Composable
import ComposableUI
import Testing

// The API under test is deprecated, as in the original: the scenarios that use it are
// deprecated members, run by the tests at the bottom through a protocol.
@MainActor
struct ViewStoreBindingTestsScenarios: ViewStoreBindingTestsScenarioRunning {
    @available(*, deprecated)
    struct Profile: Reducer {
        struct State: Equatable {
            @BindingState var name = ""
            var nickname = ""
            var count = 0
            var log: [String] = []
        }

        enum Action: BindableAction, Equatable {
            case binding(BindingAction<State>)
            case nicknameChanged(String)
            case incrementTapped
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                switch action {
                case let .binding(binding):
                    state.log.append("\(binding)")
                case let .nicknameChanged(nickname):
                    state.nickname = nickname
                case .incrementTapped:
                    state.count += 1
                }
                return .none
            }
        }
    }

    @available(*, deprecated)
    func bindingGetSendReadsTheViewStateAndSendsTheAction() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { $0 })
        let nickname = viewStore.binding(get: \.nickname, send: { .nicknameChanged($0) })

        nickname.wrappedValue = "Ada"

        #expect(nickname.wrappedValue == "Ada")
        #expect(store.nickname == "Ada")
    }

    @available(*, deprecated)
    func bindingSendingOneActionIgnoresTheValue() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { $0 })
        let tapped = viewStore.binding(get: \.count, send: .incrementTapped)

        tapped.wrappedValue = 99

        #expect(store.count == 1)
    }

    @available(*, deprecated)
    func aBindingStatePropertyIsABindingThatSendsABindingAction() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { $0 })

        viewStore.$name.wrappedValue = "Grace"

        #expect(viewStore.name == "Grace")
        #expect(store.log.count == 1)
        #expect(store.log.first?.hasSuffix(#", "Grace")"#) == true)
    }

    @available(*, deprecated)
    struct NameState: Equatable {
        @BindingViewState var name: String
    }

    @available(*, deprecated)
    func aBindingViewStatePropertyIsABinding() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { NameState(name: $0.$name) })
        let before = viewStore.state
        let name = viewStore.$name

        name.wrappedValue += "Hopper"

        #expect(name.wrappedValue == "Hopper")
        #expect(store.name == "Hopper")
        #expect(before != viewStore.state)
    }

    @available(*, deprecated)
    func sendWithAnimationSendsInAnAnimatedTransaction() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { $0.count })

        viewStore.send(.incrementTapped, animation: .default)

        #expect(viewStore.state == 1)
    }

    @available(*, deprecated)
    struct CounterView: View {
        let store: StoreOf<Profile>

        var body: some View {
            WithViewStore(store, observe: { $0.count }) { viewStore in
                Text("\(viewStore.state)")
                Button("Increment") { viewStore.send(.incrementTapped) }
            }
        }
    }

    @available(*, deprecated)
    func withViewStoreShowsItsContentAndUpdatesWithTheViewState() throws {
        let store = Store(initialState: Profile.State()) { Profile() }
        let host = ViewHost(CounterView(store: store))
        #expect(host.texts == ["0", "Increment"])

        try host.tap("Increment")
        #expect(host.texts == ["1", "Increment"])

        store.send(.nicknameChanged("Ada"))  // not part of the view state
        #expect(host.texts == ["1", "Increment"])
    }

    @available(*, deprecated)
    struct NameField: View {
        let store: StoreOf<Profile>

        var body: some View {
            WithViewStore(store, observe: { NameState(name: $0.$name) }) { viewStore in
                TextField("Name", text: viewStore.$name)
                Text("Hello, \(viewStore.name)")
            }
        }
    }

    @available(*, deprecated)
    func aTextFieldEditsABindingViewState() throws {
        let store = Store(initialState: Profile.State()) { Profile() }
        let host = ViewHost(NameField(store: store))

        try host.type("Ada", into: "Name")

        #expect(store.name == "Ada")
        #expect(host.texts.contains("Hello, Ada"))
    }

    @available(*, deprecated)
    func bindingLocalIsActiveOnlyWhileABindingSendsItsAction() async throws {
        #expect(!BindingLocal.isActive)
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { $0 })
        var wasActive = false
        let nickname = viewStore.binding(get: \.nickname) { name in
            wasActive = BindingLocal.isActive
            return .nicknameChanged(name)
        }
        nickname.wrappedValue = "Ada"
        #expect(wasActive)
        #expect(!BindingLocal.isActive)
        #expect(viewStore.nickname == "Ada")
    }

    @available(*, deprecated)
    struct ObservingView: View {
        @ObservedObject var viewStore: ViewStore<Profile.State, Profile.Action>

        var body: some View {
            Text(viewStore.nickname)
        }
    }

    @available(*, deprecated)
    func anObservedObjectHoldsAViewStoreForAView() async throws {
        let store = Store(initialState: Profile.State(nickname: "Ada")) { Profile() }
        let view = ObservingView(viewStore: ViewStore(store, observe: { $0 }))
        #expect(view.viewStore.nickname == "Ada")
        view.viewStore.send(.nicknameChanged("Grace"))
        #expect(view.viewStore.nickname == "Grace")

        final class Model: ObservableObject {
            var name = "Ada"
        }
        let model = ObservedObject(wrappedValue: Model())
        model.projectedValue.name.wrappedValue = "Grace"  // `$model.name` in a view
        #expect(model.wrappedValue.name == "Grace")
    }
}

/// The scenarios above, which use the deprecated API, run through this protocol, whose
/// requirements are not deprecated: so the tests use it without a deprecation warning, as
/// Swift Testing does not take a deprecated test function.
@MainActor
protocol ViewStoreBindingTestsScenarioRunning {
    func bindingGetSendReadsTheViewStateAndSendsTheAction() async throws
    func bindingSendingOneActionIgnoresTheValue() async throws
    func aBindingStatePropertyIsABindingThatSendsABindingAction() async throws
    func aBindingViewStatePropertyIsABinding() async throws
    func sendWithAnimationSendsInAnAnimatedTransaction() async throws
    func withViewStoreShowsItsContentAndUpdatesWithTheViewState() async throws
    func aTextFieldEditsABindingViewState() async throws
    func bindingLocalIsActiveOnlyWhileABindingSendsItsAction() async throws
    func anObservedObjectHoldsAViewStoreForAView() async throws
}

@MainActor
struct ViewStoreBindingTests {
    let scenarios: any ViewStoreBindingTestsScenarioRunning = ViewStoreBindingTestsScenarios()

    @Test func bindingGetSendReadsTheViewStateAndSendsTheAction() async throws {
        try await scenarios.bindingGetSendReadsTheViewStateAndSendsTheAction()
    }

    @Test func bindingSendingOneActionIgnoresTheValue() async throws {
        try await scenarios.bindingSendingOneActionIgnoresTheValue()
    }

    @Test func aBindingStatePropertyIsABindingThatSendsABindingAction() async throws {
        try await scenarios.aBindingStatePropertyIsABindingThatSendsABindingAction()
    }

    @Test func aBindingViewStatePropertyIsABinding() async throws {
        try await scenarios.aBindingViewStatePropertyIsABinding()
    }

    @Test func sendWithAnimationSendsInAnAnimatedTransaction() async throws {
        try await scenarios.sendWithAnimationSendsInAnAnimatedTransaction()
    }

    @Test func withViewStoreShowsItsContentAndUpdatesWithTheViewState() async throws {
        try await scenarios.withViewStoreShowsItsContentAndUpdatesWithTheViewState()
    }

    @Test func aTextFieldEditsABindingViewState() async throws {
        try await scenarios.aTextFieldEditsABindingViewState()
    }

    @Test func bindingLocalIsActiveOnlyWhileABindingSendsItsAction() async throws {
        try await scenarios.bindingLocalIsActiveOnlyWhileABindingSendsItsAction()
    }

    @Test func anObservedObjectHoldsAViewStoreForAView() async throws {
        try await scenarios.anObservedObjectHoldsAViewStoreForAView()
    }
}
