import Composable
import ComposableTesting
import Testing

/// Failures whose whole text a test written against the original checks: ours say the same,
/// in the same layout.
@MainActor
struct TestStoreOriginalMessagesTests {
    struct Counter: Reducer {
        struct State: Equatable { var count = 0 }
        enum Action: Equatable { case tapped, echoed }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .tapped:
                    return .send(.echoed)
                case .echoed:
                    return .none
                }
            }
        }
    }

    struct Screen: Reducer {
        enum State: Equatable {
            case loading
            case loaded(Tally.State)
        }
        enum Action { case tally(Tally.Action) }
        var body: some ReducerOf<Self> {
            EmptyReducer()
                .ifCaseLet(\.loaded, action: \.tally) { Tally() }
        }
    }

    static let noChange = """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """

    @Test func aClosureThatChangesNothingFailsEvenThoughTheStateMatches() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }

        let onSend = await failures(containing: "Expected state to change") {
            await store.send(.tapped) { $0.count = 0 }
        }
        let onReceive = await failures(containing: "Expected state to change") {
            await store.receive(.echoed) { _ = $0 }
        }

        #expect(onSend.map(\.message) == [Self.noChange])
        #expect(onReceive.map(\.message) == [Self.noChange])
    }

    @Test func aClosureThatChangesNothingPassesWhenTheTestIsNotExhaustive() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        store.exhaustivity = .off

        await store.send(.tapped) { $0.count = 0 }
        await store.receive(.echoed)
    }

    @Test func aStateWithOneFieldShowsBothStatesWhole() async {
        struct State: Equatable { var count = 0 }
        let store = TestStore(initialState: State()) {
            Reduce<State, Void> { state, _ in
                state.count += 1
                return .none
            }
        }

        let reported = await failures(containing: "A state change does not match expectation.") {
            await store.send(()) { $0.count = 2 }
        }

        #expect(
            reported.map(\.message) == [
                """
                A state change does not match expectation.

                    \u{2212} TestStoreOriginalMessagesTests.State(count: 2)
                    + TestStoreOriginalMessagesTests.State(count: 1)

                (Expected: \u{2212}, Actual: +)
                """
            ]
        )
    }

    @Test func receivingByAPredicateThatMatchesNothingSaysSo() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }

        let reported = await failures(containing: "Expected to receive") {
            await store.receive({ _ in false })
        }

        #expect(reported.map(\.message) == ["Expected to receive an action matching predicate, but didn't get one."])
    }

    @Test func receivingTheWrongActionShowsBothActions() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await store.send(.tapped)

        let reported = await failures(containing: "Received unexpected action:") {
            await store.receive(.tapped)
        }

        #expect(
            reported.map(\.message) == [
                """
                Received unexpected action:

                    \u{2212} TestStoreOriginalMessagesTests.Counter.Action.tapped
                    + TestStoreOriginalMessagesTests.Counter.Action.echoed

                (Expected: \u{2212}, Received: +)
                """
            ]
        )
    }

    @Test func anIfCaseLetActionForAnotherCaseNamesTheActionAndTheState() async throws {
        let store = TestStore(initialState: Screen.State.loading) { Screen() }

        let reported = await failures(containing: "received a child action when child state") {
            await store.send(.tally(.incrementTapped))
        }

        let message = try #require(reported.first?.message)
        #expect(message.hasPrefix(#"An "ifCaseLet" at "ComposableTestingTests/TestStoreOriginalMessagesTests.swift:"#))
        #expect(
            message.contains(
                """
                " received a child action when child state was set to a different case.

                  Action:
                    TestStoreOriginalMessagesTests.Screen.Action.tally(.incrementTapped)
                  State:
                    TestStoreOriginalMessagesTests.Screen.State.loading

                This is generally considered an application logic error, and can happen for a few reasons:

                A parent reducer set "TestStoreOriginalMessagesTests.Screen.State" to a different case
                """
            )
        )
        #expect(message.hasSuffix(#"In SwiftUI applications, use "SwitchStore"."#))
    }
}
