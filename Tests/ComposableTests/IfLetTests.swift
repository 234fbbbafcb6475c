import Composable
import Testing

@MainActor
struct IfLetTests {
    struct Child: Reducer {
        struct State: Equatable {
            var count = 0
            var isClosing = false
            var loaded: Int?
            var received: [Int] = []
        }

        enum Action {
            case increment
            case closeTapped
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
                case .increment:
                    state.count += 1
                    return .none
                case .closeTapped:
                    state.isClosing = true
                    return .none
                case .load:
                    return .run { send in
                        await send(.loaded(7))
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

    struct Parent: Reducer {
        struct State: Equatable {
            var child: Child.State?
            var childWasClosingWhenRemoved: Bool?
            var childActionsWhileNil = 0
        }

        enum Action {
            case child(Child.Action)
            case open
            case close
        }

        var values = AsyncStream<Int> { $0.finish() }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .child(.closeTapped):
                    state.childWasClosingWhenRemoved = state.child?.isClosing
                    state.child = nil
                case .child:
                    if state.child == nil { state.childActionsWhileNil += 1 }
                case .open:
                    state.child = Child.State()
                case .close:
                    state.child = nil
                }
                return .none
            }
            .ifLet(\.child, action: \.child) {
                Child(values: values)
            }
        }
    }

    @Test func ifLetRunsTheChildWhileItsStateIsThere() {
        let store = Store(initialState: Parent.State()) { Parent() }

        store.send(.open)
        store.send(.child(.increment))

        #expect(store.child?.count == 1)
    }

    @Test func ifLetRunsTheChildBeforeTheParentSoTheParentCanRemoveIt() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Parent.State(child: Child.State())) { Parent() }

        warnings.record { store.send(.child(.closeTapped)) }

        #expect(store.childWasClosingWhenRemoved == true)
        #expect(store.child == nil)
        #expect(warnings.messages.isEmpty)
    }

    @Test func ifLetDeliversChildEffectActionsThroughTheParent() async {
        let store = Store(initialState: Parent.State(child: Child.State())) { Parent() }

        await store.send(.child(.load)).finish()

        #expect(store.child?.loaded == 7)
    }

    @Test func ifLetKeepsChildEffectsRunningWhileTheStateStaysNonNil() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let store = Store(initialState: Parent.State(child: Child.State())) { Parent(values: values) }

        let listening = store.send(.child(.listen))
        store.send(.child(.increment))
        #expect(!listening.isCancelled)

        continuation.yield(1)
        continuation.yield(2)
        continuation.finish()
        await listening.finish()

        #expect(store.child?.received == [1, 2])
    }

    @Test func ifLetCancelsChildEffectsWhenStateBecomesNil() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Parent.State(child: Child.State())) { Parent(values: values) }

        let listening = warnings.record { store.send(.child(.listen)) }
        warnings.record { store.send(.close) }
        #expect(listening.isCancelled)

        continuation.yield(1)
        continuation.finish()
        await listening.finish()

        #expect(store.childActionsWhileNil == 0)
        #expect(warnings.messages.isEmpty)
    }

    @Test func ifLetCancelsChildEffectsWhenTheParentRemovesTheChildInAnswerToIt() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Parent.State(child: Child.State())) { Parent(values: values) }

        let listening = warnings.record { store.send(.child(.listen)) }
        warnings.record { store.send(.child(.closeTapped)) }
        #expect(listening.isCancelled)

        continuation.yield(1)
        continuation.finish()
        await listening.finish()

        #expect(store.childActionsWhileNil == 0)
        #expect(warnings.messages.isEmpty)
    }

    @Test func ifLetRunsEffectsOfAChildThatCameBackAfterBeingRemoved() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let store = Store(initialState: Parent.State(child: Child.State())) { Parent(values: values) }

        store.send(.close)
        store.send(.open)
        let listening = store.send(.child(.listen))
        #expect(!listening.isCancelled)

        continuation.yield(3)
        continuation.finish()
        await listening.finish()

        #expect(store.child?.received == [3])
    }
}
