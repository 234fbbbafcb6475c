import Composable
import Testing

@MainActor
struct ScopeTests {
    struct Child: Reducer {
        struct State: Equatable {
            var count = 0
            var loaded: Int?
        }

        enum Action {
            case increment
            case load
            case loaded(Int)
            case finished
            case delegate(Delegate)

            enum Delegate {
                case didFinish
            }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .increment:
                    state.count += 1
                    return .none
                case .load:
                    return .run { send in
                        await send(.loaded(42))
                    }
                case let .loaded(value):
                    state.loaded = value
                    return .none
                case .finished:
                    return .send(.delegate(.didFinish))
                case .delegate:
                    return .none
                }
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            var child = Child.State()
            var countSeenByParent: Int?
            var finishedChildren = 0
        }

        enum Action {
            case child(Child.Action)
            case reset
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.child, action: \.child) {
                Child()
            }
            Reduce { state, action in
                switch action {
                case .child(.increment):
                    state.countSeenByParent = state.child.count
                    return .none
                case .child(.delegate(.didFinish)):
                    state.finishedChildren += 1
                    return .none
                case .child:
                    return .none
                case .reset:
                    state.child = Child.State()
                    return .none
                }
            }
        }
    }

    struct Screen: Reducer {
        enum State: Equatable {
            case loading
            case loaded(Child.State)
        }

        enum Action {
            case child(Child.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.loaded, action: \.child) {
                Child()
            }
        }
    }

    @Test func scopeRunsTheChildOnItsPartOfTheState() {
        let store = Store(initialState: Parent.State()) { Parent() }

        store.send(.child(.increment))
        store.send(.child(.increment))

        #expect(store.child.count == 2)
    }

    @Test func scopeRunsTheChildBeforeTheReducerListedAfterIt() {
        let store = Store(initialState: Parent.State()) { Parent() }

        store.send(.child(.increment))

        #expect(store.countSeenByParent == 1)
    }

    @Test func scopeLeavesTheChildAloneForOtherActions() {
        var state = Parent.State()
        state.child.count = 5
        let store = Store(initialState: state) { Parent() }

        store.send(.reset)

        #expect(store.child == Child.State())
    }

    @Test func childSendEffectArrivesAsAParentAction() {
        let store = Store(initialState: Parent.State()) { Parent() }

        store.send(.child(.finished))

        #expect(store.finishedChildren == 1)
    }

    @Test func childRunEffectArrivesAsAParentAction() async {
        let store = Store(initialState: Parent.State()) { Parent() }

        await store.send(.child(.load)).finish()

        #expect(store.child.loaded == 42)
    }

    @Test func enumCaseScopeRunsTheChildWhileTheStateIsInThatCase() async {
        let store = Store(initialState: Screen.State.loaded(Child.State())) { Screen() }

        store.send(.child(.increment))
        await store.send(.child(.load)).finish()

        #expect(store.state == .loaded(Child.State(count: 1, loaded: 42)))
    }

    @Test func enumCaseScopeDoesNotRunTheChildInAnotherCase() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Screen.State.loading) { Screen() }

        warnings.record { store.send(.child(.increment)) }

        #expect(store.state == .loading)
        #expect(warnings.recorded.count == 1)
    }
}
