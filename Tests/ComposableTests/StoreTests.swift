import Composable
import Observation
import Testing

@MainActor
struct StoreTests {
    struct Counter: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case increment
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.count += 1
            return .none
        }
    }

    struct Row: Reducer {
        struct State: Equatable, Identifiable {
            let id: Int
            var count = 0
            var counter = Counter.State()
        }

        enum Action {
            case increment
            case counter(Counter.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.counter, action: \.counter) {
                Counter()
            }
            Reduce { state, action in
                if case .increment = action { state.count += 1 }
                return .none
            }
        }
    }

    struct Feature: Reducer {
        struct State: Equatable {
            var count = 0
            var counter = Counter.State()
            var optional: Counter.State?
            var rows: IdentifiedArrayOf<Row.State> = []
            var log: [String] = []
        }

        enum Action {
            case increment
            case counter(Counter.Action)
            case optional(Counter.Action)
            case rows(IdentifiedActionOf<Row>)
            case open
            case close
            case add(id: Int)
            case remove(id: Int)
            case start
            case first
            case second
            case sentByFirst
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.counter, action: \.counter) {
                Counter()
            }
            Reduce { state, action in
                switch action {
                case .increment:
                    state.count += 1
                    return .none
                case .counter, .optional, .rows:
                    return .none
                case .open:
                    state.optional = Counter.State()
                    return .none
                case .close:
                    state.optional = nil
                    return .none
                case let .add(id):
                    state.rows.append(Row.State(id: id))
                    return .none
                case let .remove(id):
                    state.rows.remove(id: id)
                    return .none
                case .start:
                    state.log.append("start")
                    return .merge(.send(.first), .send(.second))
                case .first:
                    state.log.append("first")
                    return .send(.sentByFirst)
                case .second:
                    state.log.append("second")
                    return .none
                case .sentByFirst:
                    state.log.append("sent by first")
                    return .none
                }
            }
            .ifLet(\.optional, action: \.optional) {
                Counter()
            }
            .forEach(\.rows, action: \.rows) {
                Row()
            }
        }
    }

    private func threeRows() -> Feature.State {
        Feature.State(rows: [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)])
    }

    // MARK: - Reading and sending

    @Test func storeStartsFromItsInitialStateAndReadsItThreeWays() {
        let store = Store(initialState: Feature.State(count: 4)) { Feature() }

        #expect(store.count == 4)
        #expect(store.state.count == 4)
        #expect(store.withState { $0.count } == 4)
    }

    @Test func sendReducesTheActionAtOnce() {
        let store = Store(initialState: Feature.State()) { Feature() }

        store.send(.increment)

        #expect(store.count == 1)
        #expect(store.state == Feature.State(count: 1))
    }

    @Test func actionsFromEffectsAreQueuedBehindTheCurrentOneNotReentered() {
        let store = Store(initialState: Feature.State()) { Feature() }

        store.send(.start)

        #expect(store.log == ["start", "first", "second", "sent by first"])
    }

    @Test func actionSentWhileObserversAreNotifiedLeavesTheStoreWithTheLatestState() {
        let store = Store(initialState: Feature.State()) { Feature() }
        withObservationTracking {
            _ = store.count
        } onChange: {
            MainActor.assumeIsolated { _ = store.send(.increment) }
        }

        let warnings = RuntimeWarningRecorder()
        warnings.record { _ = store.send(.increment) }

        #expect(store.count == 2)
        // As in the original, an action sent while observers hear of a change is reported.
        #expect(warnings.messages == [
            """
            Sent '.increment' while an action was being processed.

            Reentrant actions are undefined and will be a precondition failure in a future \
            version of the library.
            """
        ])
    }

    @Test func anActionSentAfterObserversWereNotifiedIsNotReported() {
        let store = Store(initialState: Feature.State()) { Feature() }
        withObservationTracking {
            _ = store.count
        } onChange: {}
        let warnings = RuntimeWarningRecorder()
        warnings.record {
            _ = store.send(.increment)
            _ = store.send(.increment)
        }
        #expect(warnings.messages.isEmpty)
        #expect(store.count == 2)
    }

    // MARK: - Scoping to a property

    @Test func scopingTheSameWayTwiceReturnsTheSameStore() {
        let store = Store(initialState: Feature.State()) { Feature() }

        let first = store.scope(state: \.counter, action: \.counter)
        let second = store.scope(state: \.counter, action: \.counter)

        #expect(first === second)
    }

    @Test func sendingOnAChildStoreChangesTheParentsState() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let counter = store.scope(state: \.counter, action: \.counter)

        counter.send(.increment)

        #expect(store.counter.count == 1)
        #expect(counter.count == 1)
    }

    @Test func childStoreStateFollowsChangesMadeThroughTheParent() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let counter = store.scope(state: \.counter, action: \.counter)

        store.send(.counter(.increment))
        store.send(.counter(.increment))

        #expect(counter.count == 2)
        #expect(counter.withState { $0 } == Counter.State(count: 2))
    }

    // MARK: - Scoping to an optional

    @Test func optionalScopeIsNilWhileTheStateIsNil() {
        let store = Store(initialState: Feature.State()) { Feature() }

        #expect(store.scope(state: \.optional, action: \.optional) == nil)
    }

    @Test func optionalScopeKeepsItsStoreWhileTheStateIsThere() throws {
        let store = Store(initialState: Feature.State(optional: Counter.State())) { Feature() }

        let first = try #require(store.scope(state: \.optional, action: \.optional))
        first.send(.increment)
        let second = try #require(store.scope(state: \.optional, action: \.optional))

        #expect(first === second)
        #expect(store.optional?.count == 1)
    }

    @Test func optionalScopeGivesANewStoreAfterTheStateCameBack() throws {
        let store = Store(initialState: Feature.State(optional: Counter.State(count: 5))) { Feature() }
        let before = try #require(store.scope(state: \.optional, action: \.optional))

        store.send(.close)
        #expect(store.scope(state: \.optional, action: \.optional) == nil)
        store.send(.open)
        let after = try #require(store.scope(state: \.optional, action: \.optional))

        #expect(after !== before)
        #expect(after.count == 0)
    }

    // MARK: - Scoping to a collection

    @Test func collectionScopeHasOneStorePerRowInOrder() throws {
        let store = Store(initialState: threeRows()) { Feature() }

        let rows = store.scope(state: \.rows, action: \.rows)

        #expect(rows.count == 3)
        #expect(rows.ids == [1, 2, 3])
        #expect(rows.map { $0.withState(\.id) } == [1, 2, 3])
        #expect(try #require(rows[id: 2]).withState(\.id) == 2)
        #expect(rows[id: 9] == nil)
    }

    @Test func rowStoresKeepTheirIdentityWhileTheirRowExists() throws {
        let store = Store(initialState: threeRows()) { Feature() }
        let second = try #require(store.scope(state: \.rows, action: \.rows)[id: 2])

        store.send(.remove(id: 1))
        store.send(.add(id: 4))
        let rows = store.scope(state: \.rows, action: \.rows)

        #expect(rows[id: 2] === second)
        #expect(rows[0] === second)
        #expect(rows.ids == [2, 3, 4])
    }

    @Test func sendingOnARowStoreChangesThatRowOfTheParent() throws {
        let store = Store(initialState: threeRows()) { Feature() }
        let rows = store.scope(state: \.rows, action: \.rows)

        try #require(rows[id: 3]).send(.increment)

        #expect(store.rows.map(\.count) == [0, 0, 1])
        #expect(rows[id: 3]?.count == 1)
    }

    @Test func rowStoreStateFollowsChangesMadeThroughTheParent() throws {
        let store = Store(initialState: threeRows()) { Feature() }
        let first = try #require(store.scope(state: \.rows, action: \.rows)[id: 1])

        store.send(.rows(.element(id: 1, action: .increment)))

        #expect(first.count == 1)
    }

    @Test func removedRowsStoresAreDropped() {
        let store = Store(initialState: threeRows()) { Feature() }
        weak var removed: Store<Row.State, Row.Action>?
        removed = store.scope(state: \.rows, action: \.rows)[id: 1]
        #expect(removed != nil)

        store.send(.remove(id: 1))

        #expect(removed == nil)
    }

    @Test func aChildScopedFromARemovedRowKeepsTheRowsLastStateAndReportsActions() throws {
        let store = Store(initialState: threeRows()) { Feature() }
        let row = try #require(store.scope(state: \.rows, action: \.rows)[id: 1])
        row.send(.counter(.increment))
        #expect(row.counter.count == 1)  // what a view showing the row last saw
        store.send(.remove(id: 1))

        // Scoping the vanished row's store used to trap: the child had no state to start from.
        let child = row.scope(state: \.counter, action: \.counter)
        #expect(child.count == 1)
        let warnings = RuntimeWarningRecorder()
        warnings.record { _ = child.send(.increment) }
        #expect(child.count == 1)
        #expect(store.rows.ids == [2, 3])
        #expect(warnings.messages.count == 1)
    }

    @Test func rowAddedAgainAfterRemovalGetsAFreshStore() throws {
        var state = threeRows()
        state.rows[id: 1]?.count = 7
        let store = Store(initialState: state) { Feature() }
        let before = try #require(store.scope(state: \.rows, action: \.rows)[id: 1])

        store.send(.remove(id: 1))
        store.send(.add(id: 1))
        let after = try #require(store.scope(state: \.rows, action: \.rows)[id: 1])

        #expect(after !== before)
        #expect(after.count == 0)
    }

    // MARK: - Stores whose state went away

    @Test func rowStoreOfARemovedRowKeepsShowingItsLastState() throws {
        let store = Store(initialState: threeRows()) { Feature() }
        let row = try #require(store.scope(state: \.rows, action: \.rows)[id: 1])
        row.send(.increment)
        #expect(row.count == 1)

        store.send(.remove(id: 1))

        #expect(row.count == 1)
    }

    @Test func childOfARemovedRowStoreKeepsShowingItsLastState() {
        let store = Store(initialState: Feature.State(rows: [Row.State(id: 1)])) { Feature() }
        let row = store.scope(state: \.rows, action: \.rows)[0]
        let counter = row.scope(state: \.counter, action: \.counter)
        counter.send(.increment)
        #expect(counter.count == 1)

        store.send(.remove(id: 1))

        #expect(counter.count == 1)
    }

    @Test func rowStoreTakenFromAnOutdatedCollectionShowsTheRowAsItWas() {
        let store = Store(initialState: Feature.State(rows: [Row.State(id: 1, count: 4)])) { Feature() }
        let rows = store.scope(state: \.rows, action: \.rows)

        store.send(.remove(id: 1))

        #expect(rows[0].count == 4)
        #expect(rows[id: 1] == nil)
    }

    // MARK: - Enum state

    struct Screen: Reducer {
        enum State: Equatable {
            case loading
            case counting(Counter.State)
        }

        enum Action {
            case counting(Counter.Action)
            case finishedLoading
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.counting, action: \.counting) {
                Counter()
            }
            Reduce { state, action in
                if case .finishedLoading = action { state = .counting(Counter.State()) }
                return .none
            }
        }
    }

    @Test func scopingToAnEnumCaseReturnsAStoreOnlyWhileTheStateIsInThatCase() throws {
        let store = Store(initialState: Screen.State.loading) { Screen() }
        #expect(store.scope(state: \.counting, action: \.counting) == nil)

        store.send(.finishedLoading)
        let counting = try #require(store.scope(state: \.counting, action: \.counting))
        counting.send(.increment)

        #expect(counting.count == 1)
        #expect(store.state == .counting(Counter.State(count: 1)))
        #expect(store.scope(state: \.counting, action: \.counting) === counting)
    }

    @Test func rowStoreReadsTheRowsOwnID() {
        let store = Store(initialState: Feature.State(rows: [Row.State(id: 7)])) { Feature() }
        let rows = store.scope(state: \.rows, action: \.rows)
        #expect(rows[0].id == 7)
    }
}
