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
    /// An effect's `send` was called after the effect had finished: worded as the original's,
    /// with the action sent and the action whose reducer returned the effect, and reported at
    /// the effect's `.run`.
    static func actionSentFromCompletedEffect(_ action: Any, returnedFrom origin: Any, effectMadeAt callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                An action was sent from a completed effect.

                  Action:
                \(indented(FailureDump.text(of: action), by: 4))

                  Effect returned from:
                \(indented(FailureDump.text(of: origin), by: 4))

                Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
                completed. This can happen if you escape the 'send' argument in an unstructured context.

                To fix this, make sure that your 'run' closure does not return until you're done \
                calling 'send'.
                """,
            callSite: callSite
        )
    }
}

extension RuntimeWarning {
    /// An action sent to a store while it was reducing another one, or telling observers of a
    /// change, in the original's words.
    static func reentrantSend(_ action: Any, fileID: StaticString = #fileID, line: UInt = #line) -> RuntimeWarning {
        let described = String(describing: action)
        let caseName = Mirror(reflecting: action).displayStyle == .enum ? "." + described : described
        return RuntimeWarning(
            message: """
                Sent '\(caseName)' while an action was being processed.

                Reentrant actions are undefined and will be a precondition failure in a future \
                version of the library.
                """,
            callSite: CallSite(fileID: fileID, line: line)
        )
    }
}
