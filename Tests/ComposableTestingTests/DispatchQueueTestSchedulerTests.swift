import Composable
import ComposableTesting
import Dispatch
import Testing

/// `DispatchQueue.test` stands in for the original's Combine test scheduler: a feature that
/// waits on `@Dependency(\.mainQueue)` is driven by `advance(by:)` in a `TestStore`.
@MainActor
struct DispatchQueueTestSchedulerTests {
    struct Debounced: Reducer {
        struct State: Equatable { var saved = false }
        enum Action: Equatable { case edited, saved }
        @Dependency(\.mainQueue) var mainQueue
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .edited:
                    return .run { [mainQueue] send in
                        try await mainQueue.sleep(for: .seconds(1))
                        await send(.saved)
                    }
                case .saved:
                    state.saved = true
                    return .none
                }
            }
        }
    }

    @Test func theEffectWaitsUntilTheSchedulerHasAdvancedFarEnough() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: Debounced.State()) { Debounced() } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        await store.send(.edited)
        await mainQueue.advance(by: .milliseconds(500))
        await mainQueue.advance(by: .milliseconds(500))
        await store.receive(.saved) { $0.saved = true }
    }

    @Test func runMovesTimeAsFarAsTheWorkNeeds() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: Debounced.State()) { Debounced() } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        await store.send(.edited)
        await mainQueue.run()
        await store.receive(.saved) { $0.saved = true }
        #expect(mainQueue.clock.now.offset == .seconds(1))
    }

    @Test func anUnadvancedSchedulerLeavesTheEffectWaiting() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: Debounced.State()) { Debounced() } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        await store.send(.edited)
        await mainQueue.advance(by: .milliseconds(999))
        await store.skipInFlightEffects()
        #expect(store.state.saved == false)
    }
}

/// `XCTExpectFailure`'s block form in a Swift Testing test: a strict one that sees no failure
/// fails the test.
@MainActor
struct XCTExpectFailureInSwiftTestingTests {
    @Test func aStrictExpectationWithoutAFailureFailsTheTest() async {
        let reported = await failures(containing: "Expected failure(s) didn't occur") {
            XCTExpectFailure("nothing happens") {}
        }
        #expect(reported.count == 1)
    }
}
