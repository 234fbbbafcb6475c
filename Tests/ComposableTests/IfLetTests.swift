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

    // MARK: - A new child is a new child

    /// A child whose identity is its id or its case, listening for as long as it lives.
    struct Listener: Reducer {
        struct Document: Equatable, Identifiable {
            let id: Int
        }

        enum Screen: Equatable {
            case reading(Int)
            case editing(Int)
        }

        struct State: Equatable {
            var document: Document?
            var screen: Screen?
        }

        enum Action {
            case document(Never?)
            case screen(Never?)
            case openDocument(Int)
            case openScreen(Screen)
            case listen
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .openDocument(id):
                    state.document = Document(id: id)
                case let .openScreen(screen):
                    state.screen = screen
                default:
                    break
                }
                return .none
            }
            .ifLet(\.document, action: \.document) {
                Reduce<Document, Never?> { _, _ in
                    .run { _ in try await Task.sleep(for: .seconds(3600)) }
                }
            }
            .ifLet(\.screen, action: \.screen) {
                Reduce<Screen, Never?> { _, _ in
                    .run { _ in try await Task.sleep(for: .seconds(3600)) }
                }
            }
        }
    }

    @Test func ifLetCancelsChildEffectsWhenTheChildIsReplacedByOneWithAnotherID() async {
        let store = Store(initialState: Listener.State(document: .init(id: 1))) { Listener() }
        let listening = store.send(.document(nil))
        store.send(.openDocument(1))
        #expect(!listening.isCancelled)
        store.send(.openDocument(2))
        #expect(listening.isCancelled)
        listening.cancel()
        await listening.finish()  // so that a failure above cannot leave the test waiting an hour
        await listening.finish()
    }

    @Test func ifLetCancelsChildEffectsWhenAnEnumChildMovesToAnotherCase() async {
        let store = Store(initialState: Listener.State(screen: .reading(1))) { Listener() }
        let listening = store.send(.screen(nil))
        store.send(.openScreen(.reading(2)))
        #expect(!listening.isCancelled)
        store.send(.openScreen(.editing(2)))
        #expect(listening.isCancelled)
        listening.cancel()
        await listening.finish()  // so that a failure above cannot leave the test waiting an hour
        await listening.finish()
    }
}
