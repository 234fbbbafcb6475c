import Composable
import ComposableTesting
import Testing

/// The text a state mismatch shows: the changed field's lines, in the place the field has in
/// the state, and little else.
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
                A state change does not match expectation after send(volumeChanged(7)):

                (Expected: \u{2212}, Actual: +)
                  ProfileEditor.State(
                    name: "Blob"
                    settings: ProfileEditor.Settings(
                      theme: "dark"
                \u{2212}     volume: 8
                +     volume: 7
                      notificationsEnabled: true
                    )
                    … (1 unchanged)
                  )
                """
        )
    }

    @Test func aChangeInAListShowsOnlyTheChangedElement() async throws {
        let store = TestStore(initialState: ProfileEditor.State()) { ProfileEditor() }

        let reported = await failures(containing: "does not match expectation") {
            await store.send(.volumeChanged(5)) { $0.friends[1] = "Blob Esq." }
        }

        let failure = try #require(reported.first)
        let changedLines = failure.message.split(separator: "\n").filter {
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

        let reported = await failures(containing: "does not match expectation") {
            await store.send(.decrement(id: 500))
        }

        let failure = try #require(reported.first)
        #expect(
            failure.message == """
                A state change does not match expectation after send(decrement(id: 500)):

                (Expected: \u{2212}, Actual: +)
                  TestStoreDiffMessageTests.Scoreboard.State(
                    rows: [
                      … (500 unchanged)
                      [500]: TestStoreDiffMessageTests.Scoreboard.Row(
                        id: 500
                \u{2212}       value: 3504
                +       value: 3503
                      )
                      … (499 unchanged)
                    ]
                  )
                """
        )
    }
}
