import Composable
import Testing

extension TestIssueRecorder {
    /// The running Swift Testing test, for `TestContext.current`.
    static var currentTest: (id: AnyHashable, traits: [any Sendable])? {
        guard let test = Test.current else { return nil }
        return (AnyHashable(test.id), test.traits.map { $0 as any Sendable })
    }
}
