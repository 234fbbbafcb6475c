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
    /// The usual causes of an action reaching a child whose state is not there.
    @usableFromInline
    static func missingChildState(
        operator name: String,
        at callSite: CallSite,
        problem: String,
        action: Any,
        state: Any?
    ) -> RuntimeWarning {
        var lines = ["A \"\(name)\" at \"\(callSite)\" \(problem)", "", "  Action:", "    \(action)"]
        if let state {
            lines += ["  State:", "    \(state)"]
        }
        lines += [
            "",
            "This is generally a mistake. It usually happens when:",
            "",
            "• A parent reducer changed or removed the child state before this \"\(name)\" ran. "
                + "Compose the child reducer first (put \"Scope\" before the parent's \"Reduce\"; "
                + "\"ifLet\", \"ifCaseLet\" and \"forEach\" already run the child first).",
            "",
            "• An in-flight effect sent this action after the child state went away. Cancel the "
                + "child's effects when its state goes away, or ignore the late action.",
            "",
            "• The view sent this action after the child state went away, for example while "
                + "dismissing or animating. Make sure the view no longer holds the child's store.",
        ]
        return RuntimeWarning(message: lines.joined(separator: "\n"), callSite: callSite)
    }

    /// An effect threw and nobody said what the error means.
    static func unhandledEffectError(_ error: any Error, at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                An "Effect.run" made at "\(callSite)" threw an error it did not handle:

                  \(error)

                Handle the error inside the operation, or pass a "catch" handler to \
                "Effect.run" that sends an action describing the failure.
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
