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
        let reported = await failures(containing: "Must handle 1 received action before sending an action.") {
            await store.send(.incrementTapped) { $0.count = 1 }
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.hasSuffix("Unhandled actions: [\n  [0]: .delegate(\n    .reported(0)\n  )\n]"))
        #expect(failure.sourceLocation?.line == sendLine)
        await store.skipReceivedActions()
    }

    @Test func anActionLeftUnreceivedBeforeASendCanStillBeReceivedAfterIt() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }
        await store.send(.reportTapped)

        _ = await failures(containing: "Must handle 1 received action") {
            await store.send(.reportTapped)
        }

        // Both reports wait in the queue, in the order they were sent, as in the original; the
        // send already took the first one's state as its starting point.
        await store.receive(.delegate(.reported(0)))
        await store.receive(.delegate(.reported(0)))
    }

    @Test func theStateAfterAnUnassertedActionIsTheStartingPointOfTheNextSend() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }
        await store.send(.reportTapped)

        _ = await failures(containing: "Must handle") {
            await store.send(.incrementTapped) { $0.count = 1 }
        }
        await store.skipReceivedActions()
    }

    @Test func receivingWhenNoEffectIsRunningFailsAtOnce() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }

        let receiveLine = #line + 2
        let reported = await failures(containing: "Expected to receive an action matching case path, but didn't get one.") {
            await store.receive(\.loaded, timeout: .seconds(600))
        }

        // It did not wait ten minutes: with no effect running, nothing could still send it.
        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.sourceLocation?.line == receiveLine)
    }

    @Test func receivingWhenNoActionArrivesWithinTheTimeoutFails() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.watchTapped) { $0.isWatching = true }

        // As in the original: one failure for the wait, one for the missing action.
        let reported = await failures(containing: "Expected to receive an action") {
            await store.receive(\.loaded, timeout: .milliseconds(20))
        }

        #expect(reported.count == 2)
        #expect(reported.first?.message.hasPrefix("Expected to receive an action, but received none after 0.02 seconds.") == true)
        #expect(reported.last?.message == "Expected to receive an action matching case path, but didn't get one.")
        await store.send(.stopWatchingTapped) { $0.isWatching = false }
    }

    @Test func receivingByValueWhenNoActionArrivesNamesTheExpectedAction() async throws {
        let store = TestStore(initialState: Tally.State()) { Tally() }

        let reported = await failures(containing: "Expected to receive the following action, but didn't:") {
            await store.receive(.delegate(.reported(1)), timeout: .milliseconds(20))
        }

        #expect(reported.count == 1)
        #expect(reported.first?.message.hasSuffix("\n\n  Tally.Action.delegate(\n    .reported(1)\n  )") == true)
    }

    @Test func receivingAnActionOtherThanTheNextOneFails() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.refreshTapped)

        let reported = await failures(containing: "Received unexpected action:") {
            await store.receive(\.loaded) { $0.items = ["figs"] }
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.hasSuffix("Received unexpected action:\n\n  Loader.Action.refreshStarted"))
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

        let reported = await failures(containing: "Received unexpected action:") {
            await store.receive(.delegate(.reported(3))) { $0.reportedCount = 3 }
        }

        let failure = try #require(reported.first)
        #expect(
            failure.message.hasSuffix(
                """
                Received unexpected action:

                    \u{2007} Tally.Action.delegate(
                    \u{2212}   .reported(3)
                    +   .reported(2)
                    \u{2007} )

                (Expected: \u{2212}, Received: +)
                """
            )
        )
        #expect(store.state.reportedCount == 2)
    }
}
