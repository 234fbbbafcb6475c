import Composable
import Observation
import Testing

// The API under test is deprecated, as in the original: the scenarios that use it are
// deprecated members, run by the tests at the bottom through a protocol.
@MainActor
struct ViewStoreTestsScenarios: ViewStoreTestsScenarioRunning {
    @available(*, deprecated)
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

    @available(*, deprecated)
    func aViewStoreReadsTheViewStateAndSendsToTheStore() {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0.count })

        viewStore.send(.incrementTapped)

        #expect(viewStore.state == 1)
        #expect(store.count == 1)
    }

    @available(*, deprecated)
    func dynamicMembersReadTheViewState() {
        let store = Store(initialState: Counter.State(count: 4)) { Counter() }
        let viewStore = ViewStore(store, observe: { $0 })
        #expect(viewStore.count == 4)
        #expect(viewStore.isLoading == false)
    }

    enum ViewAction { case plusTapped }

    @available(*, deprecated)
    func viewActionsAreTurnedIntoTheStoresActions() {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0.count }, send: { (_: ViewAction) in .incrementTapped })

        viewStore.send(.plusTapped)
        viewStore.send(.plusTapped)

        #expect(viewStore.state == 2)
    }

    @available(*, deprecated)
    func observersHearOnlyOfViewStateChanges() async {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0.count })
        let changes = LockIsolated(0)

        withObservationTracking { _ = viewStore.state } onChange: { changes.withValue { $0 += 1 } }
        store.send(.binding(.set(\.isLoading, true)))
        #expect(changes.value == 0)

        store.send(.incrementTapped)
        #expect(changes.value == 1)
    }

    @available(*, deprecated)
    func removeDuplicatesDecidesWhatIsAChange() {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0.count }, removeDuplicates: { $0 / 2 == $1 / 2 })
        let changes = LockIsolated(0)

        withObservationTracking { _ = viewStore.state } onChange: { changes.withValue { $0 += 1 } }
        store.send(.incrementTapped)  // 0 -> 1: the same by `removeDuplicates`
        #expect(changes.value == 0)

        store.send(.incrementTapped)  // 1 -> 2
        #expect(changes.value == 1)
    }

    @available(*, deprecated)
    func sendWhileWaitsUntilThePredicateNoLongerHolds() async {
        let store = Store(initialState: Counter.State()) { Counter() }
        let viewStore = ViewStore(store, observe: { $0 })

        await viewStore.send(.refresh, while: \.isLoading)

        #expect(viewStore.isLoading == false)
    }

    @available(*, deprecated)
    func aViewStoreIsLogged() {
        let store = Store(initialState: Counter.State()) { Counter() }
        Logger.shared.isEnabled = true
        defer { Logger.shared.isEnabled = false }
        Logger.shared.clear()

        do {
            let viewStore = ViewStore(store, observe: { $0 })
            _ = viewStore
        }

        #expect(Logger.shared.logs == ["ViewStoreOf<ViewStoreTestsScenarios.Counter>.init", "ViewStoreOf<ViewStoreTestsScenarios.Counter>.deinit"])
    }

    @available(*, deprecated)
    struct ViewState: Equatable {
        @BindingViewState var name: String
        var count: Int
    }

    @available(*, deprecated)
    func aBindingViewStateWritesThroughABindingAction() {
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

    struct Contact: Equatable, Sendable {
        var name = ""
    }
    @available(*, deprecated)
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
    @available(*, deprecated)
    struct NameState: Equatable {
        @BindingViewState var name: String
    }

    @available(*, deprecated)
    func aBindingViewStateReachesPropertiesOfItsValue() {
        let store = Store(initialState: Address.State()) { Address() }
        let viewStore = ViewStore(store, observe: { NameState(name: $0.$contact.name) })

        viewStore.state.name = "Grace"

        #expect(store.contact.name == "Grace")
    }

    @available(*, deprecated)
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

    @available(*, deprecated)
    func anUnhandledBindingStateWriteNamesWhereThePropertyIsDeclared() {
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
                ViewStoreTestsScenarios.Unhandled.Action.binding(.set(_, 42))

            To fix this, invoke "BindingReducer()" from your feature reducer's "body".
            """,
        ])
    }

    @available(*, deprecated)
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

    @available(*, deprecated)
    func storeIfLetCallsThenAndElseAsTheStateComesAndGoes() async {
        let store = Store(initialState: Parent.State()) { Parent() }
        let childStore: Store<Counter.State?, Counter.Action> = store.scope(state: \.child, action: \.child)
        var calls: [String] = []
        var children: [Store<Counter.State, Counter.Action>] = []

        let token = childStore.ifLet { child in
            calls.append("then \(child.count)")
            children.append(child)
        } else: {
            calls.append("else")
        }
        // Called at once, and then within each `send` that changes whether the child is there.
        #expect(calls == ["else"])
        store.send(.show)
        #expect(calls == ["else", "then 0"])
        children.last?.send(.incrementTapped)
        #expect(children.last?.count == 1)
        store.send(.child(.incrementTapped))
        #expect(calls == ["else", "then 0"])
        store.send(.hide)
        #expect(calls == ["else", "then 0", "else"])
        // The store handed over keeps the last state it had.
        #expect(children.last?.count == 2)

        token.cancel()
        store.send(.show)
        #expect(calls.count == 3)
    }

    @available(*, deprecated)
    func storeIfLetOnAStoreScopedWithClosuresWorksAndIsNotReported() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let warnings = RuntimeWarningRecorder()
        var counts: [Int?] = []

        // The store scoped with closures is held by the token alone.
        let token = warnings.record {
            store.scope(state: { $0.child }, action: { .child($0) }).ifLet { child in
                counts.append(child.count)
            } else: {
                counts.append(nil)
            }
        }
        store.send(.show)
        store.send(.hide)

        #expect(counts == [nil, 0, nil])
        #expect(warnings.messages.isEmpty)
        token.cancel()
    }

    @available(*, deprecated)
    func anActionSentFromIfLetIsReportedAsReentrant() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let childStore: Store<Counter.State?, Counter.Action> = store.scope(state: \.child, action: \.child)
        let warnings = RuntimeWarningRecorder()
        let token = childStore.ifLet { child in child.send(.incrementTapped) }

        warnings.record { _ = store.send(.show) }

        // The action is still sent, as in the original, which reports it too.
        #expect(store.child?.count == 1)
        #expect(warnings.messages.count == 1)
        // The root store's action is named, as in the original.
        #expect(warnings.messages.first?.hasPrefix("Sent '.child(") == true)
        #expect(warnings.messages.first?.contains("incrementTapped)' while an action was being processed.") == true)
        token.cancel()
    }
}

/// The scenarios above, which use the deprecated API, run through this protocol, whose
/// requirements are not deprecated: so the tests use it without a deprecation warning, as
/// Swift Testing does not take a deprecated test function.
@MainActor
protocol ViewStoreTestsScenarioRunning {
    func aViewStoreReadsTheViewStateAndSendsToTheStore() async throws
    func dynamicMembersReadTheViewState() async throws
    func viewActionsAreTurnedIntoTheStoresActions() async throws
    func observersHearOnlyOfViewStateChanges() async throws
    func removeDuplicatesDecidesWhatIsAChange() async throws
    func sendWhileWaitsUntilThePredicateNoLongerHolds() async throws
    func aViewStoreIsLogged() async throws
    func aBindingViewStateWritesThroughABindingAction() async throws
    func aBindingViewStateReachesPropertiesOfItsValue() async throws
    func anUnhandledBindingStateWriteNamesWhereThePropertyIsDeclared() async throws
    func storeIfLetCallsThenAndElseAsTheStateComesAndGoes() async throws
    func storeIfLetOnAStoreScopedWithClosuresWorksAndIsNotReported() async throws
    func anActionSentFromIfLetIsReportedAsReentrant() async throws
}

@MainActor
struct ViewStoreTests {
    let scenarios: any ViewStoreTestsScenarioRunning = ViewStoreTestsScenarios()

    @Test func aViewStoreReadsTheViewStateAndSendsToTheStore() async throws {
        try await scenarios.aViewStoreReadsTheViewStateAndSendsToTheStore()
    }

    @Test func dynamicMembersReadTheViewState() async throws {
        try await scenarios.dynamicMembersReadTheViewState()
    }

    @Test func viewActionsAreTurnedIntoTheStoresActions() async throws {
        try await scenarios.viewActionsAreTurnedIntoTheStoresActions()
    }

    @Test func observersHearOnlyOfViewStateChanges() async throws {
        try await scenarios.observersHearOnlyOfViewStateChanges()
    }

    @Test func removeDuplicatesDecidesWhatIsAChange() async throws {
        try await scenarios.removeDuplicatesDecidesWhatIsAChange()
    }

    @Test func sendWhileWaitsUntilThePredicateNoLongerHolds() async throws {
        try await scenarios.sendWhileWaitsUntilThePredicateNoLongerHolds()
    }

    @Test func aViewStoreIsLogged() async throws {
        try await scenarios.aViewStoreIsLogged()
    }

    @Test func aBindingViewStateWritesThroughABindingAction() async throws {
        try await scenarios.aBindingViewStateWritesThroughABindingAction()
    }

    @Test func aBindingViewStateReachesPropertiesOfItsValue() async throws {
        try await scenarios.aBindingViewStateReachesPropertiesOfItsValue()
    }

    @Test func anUnhandledBindingStateWriteNamesWhereThePropertyIsDeclared() async throws {
        try await scenarios.anUnhandledBindingStateWriteNamesWhereThePropertyIsDeclared()
    }

    @Test func storeIfLetCallsThenAndElseAsTheStateComesAndGoes() async throws {
        try await scenarios.storeIfLetCallsThenAndElseAsTheStateComesAndGoes()
    }

    @Test func storeIfLetOnAStoreScopedWithClosuresWorksAndIsNotReported() async throws {
        try await scenarios.storeIfLetOnAStoreScopedWithClosuresWorksAndIsNotReported()
    }

    @Test func anActionSentFromIfLetIsReportedAsReentrant() async throws {
        try await scenarios.anActionSentFromIfLetIsReportedAsReentrant()
    }
}
