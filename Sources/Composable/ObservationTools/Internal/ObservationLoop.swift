import Observation

/// Runs an `observe(_:)` closure under observation tracking, and again on the main
/// actor after each change it was told of, while its token lives and is not cancelled.
@MainActor
final class ObservationLoop {
    let apply: @MainActor @Sendable (UITransaction) -> Void
    weak var token: ObserveToken?

    init(apply: @escaping @MainActor @Sendable (UITransaction) -> Void, token: ObserveToken) {
        self.apply = apply
        self.token = token
    }

    func run(in transaction: UITransaction) {
        guard let token, !token.isCancelled else { return }
        let loop = self
        withObservationTracking {
            apply(transaction)
        } onChange: {
            // Observation calls this before the change lands, maybe off the main actor: the next
            // run waits for the change and for the main actor. Task-locals are inherited, so
            // the transaction is the one the change was made in.
            let transaction = UITransaction.current
            Task { @MainActor in loop.run(in: transaction) }
        }
    }
}
