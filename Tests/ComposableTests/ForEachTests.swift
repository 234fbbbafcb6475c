import Composable
import Testing

@MainActor
struct ForEachTests {
    struct Row: Reducer {
        struct State: Equatable, Identifiable {
            let id: Int
            var count = 0
            var isDeleting = false
            var loaded: Int?
            var received: [Int] = []
        }

        enum Action {
            case increment
            case deleteTapped
            case load
            case loaded(Int)
            case listen
            case received(Int)
            case startWork
            case stopWork
            case workFinished
        }

        enum CancelID {
            case work
        }

        /// The values each row's `listen` effect forwards, by row id.
        let values: [Int: AsyncStream<Int>]

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .increment:
                    state.count += 1
                    return .none
                case .deleteTapped:
                    state.isDeleting = true
                    return .none
                case .load:
                    let id = state.id
                    return .run { send in
                        await send(.loaded(id * 10))
                    }
                case let .loaded(value):
                    state.loaded = value
                    return .none
                case .listen:
                    let stream = values[state.id]
                    return .run { send in
                        guard let stream else { return }
                        for await value in stream {
                            await send(.received(value))
                        }
                    }
                case let .received(value):
                    state.received.append(value)
                    return .none
                case .startWork:
                    return .run { send in
                        try await Task.sleep(for: .seconds(60))
                        await send(.workFinished)
                    }
                    .cancellable(id: CancelID.work)
                case .stopWork:
                    return .cancel(id: CancelID.work)
                case .workFinished:
                    return .none
                }
            }
        }
    }

    struct Rows: Reducer {
        struct State: Equatable {
            var rows: IdentifiedArrayOf<Row.State> = []
            var removedRowWasDeleting: Bool?
            var actionsForMissingRows = 0
        }

        enum Action {
            case rows(IdentifiedActionOf<Row>)
            case remove(id: Int)
            case stopParentWork(id: Int)
        }

        var values: [Int: AsyncStream<Int>] = [:]

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .rows(.element(id: id, action: .deleteTapped)):
                    state.removedRowWasDeleting = state.rows[id: id]?.isDeleting
                    state.rows.remove(id: id)
                    return .none
                case let .rows(.element(id: id, action: _)):
                    if state.rows[id: id] == nil { state.actionsForMissingRows += 1 }
                    return .none
                case let .remove(id):
                    state.rows.remove(id: id)
                    return .none
                case let .stopParentWork(id):
                    // The parent's own cancellation id; it happens to equal a row's id.
                    return .cancel(id: id)
                }
            }
            .forEach(\.rows, action: \.rows) {
                Row(values: values)
            }
        }
    }

    private func twoRows() -> Rows.State {
        Rows.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    }

    @Test func forEachRunsTheElementReducerOnTheAddressedRowOnly() {
        let store = Store(initialState: twoRows()) { Rows() }

        store.send(.rows(.element(id: 2, action: .increment)))

        #expect(store.rows[id: 1]?.count == 0)
        #expect(store.rows[id: 2]?.count == 1)
    }

    @Test func forEachRunsTheElementBeforeTheParentSoTheParentCanRemoveTheRow() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: twoRows()) { Rows() }

        warnings.record { store.send(.rows(.element(id: 1, action: .deleteTapped))) }

        #expect(store.removedRowWasDeleting == true)
        #expect(store.rows.ids == [2])
        #expect(warnings.messages.isEmpty)
    }

    @Test func forEachDeliversElementEffectActionsToTheRowTheyCameFrom() async {
        let store = Store(initialState: twoRows()) { Rows() }

        await store.send(.rows(.element(id: 2, action: .load))).finish()

        #expect(store.rows[id: 1]?.loaded == nil)
        #expect(store.rows[id: 2]?.loaded == 20)
    }

    @Test func forEachCancelsTheEffectsOfARemovedRowOnly() async {
        let (first, firstContinuation) = AsyncStream.makeStream(of: Int.self)
        let (second, secondContinuation) = AsyncStream.makeStream(of: Int.self)
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: twoRows()) { Rows(values: [1: first, 2: second]) }

        let firstListening = warnings.record { store.send(.rows(.element(id: 1, action: .listen))) }
        let secondListening = warnings.record { store.send(.rows(.element(id: 2, action: .listen))) }
        warnings.record { store.send(.remove(id: 1)) }
        #expect(firstListening.isCancelled)
        #expect(!secondListening.isCancelled)

        firstContinuation.yield(1)
        firstContinuation.finish()
        secondContinuation.yield(2)
        secondContinuation.finish()
        await firstListening.finish()
        await secondListening.finish()

        #expect(store.rows.ids == [2])
        #expect(store.rows[id: 2]?.received == [2])
        #expect(store.actionsForMissingRows == 0)
        #expect(warnings.messages.isEmpty)
    }

    @Test func forEachCancelsTheEffectsOfARowRemovedInAnswerToItsOwnAction() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: twoRows()) { Rows(values: [1: values]) }

        let listening = warnings.record { store.send(.rows(.element(id: 1, action: .listen))) }
        warnings.record { store.send(.rows(.element(id: 1, action: .deleteTapped))) }
        #expect(listening.isCancelled)

        continuation.yield(1)
        continuation.finish()
        await listening.finish()

        #expect(store.actionsForMissingRows == 0)
        #expect(warnings.messages.isEmpty)
    }

    @Test func cancellationIDsOfOneRowDoNotCancelAnotherRowsEffects() async {
        let store = Store(initialState: twoRows()) { Rows() }

        let firstWork = store.send(.rows(.element(id: 1, action: .startWork)))
        let secondWork = store.send(.rows(.element(id: 2, action: .startWork)))
        store.send(.rows(.element(id: 1, action: .stopWork)))

        #expect(firstWork.isCancelled)
        #expect(!secondWork.isCancelled)

        secondWork.cancel()
        await secondWork.finish()
        await firstWork.finish()
        await secondWork.finish()
    }

    @Test func parentCancellationIDEqualToARowIDDoesNotCancelThatRowsEffects() async {
        let store = Store(initialState: twoRows()) { Rows() }

        let work = store.send(.rows(.element(id: 1, action: .startWork)))
        store.send(.stopParentWork(id: 1))

        #expect(!work.isCancelled)

        work.cancel()
        await work.finish()
        await work.finish()
    }

    @Test func forEachKeepsRowEffectsRunningWhenNoRowIsRemoved() async {
        let (values, continuation) = AsyncStream.makeStream(of: Int.self)
        let store = Store(initialState: twoRows()) { Rows(values: [1: values]) }

        let listening = store.send(.rows(.element(id: 1, action: .listen)))
        store.send(.rows(.element(id: 2, action: .increment)))
        store.send(.remove(id: 3))
        #expect(!listening.isCancelled)

        continuation.yield(4)
        continuation.finish()
        await listening.finish()

        #expect(store.rows[id: 1]?.received == [4])
    }
}
