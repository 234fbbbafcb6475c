import Synchronization

/// What a ``TestStore`` still owes at the end of a test, kept where its `deinit` can read it
/// without the main actor.
struct TestStoreLedger: Sendable {
    var unassertedActions: [String] = []
    var runningEffects = 0
    var exhaustivity: Exhaustivity = .on
}

/// A lock-protected ``TestStoreLedger``.
final class LedgerBox: Sendable {
    let ledger = Mutex(TestStoreLedger())
}
