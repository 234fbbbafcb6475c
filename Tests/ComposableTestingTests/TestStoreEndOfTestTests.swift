import Composable
import ComposableTesting
import Testing

/// What an exhaustive test still owes when its store goes away fails the test. Each test makes
/// its store inside the `failures` closure, so that the store goes away, and reports, there.
@MainActor
struct TestStoreEndOfTestTests {
    @Test func receivingAnUnassertedActionFailsAtTheEndOfTheTest() async throws {
        var creationLine = 0

        let reported = await failures(containing: "The store received 1 unexpected action.") {
            creationLine = #line + 1
            let store = TestStore(initialState: Tally.State(count: 7)) { Tally() }
            await store.send(.reportTapped)
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.contains("    .delegate("))
        #expect(failure.message.contains("reported(7)"))
        #expect(failure.sourceLocation?.line == creationLine)
    }

    @Test func anEffectStillRunningFailsAtTheEndOfTheTest() async throws {
        let reported = await failures(containing: "An effect returned for this action is still running.") {
            let store = TestStore(initialState: Loader.State()) { Loader() }
            await store.send(.watchTapped) { $0.isWatching = true }
        }

        #expect(reported.count == 1)
        #expect(reported.first?.message.hasSuffix(#"or consider using a non-exhaustive test store: "store.exhaustivity = .off"."#) == true)
    }

    @Test func anEffectStillRunningIsReportedAtTheSendThatStartedIt() async {
        var sendLine = 0

        let reported = await failures(containing: "An effect returned for this action is still running.") {
            let store = TestStore(initialState: Loader.State()) { Loader() }
            sendLine = #line + 1
            await store.send(.watchTapped) { $0.isWatching = true }
        }

        #expect(reported.map { $0.sourceLocation?.line } == [sendLine])
    }

    @Test func eachEffectStillRunningFailsOnItsOwn() async {
        let reported = await failures(containing: "An effect returned for this action is still running.") {
            let store = TestStore(initialState: Loader.State()) { Loader() }
            await store.send(.watchTapped) { $0.isWatching = true }
            await store.send(.watchTapped)
        }

        #expect(reported.count == 2)
    }

    @Test func anEffectStillRunningIsCancelledWhenTheStoreGoesAway() async {
        let ending = EffectEnding()

        _ = await failures(containing: "An effect returned for this action is still running.") {
            let store = TestStore(initialState: SleepingEffect.State()) { SleepingEffect(ending: ending) }
            await store.send(.sleepTapped)
        }

        #expect(await ending.wait(atMost: .seconds(600)) == .cancelled)
    }

    @Test func anEffectInsideAConcatenationIsCancelledWhenTheStoreGoesAway() async {
        let ending = EffectEnding()

        _ = await failures(containing: "An effect returned for this action is still running.") {
            let store = TestStore(initialState: SleepingEffect.State()) { SleepingEffect(ending: ending) }
            await store.send(.sleepThenFinishTapped)
        }

        #expect(await ending.wait(atMost: .seconds(600)) == .cancelled)
    }

    @Test func finishFailsWhenAnEffectOutlivesTheTimeout() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        await store.send(.watchTapped) { $0.isWatching = true }

        let finishLine = #line + 2
        let reported = await failures(containing: "Expected effects to finish, but there are still effects in-flight after 0.02 seconds.") {
            await store.finish(timeout: .milliseconds(20))
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.sourceLocation?.line == finishLine)
        await store.send(.stopWatchingTapped) { $0.isWatching = false }
        await store.finish(timeout: .seconds(600))
    }

    @Test func finishUsesTheStoreTimeoutWhenNoneIsGiven() async {
        let store = TestStore(initialState: Loader.State()) { Loader() }
        store.timeout = .milliseconds(20)
        await store.send(.watchTapped) { $0.isWatching = true }

        let reported = await failures(containing: "still effects in-flight after 0.02 seconds") {
            await store.finish()
        }
        #expect(reported.first?.message.contains(#"configure this assertion with an explicit "timeout""#) == true)

        await store.send(.stopWatchingTapped) { $0.isWatching = false }
        await store.finish(timeout: .seconds(600))
    }
}
