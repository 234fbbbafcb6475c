import Composable
import Testing

@MainActor
struct IfCaseLetTests {
    struct Home: Reducer {
        struct State: Equatable {
            var visits = 0
            var isLoggingOut = false
            var loaded: Int?
            var received: [Int] = []
        }

        enum Action {
            case visit
            case logoutTapped
            case load
            case loaded(Int)
            case listen
            case received(Int)
        }

        /// The values a `listen` effect forwards, one `received` action each.
        let values: AsyncStream<Int>

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .visit:
                    state.visits += 1
                    return .none
                case .logoutTapped:
                    state.isLoggingOut = true
                    return .none
                case .load:
                    return .run { send in
                        await send(.loaded(11))
                    }
                case let .loaded(value):
                    state.loaded = value
                    return .none
                case .listen:
                    return .run { send in
                        for await value in values {
                            await send(.received(value))
                        }
                    }
                case let .received(value):
                    state.received.append(value)
                    return .none
                }
            }
        }
    }

    struct App: Reducer {
        enum State: Equatable {
            case loggedIn(Home.State)
            case loggedOut(wasLoggingOut: Bool)
        }

        enum Action {
            case loggedIn(Home.Action)
            case sessionExpired
        }

        var values = AsyncStream<Int> { $0.finish() }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .loggedIn(.logoutTapped):
                    let home = state[case: \.loggedIn]
                    state = .loggedOut(wasLoggingOut: home?.isLoggingOut ?? false)
                case .sessionExpired:
                    state = .loggedOut(wasLoggingOut: false)
                case .loggedIn:
                    break
                }
                return .none
            }
            .ifCaseLet(\.loggedIn, action: \.loggedIn) {
                Home(values: values)
            }
        }
    }

    @Test func ifCaseLetRunsTheChildWhileTheStateIsInItsCase() {
        let store = Store(initialState: App.State.loggedIn(Home.State())) { App() }

        store.send(.loggedIn(.visit))
        store.send(.loggedIn(.visit))

        #expect(store.state == .loggedIn(Home.State(visits: 2)))
    }

    @Test func ifCaseLetRunsTheChildBeforeTheParentSoTheParentCanLeaveTheCase() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: App.State.loggedIn(Home.State())) { App() }

        warnings.record { store.send(.loggedIn(.logoutTapped)) }

        #expect(store.state == .loggedOut(wasLoggingOut: true))
        #expect(warnings.messages.isEmpty)
    }

    @Test func ifCaseLetDeliversChildEffectActionsThroughTheParent() async {
        let store = Store(initialState: App.State.loggedIn(Home.State())) { App() }

        await store.send(.loggedIn(.load)).finish()

        #expect(store.state == .loggedIn(Home.State(loaded: 11)))
    }

    @Test func ifCaseLetCancelsChildEffectsWhenTheCaseChanges() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: App.State.loggedIn(Home.State())) { App(values: values) }

        let listening = warnings.record { store.send(.loggedIn(.listen)) }
        warnings.record { store.send(.sessionExpired) }
        #expect(listening.isCancelled)

        continuation.yield(1)
        continuation.finish()
        await listening.finish()

        #expect(store.state == .loggedOut(wasLoggingOut: false))
        #expect(warnings.messages.isEmpty)
    }

    @Test func ifCaseLetKeepsChildEffectsRunningWhileTheCaseStays() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let store = Store(initialState: App.State.loggedIn(Home.State())) { App(values: values) }

        let listening = store.send(.loggedIn(.listen))
        store.send(.loggedIn(.visit))
        #expect(!listening.isCancelled)

        continuation.yield(5)
        continuation.finish()
        await listening.finish()

        #expect(store.state == .loggedIn(Home.State(visits: 1, received: [5])))
    }

    @Test func ifCaseLetWarnsAboutAChildActionInAnotherCase() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: App.State.loggedOut(wasLoggingOut: false)) { App() }

        warnings.record { store.send(.loggedIn(.visit)) }

        #expect(store.state == .loggedOut(wasLoggingOut: false))
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("\"ifCaseLet\" at \"\(#fileID):") == true)
        #expect(warnings.messages.first?.contains("different case") == true)
    }
}
