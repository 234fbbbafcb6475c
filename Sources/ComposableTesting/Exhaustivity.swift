/// How strictly a ``TestStore`` checks a test.
public enum Exhaustivity: Sendable, Equatable {
    /// Every state change must be asserted, every action an effect sends must be received,
    /// and every effect must finish before the test ends.
    case on
    /// Only what the test asserts is checked: a `send` or `receive` closure checks the
    /// properties it sets, unasserted actions are skipped and running effects are cancelled
    /// at the end. Use it for integration tests of large features.
    case off
}
