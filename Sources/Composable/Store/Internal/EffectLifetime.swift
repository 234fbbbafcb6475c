/// Whether one `Effect.run` is still running, so that an action its `send` delivers after it
/// finished (from work that escaped it) is ignored with a warning instead of being reduced.
@MainActor
final class EffectLifetime {
    /// Set once the effect's operation has returned.
    var hasFinished = false
    private let callSite: CallSite
    /// The action whose reducer returned the effect, to name it in the warning.
    private let origin: Any
    /// The reporter in force when the effect started: a late `send` may come from a task that
    /// sees another one (or none).
    private let reporter: RuntimeWarningReporter

    init(callSite: CallSite, returnedFrom origin: Any, reporter: RuntimeWarningReporter) {
        self.callSite = callSite
        self.origin = origin
        self.reporter = reporter
    }

    /// Whether `action` may be reduced; reports it when the effect has already finished.
    func isRunning(whenSending action: Any) -> Bool {
        guard hasFinished else { return true }
        reporter.report(.actionSentFromCompletedEffect(action, returnedFrom: origin, effectMadeAt: callSite))
        return false
    }
}
