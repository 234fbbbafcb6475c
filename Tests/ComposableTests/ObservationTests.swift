import Composable
import Observation
import Synchronization
import Testing

@MainActor
struct ObservationTests {
    struct Counter: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case increment
            case set(Int)
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .increment:
                state.count += 1
            case let .set(value):
                state.count = value
            }
            return .none
        }
    }

    struct Row: Reducer {
        struct State: Equatable, Identifiable {
            let id: Int
        }

        enum Action {
            case tapped
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            .none
        }
    }

    struct Feature: Reducer {
        struct State: Equatable {
            var count = 0
            var counter1 = Counter.State()
            var counter2 = Counter.State()
            var optional: Counter.State?
            var rows: IdentifiedArrayOf<Row.State> = []
        }

        enum Action {
            case increment
            case set(Int)
            case counter1(Counter.Action)
            case counter2(Counter.Action)
            case optional(Counter.Action)
            case rows(IdentifiedActionOf<Row>)
            case open
            case add(id: Int)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.counter1, action: \.counter1) { Counter() }
            Scope(state: \.counter2, action: \.counter2) { Counter() }
            Reduce { state, action in
                switch action {
                case .increment:
                    state.count += 1
                case let .set(value):
                    state.count = value
                case .counter1, .counter2, .optional, .rows:
                    break
                case .open:
                    state.optional = Counter.State()
                case let .add(id):
                    state.rows.append(Row.State(id: id))
                }
                return .none
            }
            .ifLet(\.optional, action: \.optional) { Counter() }
        }
    }

    /// How many times an observer's `onChange` ran; it may run on any thread.
    final class ChangeCount: Sendable {
        private let count = Mutex(0)

        var value: Int {
            count.withLock { $0 }
        }

        func record() {
            count.withLock { $0 += 1 }
        }
    }

    private func observe(_ read: () -> Void) -> ChangeCount {
        let changes = ChangeCount()
        withObservationTracking(read) {
            changes.record()
        }
        return changes
    }

    @Test func changingATrackedPropertyNotifiesTheObserver() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let changes = ChangeCount()

        withObservationTracking {
            _ = store.count
        } onChange: {
            changes.record()
        }
        store.send(.increment)

        #expect(changes.value == 1)
    }

    @Test func actionThatLeavesEquatableStateEqualNotifiesNoOne() {
        let store = Store(initialState: Feature.State(count: 3)) { Feature() }
        let changes = observe { _ = store.count }

        store.send(.set(3))
        #expect(changes.value == 0)

        store.send(.set(4))
        #expect(changes.value == 1)
    }

    @Test func changingOneChildDoesNotNotifyObserversOfItsSibling() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let counter1 = store.scope(state: \.counter1, action: \.counter1)
        let counter2 = store.scope(state: \.counter2, action: \.counter2)
        let changes = observe { _ = counter1.count }

        counter2.send(.increment)
        store.send(.increment)
        #expect(changes.value == 0)

        counter1.send(.increment)
        #expect(changes.value == 1)
    }

    @Test func changingAChildNotifiesObserversOfTheParent() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let counter1 = store.scope(state: \.counter1, action: \.counter1)
        let changes = observe { _ = store.counter1.count }

        counter1.send(.increment)

        #expect(changes.value == 1)
    }

    @Test func optionalScopeIsTrackedSoItsAppearanceNotifies() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let changes = observe { _ = store.scope(state: \.optional, action: \.optional) }

        store.send(.open)

        #expect(changes.value == 1)
    }

    @Test func collectionScopeIsTrackedSoANewRowNotifies() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let changes = observe { _ = store.scope(state: \.rows, action: \.rows) }

        store.send(.add(id: 1))

        #expect(changes.value == 1)
    }

    @Test func withStateReadsWithoutTracking() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let changes = observe { _ = store.withState { $0.count } }

        store.send(.increment)

        #expect(changes.value == 0)
        #expect(store.withState { $0.count } == 1)
    }

    // MARK: - Notification after the root is gone, and during a notification pass

    @Test func aChildKeepsNotifyingItsObserversAfterTheRootStoreIsReleased() throws {
        var root: StoreOf<Feature>? = Store(initialState: Feature.State()) { Feature() }
        weak let released = root
        let child = try #require(root?.scope(state: \.counter1, action: \.counter1))
        root?.send(.open)
        let optional = try #require(root?.scope(state: \.optional, action: \.optional))
        root = nil
        #expect(released == nil)

        let changes = observe { _ = child.count }
        child.send(.increment)
        #expect(child.count == 1)
        #expect(changes.value == 1)

        let optionalChanges = observe { _ = optional.count }
        optional.send(.increment)
        #expect(optional.count == 1)
        #expect(optionalChanges.value == 1)
    }

    /// Where an observer keeps the store it scoped while being notified.
    @MainActor final class ScopedDuringPass {
        var store: Store<Counter.State, Counter.Action>?
    }

    @Test func aScopeMadeByAnObserverDuringANotificationIsKeptAndNotifiedLater() throws {
        let store = Store(initialState: Feature.State()) { Feature() }
        let counter1 = store.scope(state: \.counter1, action: \.counter1)
        let box = ScopedDuringPass()
        withObservationTracking {
            _ = counter1.count
        } onChange: {
            MainActor.assumeIsolated { box.store = store.scope(state: \.counter2, action: \.counter2) }
        }

        counter1.send(.increment)

        let scoped = try #require(box.store)
        #expect(store.scope(state: \.counter2, action: \.counter2) === scoped)
        let changes = observe { _ = scoped.count }
        scoped.send(.increment)
        #expect(changes.value == 1)
    }

    @Test func anObserverThatSendsDuringANotificationLeavesTheCacheMatchingTheState() throws {
        let store = Store(initialState: Feature.State(optional: Counter.State())) { Feature() }
        let counter1 = store.scope(state: \.counter1, action: \.counter1)
        let before = try #require(store.scope(state: \.optional, action: \.optional))
        withObservationTracking {
            _ = counter1.count
        } onChange: {
            // Sent while the store is telling its scopes about the last action.
            MainActor.assumeIsolated { _ = store.send(.set(5)) }
        }

        let warnings = RuntimeWarningRecorder()
        warnings.record { _ = counter1.send(.increment) }

        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("Reentrant actions are undefined") == true)
        #expect(store.count == 5)
        #expect(counter1.count == 1)
        #expect(store.scope(state: \.optional, action: \.optional) === before)
    }
}
