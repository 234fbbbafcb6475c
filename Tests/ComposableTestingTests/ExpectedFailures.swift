import Synchronization
import Testing

/// Runs `body`, which should make the test fail with a message containing `phrase`, and returns
/// those failures instead of failing the test, so that the test can check what they say and
/// where they point.
///
/// ```swift
/// let reported = await failures(containing: "Must handle") {
///     await store.send(.incrementTapped) { $0.count = 1 }
/// }
/// ```
///
/// The test still fails when `body` records no such failure, and for every failure that does
/// not contain `phrase`.
@MainActor
func failures(
    containing phrase: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    during body: () async -> Void
) async -> [Issue] {
    let matched = IssueLog()
    await withKnownIssue(sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        guard issue.message.contains(phrase) else { return false }
        matched.append(issue)
        return true
    }
    return matched.issues
}

/// The issues a known-issue matcher accepted; the matcher may run on any thread.
private final class IssueLog: Sendable {
    private let recorded = Mutex<[Issue]>([])

    func append(_ issue: Issue) {
        recorded.withLock { $0.append(issue) }
    }

    var issues: [Issue] {
        recorded.withLock { $0 }
    }
}

extension Issue {
    /// The text the issue was recorded with.
    var message: String {
        comments.map(\.rawValue).joined(separator: "\n")
    }
}
