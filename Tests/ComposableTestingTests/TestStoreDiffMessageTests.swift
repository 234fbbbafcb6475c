import Composable
import ComposableTesting
import Testing

/// The text a state mismatch shows, laid out as the original lays it out: every field of the
/// structs on the path to a change (unchanged ones shortened), the changed field's lines, and
/// runs of unchanged elements folded.
@MainActor
struct TestStoreDiffMessageTests {
    @Test func aNestedStateChangeShowsExactlyTheChangedFieldsLines() async throws {
        let store = TestStore(initialState: ProfileEditor.State()) { ProfileEditor() }

        let reported = await failures(containing: "does not match expectation") {
            await store.send(.volumeChanged(7)) { $0.settings.volume = 8 }
        }

        let failure = try #require(reported.first)
        #expect(
            failure.message == """
                A state change does not match expectation.

                    \u{2007} ProfileEditor.State(
                    \u{2007}   name: "Blob",
                    \u{2007}   settings: ProfileEditor.Settings(
                    \u{2007}     theme: "dark",
                    \u{2212}     volume: 8,
                    +     volume: 7,
                    \u{2007}     notificationsEnabled: true
                    \u{2007}   ),
                    \u{2007}   friends: […]
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """
        )
    }

    @Test func aChangeInAListShowsOnlyTheChangedElement() async throws {
        let store = TestStore(initialState: ProfileEditor.State()) { ProfileEditor() }

        let reported = await failures(containing: "does not match expectation") {
            await store.send(.volumeChanged(5)) { $0.friends[1] = "Blob Esq." }
        }

        let failure = try #require(reported.first)
        let changedLines = failure.message.split(separator: "\n").map { $0.dropFirst(4) }.filter {
            $0.hasPrefix("\u{2212} ") || $0.hasPrefix("+ ")
        }
        #expect(changedLines == ["\u{2212}     [1]: \"Blob Esq.\"", "+     [1]: \"Blob Sr.\""])
    }

    struct Scoreboard: Reducer {
        struct Row: Equatable, Identifiable {
            let id: Int
            var value: Int
        }

        struct State: Equatable {
            var rows: IdentifiedArrayOf<Row> = IdentifiedArray(uniqueElements: (0..<1_000).map { Row(id: $0, value: $0 + 3_004) })
        }

        enum Action {
            case decrement(id: Int)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .decrement(id):
                    state.rows[id: id]?.value -= 1
                    return .none
                }
            }
        }
    }

    @Test func oneFieldOfRowFiveHundredOfAThousandShowsItsPathFromTheRoot() async throws {
        let store = TestStore(initialState: Scoreboard.State()) { Scoreboard() }

        let reported = await failures(containing: "State was not expected to change") {
            await store.send(.decrement(id: 500))
        }

        let failure = try #require(reported.first)
        #expect(
            failure.message == """
                State was not expected to change, but a change occurred.

                    \u{2007} TestStoreDiffMessageTests.Scoreboard.State(
                    \u{2007}   rows: [
                    \u{2007}     … (500 unchanged),
                    \u{2007}     [500]: TestStoreDiffMessageTests.Scoreboard.Row(
                    \u{2007}       id: 500,
                    \u{2212}       value: 3504
                    +       value: 3503
                    \u{2007}     ),
                    \u{2007}     … (499 unchanged)
                    \u{2007}   ]
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """
        )
    }
}
