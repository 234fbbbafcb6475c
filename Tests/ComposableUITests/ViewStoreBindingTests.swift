import ComposableUI
import Testing

// `ViewStore`, `WithViewStore`, `@BindingState` and `@BindingViewState` are deprecated, as in
// the original; these tests are too, so that using them warns nowhere.
@available(*, deprecated)
@MainActor
struct ViewStoreBindingTests {
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

    @Test func bindingGetSendReadsTheViewStateAndSendsTheAction() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { $0 })
        let nickname = viewStore.binding(get: \.nickname, send: { .nicknameChanged($0) })

        nickname.wrappedValue = "Ada"

        #expect(nickname.wrappedValue == "Ada")
        #expect(store.nickname == "Ada")
    }

    @Test func bindingSendingOneActionIgnoresTheValue() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { $0 })
        let tapped = viewStore.binding(get: \.count, send: .incrementTapped)

        tapped.wrappedValue = 99

        #expect(store.count == 1)
    }

    @Test func aBindingStatePropertyIsABindingThatSendsABindingAction() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { $0 })

        viewStore.$name.wrappedValue = "Grace"

        #expect(viewStore.name == "Grace")
        #expect(store.log.count == 1)
        #expect(store.log.first?.hasSuffix(#", "Grace")"#) == true)
    }

    struct NameState: Equatable {
        @BindingViewState var name: String
    }

    @Test func aBindingViewStatePropertyIsABinding() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { NameState(name: $0.$name) })
        let before = viewStore.state
        let name = viewStore.$name

        name.wrappedValue += "Hopper"

        #expect(name.wrappedValue == "Hopper")
        #expect(store.name == "Hopper")
        #expect(before != viewStore.state)
    }

    @Test func sendWithAnimationSendsInAnAnimatedTransaction() {
        let store = Store(initialState: Profile.State()) { Profile() }
        let viewStore = ViewStore(store, observe: { $0.count })

        viewStore.send(.incrementTapped, animation: .default)

        #expect(viewStore.state == 1)
    }

    struct CounterView: View {
        let store: StoreOf<Profile>

        var body: some View {
            WithViewStore(store, observe: { $0.count }) { viewStore in
                Text("\(viewStore.state)")
                Button("Increment") { viewStore.send(.incrementTapped) }
            }
        }
    }

    @Test func withViewStoreShowsItsContentAndUpdatesWithTheViewState() throws {
        let store = Store(initialState: Profile.State()) { Profile() }
        let host = ViewHost(CounterView(store: store))
        #expect(host.texts == ["0"])

        try host.tap("Increment")
        #expect(host.texts == ["1"])

        store.send(.nicknameChanged("Ada"))  // not part of the view state
        #expect(host.texts == ["1"])
    }

    struct NameField: View {
        let store: StoreOf<Profile>

        var body: some View {
            WithViewStore(store, observe: { NameState(name: $0.$name) }) { viewStore in
                TextField("Name", text: viewStore.$name)
                Text("Hello, \(viewStore.name)")
            }
        }
    }

    @Test func aTextFieldEditsABindingViewState() throws {
        let store = Store(initialState: Profile.State()) { Profile() }
        let host = ViewHost(NameField(store: store))

        try host.type("Ada", into: "Name")

        #expect(store.name == "Ada")
        #expect(host.texts.contains("Hello, Ada"))
    }
}
