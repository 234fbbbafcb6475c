import Composable
import Synchronization
import Testing

/// What a ``TestStore`` still owes at the end of a test, kept where its `deinit` can read it
/// without the main actor.
struct TestStoreLedger: Sendable {
    var unassertedActions: [String] = []
    var runningEffects = 0
    /// The effects each `send` started (with those their actions started), at the `send`'s
    /// line, for as long as some of them run: the end of the test reports each still running
    /// effect there, as the original does.
    var effectsBySend: [(location: SourceLocation, effects: EffectGroup)] = []
    var exhaustivity: Exhaustivity = .on
}

/// A lock-protected ``TestStoreLedger``.
final class LedgerBox: Sendable {
    let ledger = Mutex(TestStoreLedger())
}
