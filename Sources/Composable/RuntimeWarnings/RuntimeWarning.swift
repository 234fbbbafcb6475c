/// A problem the runtime notices while your app runs, such as an action that reached a child
/// reducer whose state was gone. It does not stop the app; it is handed to the current
/// ``RuntimeWarningReporter``, which prints it, or fails the test under `ComposableTesting`.
public struct RuntimeWarning: Sendable, CustomStringConvertible, Error {
    /// The full text: what happened, where it was composed, and the usual causes.
    public let message: String
    /// Where the operator or effect that noticed the problem was written.
    public let callSite: CallSite

    /// Creates a warning with its text and the place it points at.
    public init(message: String, callSite: CallSite) {
        self.message = message
        self.callSite = callSite
    }

    /// The warning's text.
    public var description: String { message }

    /// Hands the warning to the current reporter.
    public func report() {
        RuntimeWarningReporter.current.report(self)
    }
}

extension RuntimeWarning {
    /// An effect threw and nobody said what the error means.
    static func unhandledEffectError(_ error: any Error, at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                An "Effect.run" returned from "\(callSite.fileID):\(callSite.line)" threw an unhandled error.

                \(indented(FailureDump.text(of: error), by: 4))

                All non-cancellation errors must be explicitly handled via the "catch" parameter \
                on "Effect.run", or via a "do" block.
                """,
            callSite: callSite
        )
    }
}

extension RuntimeWarning {
    /// An effect's `send` was called after the effect had finished.
    static func actionSentFromCompletedEffect(_ action: Any, effectMadeAt callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                An action was sent from an "Effect.run" made at "\(callSite)" after that effect \
                had finished; the store ignored it:

                  \(action)

                The "send" an effect receives works only while the effect runs. It usually \
                escaped into work the effect does not wait for (an unstructured "Task", a \
                callback): await that work inside the effect, or turn the callback into an \
                "AsyncStream" the effect iterates.
                """,
            callSite: callSite
        )
    }
}
