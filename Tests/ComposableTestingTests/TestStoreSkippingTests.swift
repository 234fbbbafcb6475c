import Composable
import ComposableTesting
import Testing

/// Skipping what an exhaustive test does not mean to assert, switching exhaustivity for a
/// stretch of a test, and the spellings that users' helpers forward.
@MainActor
struct TestStoreSkippingTests {
    @Test func skippingReceivedActionsLetsAnExhaustiveTestGoOn() async {
        let store: TestStoreOf<Loader> = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.refreshTapped)
        await store.skipReceivedActions()
        #expect(store.state.items == ["figs"])
        await store.send(.loadTapped) { $0.isLoading = true }
        await store.receive(\.loaded) {
            $0.items = ["apples", "pears"]
            $0.isLoading = false
        }
    }

    @Test func skippingReceivedActionsWhenThereAreNoneFailsUnlessNotStrict() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        let reported = await failures(containing: "There were no received actions to skip.") {
            await store.skipReceivedActions()
        }
        #expect(reported.count == 1)
        await store.skipReceivedActions(strict: false)
    }

    @Test func skippingInFlightEffectsCancelsThemSoTheTestCanEnd() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.watchTapped) { $0.isWatching = true }
        await store.skipInFlightEffects()
        let reported = await failures(containing: "There were no in-flight effects to skip.") {
            await store.skipInFlightEffects()
        }
        #expect(reported.count == 1)
    }

    @Test func withExhaustivityOffChecksOnlyWhatTheStretchAsserts() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.withExhaustivity(.off) {
            await store.send(.refreshTapped)
            await store.receive(\.loaded) { $0.items = ["figs"] }
        }
        #expect(store.exhaustivity == .on)
        await store.send(.loadTapped) { $0.isLoading = true }
        await store.receive(\.loaded) {
            $0.items = ["apples", "pears"]
            $0.isLoading = false
        }
    }

    @Test func showingSkippedAssertionsStillPasses() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        store.exhaustivity = .off(showSkippedAssertions: true)
        // Skips refreshStarted, and the isLoading change; each is recorded as a known issue.
        await store.send(.refreshTapped)
        await store.receive(\.loaded) { $0.items = ["figs"] }
        await store.send(.watchTapped)
        #expect(store.exhaustivity != .off)
    }

    /// A helper that forwards the caller's location in the original's spellings compiles and
    /// points the failure at the caller.
    @Test func sourceLocationsForwardedInTheOriginalsSpellingsPointAtTheCaller() async throws {
        func receiveLoaded(
            _ store: TestStoreOf<Loader>,
            fileID: StaticString = #fileID,
            file filePath: StaticString = #filePath,
            line: UInt = #line,
            column: UInt = #column
        ) async {
            await store.receive(\.loaded, fileID: fileID, file: filePath, line: line, column: column)
        }
        let store = TestStore(initialState: Loader.State()) { Loader() }
        let callerLine = #line + 2
        let reported = await failures(containing: "Expected to receive") {
            await receiveLoaded(store)
        }
        let failure = try #require(reported.first)
        #expect(failure.sourceLocation?.line == callerLine)
    }
}
