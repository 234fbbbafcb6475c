import Composable
import ComposableTesting
import Testing

/// With `exhaustivity = .off` a test checks only what it asserts.
@MainActor
struct NonExhaustiveTestStoreTests {
    @Test func aClosureChecksOnlyTheFieldsItSets() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        store.exhaustivity = .off

        // `loaded` also sets `isLoading` back to false; the test does not say so.
        await store.send(.refreshTapped)
        await store.receive(\.loaded, ["figs"]) { $0.items = ["figs"] }

        #expect(store.state.isLoading == false)
    }

    @Test func aFieldTheClosureSetsWronglyStillFails() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        store.exhaustivity = .off

        let reported = await failures(containing: "does not match expectation") {
            await store.send(.watchTapped) { $0.isWatching = false }
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.contains("\u{2212}   isWatching: false"))
        #expect(failure.message.contains("+   isWatching: true"))
    }

    @Test func receivingSkipsTheActionsBeforeTheOneAsserted() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        store.exhaustivity = .off

        await store.send(.refreshTapped)
        // `refreshStarted` arrived first; receiving `loaded` skips it.
        await store.receive(\.loaded) { $0.items = ["figs"] }
    }

    @Test func receivingACaseNoEffectSendsStillFails() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        store.exhaustivity = .off
        await store.send(.refreshTapped)

        let reported = await failures(containing: "Expected to receive") {
            await store.receive(\.watchTapped, timeout: .milliseconds(20))
        }

        #expect(reported.map(\.message) == ["Expected to receive an action matching case path, but didn't get one."])
    }

    @Test func sendingWhileReceivedActionsAreUnassertedPasses() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }
        store.exhaustivity = .off

        await store.send(.reportTapped)
        await store.send(.incrementTapped) { $0.count = 1 }
    }

    @Test func runningEffectsAndUnreceivedActionsDoNotFailTheEndOfTheTest() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        store.exhaustivity = .off

        await store.send(.refreshTapped)
        await store.send(.watchTapped)

        #expect(store.state.isWatching)
    }
}
