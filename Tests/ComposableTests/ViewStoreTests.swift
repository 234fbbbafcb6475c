import Composable
import Observation
import Testing

// `ViewStore`, `BindingViewStore`, `BindingViewState` and `Store.ifLet(then:else:)` are
// deprecated, as in the original; these tests are too, so that using them warns nowhere.
@available(*, deprecated)
@MainActor
struct ViewStoreTests {
    struct Counter: Reducer {
        struct State: Equatable {
            var count = 0
            var isLoading = false
            @BindingState var name = ""
        }

        enum Action: BindableAction, Equatable {
            case binding(BindingAction<State>)
            case incrementTapped
            case refresh
            case refreshed
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                switch action {
                case .binding:
                    return .none
                case .incrementTapped:
                    state.count += 1
                    return .none
                case .refresh:
                    state.isLoading = true
                    return .send(.refreshed)
                case .refreshed:
                    state.isLoading = false
                    return .none
                }
            }
        }
    }

    @Test func aViewStoreReadsTheViewStateAndSendsToTheStore() {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0.count })

        viewStore.send(.incrementTapped)

        #expect(viewStore.state == 1)
        #expect(store.count == 1)
    }

    @Test func dynamicMembersReadTheViewState() {
        let store = Store(initialState: Counter.State(count: 4)) { Counter() }
        let viewStore = ViewStore(store, observe: { $0 })
        #expect(viewStore.count == 4)
        #expect(viewStore.isLoading == false)
    }

    @Test func viewActionsAreTurnedIntoTheStoresActions() {
        enum ViewAction { case plusTapped }
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0.count }, send: { (_: ViewAction) in .incrementTapped })

        viewStore.send(.plusTapped)
        viewStore.send(.plusTapped)

        #expect(viewStore.state == 2)
    }

    @Test func observersHearOnlyOfViewStateChanges() async {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0.count })
        let changes = LockIsolated(0)

        withObservationTracking { _ = viewStore.state } onChange: { changes.withValue { $0 += 1 } }
        store.send(.binding(.set(\.isLoading, true)))
        #expect(changes.value == 0)

        store.send(.incrementTapped)
        #expect(changes.value == 1)
    }

    @Test func removeDuplicatesDecidesWhatIsAChange() {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0.count }, removeDuplicates: { $0 / 2 == $1 / 2 })
        let changes = LockIsolated(0)

        withObservationTracking { _ = viewStore.state } onChange: { changes.withValue { $0 += 1 } }
        store.send(.incrementTapped)  // 0 -> 1: the same by `removeDuplicates`
        #expect(changes.value == 0)

        store.send(.incrementTapped)  // 1 -> 2
        #expect(changes.value == 1)
    }

    @Test func sendWhileWaitsUntilThePredicateNoLongerHolds() async {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0 })

        await viewStore.send(.refresh, while: \.isLoading)

        #expect(viewStore.isLoading == false)
    }

    @Test func aViewStoreIsLogged() {
        let store = Store(initialState: Counter.State()) { Counter() }
        Logger.shared.isEnabled = true
        defer { Logger.shared.isEnabled = false }
        Logger.shared.clear()

        do {
            let viewStore = ViewStore(store, observe: { $0 })
            _ = viewStore
        }

        #expect(Logger.shared.logs == ["ViewStoreOf<ViewStoreTests.Counter>.init", "ViewStoreOf<ViewStoreTests.Counter>.deinit"])
    }

    struct ViewState: Equatable {
        @BindingViewState var name: String
        var count: Int
    }

    @Test func aBindingViewStateWritesThroughABindingAction() {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { ViewState(name: $0.$name, count: $0.count) })
        let before = viewStore.state

        before.name = "Ada"

        #expect(store.name == "Ada")
        #expect(viewStore.name == "Ada")
        // The older view state was made with "" and now reads "Ada": it is a change.
        #expect(before != viewStore.state)
        #expect(viewStore.state == viewStore.state)
    }

    @Test func aBindingViewStateReachesPropertiesOfItsValue() {
        struct Contact: Equatable, Sendable {
            var name = ""
        }
        struct Address: Reducer {
            struct State: Equatable {
                @BindingState var contact = Contact()
            }

            enum Action: BindableAction {
                case binding(BindingAction<State>)
            }

            var body: some ReducerOf<Self> {
                BindingReducer()
            }
        }
        struct NameState: Equatable {
            @BindingViewState var name: String
        }
        let store = Store(initialState: Address.State()) { Address() }
        let viewStore = ViewStore(store, observe: { NameState(name: $0.$contact.name) })

        viewStore.state.name = "Grace"

        #expect(store.contact.name == "Grace")
    }

    struct Unhandled: Reducer {
        struct State: Equatable {
            @BindingState var value = 0
        }
        static let declarationLine: UInt = #line - 2

        enum Action: BindableAction, Equatable {
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> {
            EmptyReducer()
        }
    }

    @Test func anUnhandledBindingStateWriteNamesWhereThePropertyIsDeclared() {
        struct ValueState: Equatable {
            @BindingViewState var value: Int
        }
        let store = Store(initialState: Unhandled.State()) { Unhandled() }
        let viewStore = ViewStore(store, observe: { ValueState(value: $0.$value) })
        let warnings = RuntimeWarningRecorder()

        warnings.record { viewStore.state.value = 42 }

        #expect(store.value == 0)
        #expect(warnings.messages == [
            """
            A binding action sent from a store for binding state defined at \
            "ComposableTests/ViewStoreTests.swift:\(Unhandled.declarationLine)" was not handled.

              Action:
                ViewStoreTests.Unhandled.Action.binding(.set(_, 42))

            To fix this, invoke "BindingReducer()" from your feature reducer's "body".
            """,
        ])
    }

    struct Parent: Reducer {
        struct State: Equatable {
            var child: Counter.State?
        }

        enum Action: Equatable {
            case child(Counter.Action)
            case show
            case hide
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .show: state.child = Counter.State()
                case .hide: state.child = nil
                case .child: break
                }
                return .none
            }
            .ifLet(\.child, action: \.child) { Counter() }
        }
    }

    @Test func storeIfLetCallsThenAndElseAsTheStateComesAndGoes() async {
        let store = Store(initialState: Parent.State()) { Parent() }
        let childStore: Store<Counter.State?, Counter.Action> = store.scope(state: \.child, action: \.child)
        var calls: [String] = []

        let token = childStore.ifLet { child in
            calls.append("then \(child.count)")
            child.send(.incrementTapped)
        } else: {
            calls.append("else")
        }
        store.send(.show)
        await settle()
        store.send(.child(.incrementTapped))
        await settle()
        store.send(.hide)
        await settle()

        #expect(calls == ["else", "then 0", "else"])
        token.cancel()
        store.send(.show)
        await settle()
        #expect(calls.count == 3)
    }

    @Test func storeIfLetOnAStoreScopedWithClosuresIsReported() {
        let store = Store(initialState: Parent.State(child: Counter.State())) { Parent() }
        let warnings = RuntimeWarningRecorder()

        let token = warnings.record {
            store.scope(state: { $0.child }, action: { .child($0) }).ifLet { _ in }
        }

        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.hasPrefix("Scoping from uncached 'Store<Counter.State?, Counter.Action>'") == true)
        token.cancel()
    }

    /// Lets the main actor run what observation scheduled.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }
}
