import Composable
import ComposableTesting
import Testing

/// An exhaustive test must receive every action an effect sends, in order, before it sends
/// the next action.
@MainActor
struct TestStoreReceiveFailureTests {
    @Test func sendingWhileAReceivedActionIsUnassertedFails() async throws {
        let store = TestStore(initialState: Tally.State()) { Tally() }
        await store.send(.reportTapped)

        let sendLine = #line + 2
        let reported = await failures(containing: "Must handle 1 received action(s) before sending an action") {
            await store.send(.incrementTapped) { $0.count = 1 }
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.contains("  • delegate("))
        #expect(failure.message.contains("reported(0)"))
        #expect(failure.sourceLocation?.line == sendLine)
    }

    @Test func theStateAfterAnUnassertedActionIsTheStartingPointOfTheNextSend() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }
        await store.send(.reportTapped)

        _ = await failures(containing: "Must handle") {
            await store.send(.incrementTapped) { $0.count = 1 }
        }
    }

    @Test func receivingWhenNoEffectIsRunningFailsAtOnce() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }

        let receiveLine = #line + 2
        let reported = await failures(containing: "Expected to receive an action matching") {
            await store.receive(\.loaded, timeout: .seconds(600))
        }

        // It did not wait ten minutes: with no effect running, nothing could still send it.
        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.contains("matching \\.loaded, but no action was received and no effect is running that could still send it"))
        #expect(failure.sourceLocation?.line == receiveLine)
    }

    @Test func receivingWhenNoActionArrivesWithinTheTimeoutFails() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.watchTapped) { $0.isWatching = true }

        let reported = await failures(containing: "Expected to receive an action matching") {
            await store.receive(\.loaded, timeout: .milliseconds(20))
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.contains("matching \\.loaded, but received no action within 0.02 seconds"))
        await store.send(.stopWatchingTapped) { $0.isWatching = false }
    }

    @Test func receivingByValueWhenNoActionArrivesNamesTheExpectedAction() async throws {
        let store = TestStore(initialState: Tally.State()) { Tally() }

        let reported = await failures(containing: "Expected to receive delegate(") {
            await store.receive(.delegate(.reported(1)), timeout: .milliseconds(20))
        }

        #expect(reported.count == 1)
    }

    @Test func receivingAnActionOtherThanTheNextOneFails() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.refreshTapped)

        let reported = await failures(containing: "Received an unexpected action") {
            await store.receive(\.loaded) { $0.items = ["figs"] }
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.contains("refreshStarted\n\nExpected an action matching"))
        #expect(failure.message.hasSuffix("Receive the actions in the order the effects send them."))
        // The unexpected action is reported once and leaves the queue, with its state taken as
        // the new starting point; the rest of the test carries on from there.
        await store.receive(\.loaded) {
            $0.items = ["figs"]
            $0.isLoading = false
        }
    }

    @Test func receivingByValueFailsWhenThePayloadDiffers() async throws {
        let store = TestStore(initialState: Tally.State(count: 2)) { Tally() }
        await store.send(.reportTapped)

        let reported = await failures(containing: "Received an unexpected action") {
            await store.receive(.delegate(.reported(3))) { $0.reportedCount = 3 }
        }

        let failure = try #require(reported.first)
        #expect(failure.message.contains("reported(2)"))
        #expect(store.state.reportedCount == 2)
    }
}
