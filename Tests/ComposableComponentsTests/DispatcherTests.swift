import Composable
import ComposableComponents
import ComposableTesting
import Testing

/// Pure, effectful and workflow dispatchers run as reducers: what a test sees when it sends an
/// input, and what it receives from the asynchronous steps.
@MainActor
struct DispatcherTests {
    enum Input: Equatable {
        case incrementTapped
        case fetchTapped
        case refreshTapped
        case ignored
        case failTapped
    }

    enum Screen: Equatable {
        case idle
        case loading
        case loaded(Int)
        case failed
    }

    struct Numbers {
        var fetch: @Sendable () async throws -> Int
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "the server is down" }
    }

    static let counter = StateDispatcher<Void, Int, Input>.pure { input in
        switch input {
        case .incrementTapped: .modify { count in count + 1 }
        default: .none
        }
    }

    static let fetcher = StateDispatcher<Numbers, Int, Input>.effectful { input in
        switch input {
        case .fetchTapped: .run { numbers in .set(try await numbers.fetch()) }
        case .incrementTapped: .modify { $0 + 1 }
        default: .none
        }
    }

    static let screen = StateDispatcher<Numbers, Screen, Input>.workflow { input in
        switch input {
        case .refreshTapped:
            [.set(.loading), .run { numbers in .set(.loaded(try await numbers.fetch())) }]
        default:
            []
        }
    }

    @Test func aPureChangeIsMadeWhileTheInputIsHandled() async {
        let store = TestStore(initialState: 0) { Self.counter.reducer(environment: ()) }

        await store.send(.input(.incrementTapped)) { $0 = 1 }
        await store.send(.input(.incrementTapped)) { $0 = 2 }
        await store.send(.input(.ignored))
    }

    @Test func anEffectfulHandlerReadsTheTestEnvironmentAndItsChangeIsReceived() async {
        let calls = CallCounter()
        let numbers = Numbers(fetch: {
            await calls.record()
            return 42
        })
        let store = TestStore(initialState: 0) { Self.fetcher.reducer(environment: numbers) }

        await store.send(.input(.fetchTapped))
        await store.receive(\.update) { $0 = 42 }
        await store.send(.input(.incrementTapped)) { $0 = 43 }
        await store.send(.input(.ignored))

        #expect(await calls.calls == 1)
    }

    @Test func eachStepOfAWorkflowIsItsOwnUpdate() async {
        let store = TestStore(initialState: Screen.idle) {
            Self.screen.reducer(environment: Numbers(fetch: { 7 }))
        }

        await store.send(.input(.refreshTapped)) { $0 = .loading }
        await store.receive(\.update) { $0 = .loaded(7) }
    }

    @Test func aStepThatThrowsIsReportedWhereItWasMadeAndEndsItsWorkflow() async {
        let log = WarningLog()
        let runLine = #line + 4
        let failing = StateDispatcher<Numbers, Screen, Input>.workflow { _ in
            [
                .set(.loading),
                .run { numbers in .set(.loaded(try await numbers.fetch())) },
                .set(.idle),
            ]
        }
        let store = Store(initialState: Screen.idle) {
            failing.reducer(environment: Numbers(fetch: { throw Failure() }))
        }

        await RuntimeWarningReporter.$current.withValue(log.reporter) {
            await store.send(.input(.failTapped)).finish()
        }

        #expect(store.withState { $0 } == .loading)
        #expect(log.reported.count == 1)
        #expect(log.reported.first?.contains("the server is down") == true)
        #expect(log.reported.first?.contains("DispatcherTests.swift:\(runLine)") == true)
    }

    // The step sleeps for an hour, not a few seconds: on a loaded machine, where other tests
    // can hold the main actor for seconds, a short sleep could end on its own before the store
    // goes away, and the test would fail without a bug. A step that the store's going away did
    // not cancel hangs instead, and the time limit fails the test.
    @Test(.timeLimit(.minutes(2)))
    func stepsStillRunningStopWhenTheStoreGoesAway() async throws {
        let started = CallCounter()
        let finished = CallCounter()
        let cancelled = CallCounter()
        let numbers = Numbers(fetch: {
            await started.record()
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                await cancelled.record()
                throw error
            }
            await finished.record()
            return 1
        })
        var store: Store<Screen, DispatcherAction<Screen, Input>>? = Store(initialState: .idle) {
            Self.screen.reducer(environment: numbers)
        }
        let task = store?.send(.input(.refreshTapped))
        #expect(await waitUntil { store?.withState { $0 } == .loading })
        while await started.calls == 0 { await Task.yield() }

        store = nil
        await task?.finish()

        #expect(await finished.calls == 0)
        #expect(await cancelled.calls == 1)
    }

    @Test func changesDescribeWhatKindTheyAre() {
        #expect(StateChange<Int>.set(1).description == "StateChange.set")
        #expect(StateChange<Int>.modify { $0 }.description == "StateChange.modify")
        #expect(StateChange<Int>.none.description == "StateChange.none")
        #expect(StateChange<Int>.none.isNone)
        #expect(StateChange<Int>.set(4).applied(to: 1) == 4)
        #expect(StateChange<Int>.none.applied(to: 1) == 1)
    }
}
