import Composable
import Synchronization

/// Counts the calls a test environment receives, from any task.
actor CallCounter {
    private(set) var calls = 0

    /// Records a call and returns how many there have been.
    @discardableResult
    func record() -> Int {
        calls += 1
        return calls
    }
}

/// Waits, a millisecond at a time, until `condition` holds: for effects a view's tap started,
/// which no `TestStore` is there to wait for. It gives up after 30 seconds, not sooner: the whole
/// suite runs in parallel and shares the main actor, so a one-second limit failed a clean-clone
/// run on a 2-core machine although the effect was fine. A passing test returns at once.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(600))
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// Collects the runtime warnings reported while it is the current reporter.
final class WarningLog: Sendable {
    private let messages = Mutex<[String]>([])

    /// The reporter that writes into this log.
    var reporter: RuntimeWarningReporter {
        RuntimeWarningReporter { warning in self.messages.withLock { $0.append(warning.message) } }
    }

    /// What was reported so far.
    var reported: [String] {
        messages.withLock { $0 }
    }
}
