import Composable
import Synchronization

/// Collects the runtime warnings reported while some code runs, including those reported later
/// by the effects that code started (they inherit the reporter as a task-local value).
///
/// ```swift
/// let warnings = RuntimeWarningRecorder()
/// let task = warnings.record { store.send(.tapped) }
/// await task.finish()
/// #expect(warnings.messages.isEmpty)
/// ```
final class RuntimeWarningRecorder: Sendable {
    private let warnings = Mutex<[RuntimeWarning]>([])

    /// The warnings reported so far, in order.
    var recorded: [RuntimeWarning] {
        warnings.withLock { $0 }
    }

    /// The text of each warning reported so far.
    var messages: [String] {
        recorded.map(\.message)
    }

    /// Adds a warning; the reporter calls it, from whichever task reported.
    func append(_ warning: RuntimeWarning) {
        warnings.withLock { $0.append(warning) }
    }

    /// A reporter that hands every warning to this recorder.
    var reporter: RuntimeWarningReporter {
        RuntimeWarningReporter { warning in self.append(warning) }
    }

    /// Runs `body` with this recorder as the current reporter.
    @discardableResult
    func record<Result>(_ body: () throws -> Result) rethrows -> Result {
        try RuntimeWarningReporter.$current.withValue(reporter, operation: body)
    }
}
