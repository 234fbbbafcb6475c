import Composable
import Observation
import Synchronization
import Testing

@MainActor
struct ClosureScopeTests {
    struct Counter: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case increment
        }

        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.count += 1
                return .none
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            var counter = Counter.State()
            var optional: Counter.State? = Counter.State()
            var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
        }

        struct Row: Equatable, Identifiable {
            let id: Int
        }

        enum Action {
            case counter(Counter.Action)
            case optional(Counter.Action)
            case rows(IdentifiedAction<Int, Never>)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.counter, action: \.counter) { Counter() }
        }
    }

    @Test func aClosureScopedStoreReadsThroughTheStateClosureAndSendsThroughTheActionClosure() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let counter = store.scope(state: { $0.counter }, action: { .counter($0) })

        counter.send(.increment)

        #expect(counter.count == 1)
        #expect(store.counter.count == 1)
        let label = store.scope(state: { "Count: \($0.counter.count)" }, action: { .counter($0) })
        #expect(label.state == "Count: 1")
    }

    @Test func theStateClosureRunsOnlyWhenTheChildStateIsRead() {
        var calls = 0
        let store = Store<Int, Void>(initialState: 0) {}
            .scope(
                state: { (count: Int) -> Int in
                    calls += 1
                    return count
                },
                action: { $0 }
            )
        #expect(calls == 0)

        store.send(())
        #expect(calls == 0)

        _ = store.state
        #expect(calls == 1)
    }

    @Test func closureScopesAreNotCachedWhileKeyPathScopesAre() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let byKeyPath = store.scope(state: \.counter, action: \.counter)

        #expect(byKeyPath === store.scope(state: \.counter, action: \.counter))
        #expect(byKeyPath !== store.scope(state: { $0.counter }, action: { .counter($0) }))
        #expect(
            store.scope(state: { $0.counter }, action: { .counter($0) })
                !== store.scope(state: { $0.counter }, action: { .counter($0) })
        )
    }

    @Test func aStoreScopedFromAClosureScopeKeepsWorkingAfterTheClosureScopeIsGone() {
        let store = Store(initialState: Parent.State()) { Parent() }
        var middle: Store<Parent.State, Parent.Action>? = store.scope(state: { $0 }, action: { $0 })
        let counter = middle!.scope(state: \.counter, action: \.counter)
        counter.send(.increment)
        #expect(store.counter.count == 1)

        middle = nil

        counter.send(.increment)
        #expect(counter.count == 2)
        #expect(store.counter.count == 2)
    }

    @Test func anObserverOfAClosureScopedStoreHearsOfChanges() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let counter = store.scope(state: { $0.counter.count }, action: { Parent.Action.counter($0) })
        let notified = Mutex(false)
        withObservationTracking {
            _ = counter.state
        } onChange: {
            notified.withLock { $0 = true }
        }

        store.send(.counter(.increment))

        #expect(notified.withLock { $0 })
        #expect(counter.state == 1)
    }

    @Test func aStoreScopedTwiceWithClosuresKeepsItsParentSoItsObserversHearOfChanges() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let count = store
            .scope(state: { "\($0.counter.count)" }, action: { Parent.Action.counter($0) })
            .scope(state: { Int($0)! }, action: { $0 })
        let notified = Mutex(false)
        withObservationTracking {
            _ = count.state
        } onChange: {
            notified.withLock { $0 = true }
        }

        count.send(.increment)

        #expect(notified.withLock { $0 })
        #expect(count.state == 1)
    }

    @Test func scopingAnOptionalChildFromAClosureScopedStoreReportsThatItIsUncached() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let warnings = RuntimeWarningRecorder()

        let child = warnings.record {
            store.scope(state: { $0 }, action: { $0 }).scope(state: \.optional, action: \.optional)
        }

        #expect(child != nil)
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.hasPrefix("Scoping from uncached 'StoreOf<ClosureScopeTests.Parent>' is not compatible with observation.") == true)
    }

    @Test func scopingACollectionFromAClosureScopedStoreReportsThatItIsUncached() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let warnings = RuntimeWarningRecorder()

        let rows = warnings.record {
            store.scope(state: { $0 }, action: { $0 }).scope(state: \.rows, action: \.rows)
        }

        #expect(rows.count == 1)
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("Scoping from uncached") == true)
    }

    @Test func scopingFromAKeyPathScopedStoreReportsNothing() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let warnings = RuntimeWarningRecorder()

        warnings.record {
            _ = store.scope(state: \.self, action: \.self).scope(state: \.optional, action: \.optional)
            _ = store.scope(state: { $0 }, action: { $0 }).scope(state: \.counter, action: \.counter)
        }

        #expect(warnings.messages.isEmpty)
    }

    struct Delayed: Reducer {
        enum Action { case start, finished }
        var body: some Reducer<Int, Action> {
            Reduce { state, action in
                switch action {
                case .start:
                    state += 1
                    return .run { send in
                        try await Task.sleep(for: .milliseconds(10))
                        await send(.finished)
                    }
                case .finished:
                    state += 1
                    return .none
                }
            }
        }
    }

    @Test func aClosureScopedStoresEffectsOutliveTheStore() async {
        let store = Store(initialState: 0) { Delayed() }
        var task: StoreTask?
        do {
            let child = store.scope(state: { $0 }, action: { $0 })
            task = child.send(.start)
            #expect(store.state == 1)
        }
        await task?.finish()
        #expect(store.state == 2)
    }
}
