import Composable
import Testing

extension TestStore {
    /// Fails the test for each shared value that changed since the last assertion, when the
    /// test store finishes (`finish()`, or the end of the test): a change an effect made after
    /// the last `send` or `receive` must be asserted with ``assert(_:fileID:file:line:column:)``.
    nonisolated func reportUnassertedSharedChanges(at location: SourceLocation) {
        let changes = sharedChanges.unassertedChanges
        sharedChanges.reset()
        guard !changes.isEmpty else { return }
        TestFailure.record(
            Comment(rawValue: TestStoreFailureMessages.unassertedSharedChanges(changes.map(\.description))),
            sourceLocation: location
        )
    }
}

extension TestStoreFailureMessages {
    /// Shared values changed after the last assertion, and the test store finished.
    static func unassertedSharedChanges(_ changes: [String]) -> String {
        """
        Test store finished before asserting against changes to shared state:

        \(changes.map { "  Tracked unasserted changes to \($0)" }.joined(separator: "\n"))

        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """
    }
}
