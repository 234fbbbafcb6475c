import Composable
import ComposableTesting
import Testing

/// A `send` or `receive` whose state is not the state the test described fails with a diff, in
/// the original's words and layout.
@MainActor
struct TestStoreStateMismatchTests {
    @Test func aStateThatDiffersAfterSendFailsWithALineDiffNamingTheField() async throws {
        let store = TestStore(initialState: Tally.State()) { Tally() }

        let reported = await failures(containing: "A state change does not match expectation.") {
            await store.send(.incrementTapped) { $0.count = 2 }
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.hasSuffix("\n\n(Expected: \u{2212}, Actual: +)"))
        #expect(failure.message.contains("\n    \u{2212}   count: 2,\n"))
        #expect(failure.message.contains("\n    +   count: 1,\n"))
    }

    @Test func aStateChangeTheTestLeavesOutFails() async throws {
        let store = TestStore(initialState: Tally.State()) { Tally() }

        let reported = await failures(containing: "State was not expected to change, but a change occurred.") {
            await store.send(.incrementTapped)
        }

        let failure = try #require(reported.first)
        #expect(failure.message.contains("\u{2212}   count: 0,"))
        #expect(failure.message.contains("+   count: 1,"))
    }

    @Test func aStateThatDiffersAfterReceiveFailsWithALineDiff() async throws {
        let store = TestStore(initialState: Tally.State(count: 4)) { Tally() }
        await store.send(.reportTapped)

        let reported = await failures(containing: "A state change does not match expectation.") {
            await store.receive(\.delegate) { $0.reportedCount = 5 }
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.contains("\u{2212}   reportedCount: 5"))
        #expect(failure.message.contains("+   reportedCount: 4"))
    }

    @Test func aMismatchIsReportedAtTheLineOfTheSend() async throws {
        let store = TestStore(initialState: Tally.State()) { Tally() }

        let sendLine = #line + 2
        let reported = await failures(containing: "does not match expectation") {
            await store.send(.incrementTapped) { $0.count = 2 }
        }

        let failure = try #require(reported.first)
        #expect(failure.sourceLocation?.fileID == #fileID)
        #expect(failure.sourceLocation?.line == sendLine)
    }

    @Test func aStepAfterAMismatchIsCheckedAgainstTheActualState() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }
        _ = await failures(containing: "does not match expectation") {
            await store.send(.incrementTapped) { $0.count = 2 }
        }

        await store.send(.incrementTapped) { $0.count = 2 }
    }

    @Test func anAssertionClosureThatThrowsFailsTheTest() async throws {
        struct UnknownExpectation: Error {}
        let store = TestStore(initialState: Tally.State()) { Tally() }

        let reported = await failures(containing: "Threw error: UnknownExpectation()") {
            await store.send(.incrementTapped) { _ in throw UnknownExpectation() }
        }

        #expect(reported.count == 1)
    }
}
