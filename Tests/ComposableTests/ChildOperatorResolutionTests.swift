import Composable
import Testing

/// The child operators resolve their child once, when the store is created: a child whose
/// `body` is read on every action would rebuild its reducers (and re-resolve their case key
/// paths) for each one. Each test sends three actions to the child and counts the reads of its
/// `body`.
@MainActor
struct ChildOperatorResolutionTests {
    /// How often a `Counter`'s `body` was read; used on the main actor only.
    final class BodyReads: @unchecked Sendable {
        private(set) var count = 0

        @discardableResult
        func record() -> Int {
            count += 1
            return count
        }
    }

    struct Counter: Reducer {
        struct State: Equatable, Identifiable {
            var id = 0
            var count = 0
        }

        enum Action {
            case increment
        }

        let reads: BodyReads

        var body: some ReducerOf<Self> {
            let _ = reads.record()
            Reduce { state, _ in
                state.count += 1
                return .none
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            var optional: Counter.State? = Counter.State()
            var rows: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 1)]
            @Presents var sheet: Counter.State? = Counter.State()
            var path = StackState([Counter.State()])
        }

        enum Action {
            case optional(Counter.Action)
            case rows(IdentifiedActionOf<Counter>)
            case sheet(PresentationAction<Counter.Action>)
            case path(StackActionOf<Counter>)
        }

        let reads: BodyReads

        var body: some ReducerOf<Self> {
            EmptyReducer()
                .ifLet(\.optional, action: \.optional) { Counter(reads: reads) }
                .forEach(\.rows, action: \.rows) { Counter(reads: reads) }
                .ifLet(\.$sheet, action: \.sheet) { Counter(reads: reads) }
                .forEach(\.path, action: \.path) { Counter(reads: reads) }
        }
    }

    struct Mode: Reducer {
        enum State: Equatable {
            case idle
            case counting(Counter.State)
        }

        enum Action {
            case counting(Counter.Action)
        }

        let reads: BodyReads

        var body: some ReducerOf<Self> {
            EmptyReducer()
                .ifCaseLet(\.counting, action: \.counting) { Counter(reads: reads) }
        }
    }

    /// Sends `action` three times to a new store of `Parent` and returns how often a child's
    /// `body` was read while doing so, with the state the store ends in.
    private func readsOfTheChildBody(
        from initialState: Parent.State = Parent.State(),
        sending action: Parent.Action
    ) -> (reads: Int, state: Parent.State) {
        let reads = BodyReads()
        let store = Store(initialState: initialState) { Parent(reads: reads) }
        let readsWhenCreated = reads.count
        for _ in 1...3 {
            store.send(action)
        }
        return (reads.count - readsWhenCreated, store.withState { $0 })
    }

    @Test func ifLetReadsTheChildBodyOnlyWhenTheStoreIsCreated() {
        let (reads, state) = readsOfTheChildBody(sending: .optional(.increment))
        #expect(reads == 0)
        #expect(state.optional?.count == 3)
    }

    @Test func forEachReadsTheRowBodyOnlyWhenTheStoreIsCreated() {
        let (reads, state) = readsOfTheChildBody(sending: .rows(.element(id: 1, action: .increment)))
        #expect(reads == 0)
        #expect(state.rows[id: 1]?.count == 3)
    }

    @Test func presentationIfLetReadsTheDestinationBodyOnlyWhenTheStoreIsCreated() {
        let (reads, state) = readsOfTheChildBody(sending: .sheet(.presented(.increment)))
        #expect(reads == 0)
        #expect(state.sheet?.count == 3)
    }

    @Test func stackForEachReadsTheScreenBodyOnlyWhenTheStoreIsCreated() throws {
        let initialState = Parent.State()
        let id = try #require(initialState.path.ids.first)
        let (reads, state) = readsOfTheChildBody(from: initialState, sending: .path(.element(id: id, action: .increment)))
        #expect(reads == 0)
        #expect(state.path[id: id]?.count == 3)
    }

    @Test func ifCaseLetReadsTheChildBodyOnlyWhenTheStoreIsCreated() {
        let reads = BodyReads()
        let store = Store(initialState: Mode.State.counting(Counter.State())) { Mode(reads: reads) }
        let readsWhenCreated = reads.count
        for _ in 1...3 {
            store.send(.counting(.increment))
        }
        #expect(reads.count == readsWhenCreated)
        #expect(store.withState { $0 } == .counting(Counter.State(count: 3)))
    }

    @Test func reducingWithoutAStoreRunsTheChildAndTheParentInOrder() {
        // `reduce(into:action:)` (not resolved) runs the same child-then-parent order.
        let reducer = Reduce<Parent.State, Parent.Action> { state, action in
            // The parent sees the child's change already made.
            if case .optional = action, let count = state.optional?.count, count >= 2 {
                state.optional = nil
            }
            return .none
        }
        .ifLet(\.optional, action: \.optional) { Counter(reads: BodyReads()) }
        var state = Parent.State()
        _ = reducer.reduce(into: &state, action: .optional(.increment))
        #expect(state.optional?.count == 1)
        _ = reducer.reduce(into: &state, action: .optional(.increment))
        #expect(state.optional == nil)
    }
}
