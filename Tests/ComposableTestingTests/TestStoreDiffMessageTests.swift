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
}
