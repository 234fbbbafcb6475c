import Composable
import Synchronization
import Testing

/// What a ``TestStore`` still owes at the end of a test, kept where its `deinit` can read it
/// without the main actor.
struct TestStoreLedger: Sendable {
    var unassertedActions: [String] = []
    /// The running effects the test still owes: all but those skipped.
    var runningEffects = 0
    /// The numbers of the effects `skipInFlightEffects()` let go of: they run on, and the test
    /// owes nothing for them.
    var skippedEffects: Set<Int> = []
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
