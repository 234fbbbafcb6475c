/// A dependency that wants the effects which can see it run on an executor of its own.
///
/// `TestClock` is one: running a test's effects on its executor lets it tell when every effect
/// is waiting, so that `advance(by:)` moves time only once the woken work has caught up.
/// Setting such a dependency on ``DependencyValues`` makes the store start those effects on
/// that executor.
package protocol EffectExecutorOwner: Sendable {
    /// The executor effects should run on.
    var effectExecutor: any TaskExecutor { get }
}
