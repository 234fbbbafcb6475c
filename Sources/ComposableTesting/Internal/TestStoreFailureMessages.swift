import Composable

/// The texts a failing `TestStore` records. They are the original's, word for word where its
/// own tests check them by text (`hasSuffix`), because a test written against the original
/// reads them the same way; the values in them are written by ``FailureDump`` and
/// ``failureDiff(_:_:)``, which follow the original's layout.
enum TestStoreFailureMessages {
    /// A state the reducer left that is not the state the test expected.
    static func stateMismatch(expected: Any, actual: Any, testGaveExpectation: Bool) -> String {
        let heading =
            testGaveExpectation
            ? "A state change does not match expectation"
            : "State was not expected to change, but a change occurred"
        return "\(heading).\n\n\(difference(expected: expected, actual: actual, actualRole: "Actual"))"
    }

    /// The test's closure changed nothing, and nothing changed.
    static let noStateChange = """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """

    /// The test's closure threw.
    static func closureThrew(_ error: any Error) -> String {
        "Threw error: \(error)"
    }

    /// A `send` while actions effects sent are waiting to be received.
    static func mustHandleReceivedActions(_ actions: [Any]) -> String {
        """
        Must handle \(actions.count) received action\(actions.count == 1 ? "" : "s") before sending an action.

        Unhandled actions: \(FailureDump.text(of: actions))
        """
    }

    /// A `receive` of an exact action found nothing received and no effect that could send it.
    static func expectedActionNotReceived(_ action: Any) -> String {
        """
        Expected to receive the following action, but didn't:

        \(indented(FailureDump.text(of: action), by: 2))
        """
    }

    static let expectedCasePathNotReceived = "Expected to receive an action matching case path, but didn't get one."
    static let expectedPredicateNotReceived = "Expected to receive an action matching predicate, but didn't get one."

    /// The next received action is not the one a `receive` expected; `description` says how it
    /// differs.
    static func unexpectedAction(_ description: String) -> String {
        "Received unexpected action:\n\n\(description)"
    }

    /// How a received action differs from the exact action the test expected.
    static func actionDifference(expected: Any, received: Any) -> String {
        difference(expected: expected, actual: received, actualRole: "Received")
    }

    /// The received action under a case-path `receive`: whole, or, when it is the expected
    /// case with another value, as a diff against that value.
    static func receivedAction(_ received: Any, expected: Any?) -> String {
        if let expected, let diff = failureDiff(expected, received) {
            return "\(indented(diff, by: 2))\n\n(Expected: \u{2212}, Actual: +)"
        }
        return indented(FailureDump.text(of: received), by: 2)
    }

    /// A `receive` waited out its timeout with effects still running, or none at all.
    static func receiveTimedOut(exhaustive: Bool, after duration: Duration, isStoreTimeout: Bool, effectsRunning: Bool) -> String {
        let suggestion =
            effectsRunning
            ? effectsInFlightSuggestion(isStoreTimeout: isStoreTimeout)
            : """
            There are no in-flight effects that could deliver this action. Could the effect you \
            expected to deliver this action have been cancelled?
            """
        return """
            Expected to receive \(exhaustive ? "an action" : "a matching action"), but received none\
            \(duration > .zero ? " after \(duration)" : "").

            \(suggestion)
            """
    }

    /// `finish()` waited out its timeout with effects still running.
    static func finishTimedOut(after duration: Duration, isStoreTimeout: Bool) -> String {
        """
        Expected effects to finish, but there are still effects in-flight\
        \(duration > .zero ? " after \(duration)" : "").

        \(effectsInFlightSuggestion(isStoreTimeout: isStoreTimeout))
        """
    }

    /// What to do about effects still running when a wait ran out.
    private static func effectsInFlightSuggestion(isStoreTimeout: Bool) -> String {
        let timeoutAdvice =
            isStoreTimeout
            ? #"configure this assertion with an explicit "timeout""#
            : #"try increasing the duration of this assertion's "timeout""#
        return """
            There are effects in-flight. If the effect that delivers this action uses a \
            clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
            enough time for it to perform the effect. If you are using a test \
            clock/scheduler, advance it so that the effects may complete, or consider using \
            an immediate clock/scheduler to immediately perform the effect instead.

            If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
            \(timeoutAdvice).
            """
    }

    /// An effect still running when the test store went away; recorded once per effect.
    static let effectStillRunning = """
        An effect returned for this action is still running. It must complete before the end of \
        the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
        make sure those effects are torn down by marking the effect ".cancellable" and returning a \
        corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
        effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """

    /// Actions a non-exhaustive `receive` or `skipReceivedActions` passed over.
    /// What `skipInFlightEffects()` shows when skipped assertions are shown.
    static func skippedEffects(count: Int, triggers: [Any]) -> String {
        """
        \(count) in-flight effect\(count == 1 ? " was" : "s were") cancelled, originating from:

        \(FailureDump.text(of: triggers.count == 1 ? triggers[0] : triggers))
        """
    }

    static func skippedActions(_ actions: [Any]) -> String {
        """
        \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped.

        \(FailureDump.text(of: actions.count == 1 ? actions[0] : actions))
        """
    }

    /// A diff under the original's legend, or both values whole when their dumps are equal.
    private static func difference(expected: Any, actual: Any, actualRole: String) -> String {
        if let diff = failureDiff(expected, actual) {
            return "\(indented(diff, by: 4))\n\n(Expected: \u{2212}, \(actualRole): +)"
        }
        return """
            Expected:
            \(indented(String(describing: expected), by: 2))

            \(actualRole):
            \(indented(String(describing: actual), by: 2))
            """
    }
}
