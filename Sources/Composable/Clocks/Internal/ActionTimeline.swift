/// A clock that can also run plain closures at a time of its own: the test and immediate clocks,
/// so that a Combine scheduler built on one of them (`ComposableCombine`'s conformance of
/// `MainQueue`, `DispatchQueue.test`) runs scheduled work in the clock's time, in deadline order
/// with the tasks sleeping on it, and synchronously as Combine's schedulers do.
package protocol ActionTimeline: Sendable {
    /// The time since the clock started.
    var elapsed: Duration { get }

    /// Runs `action` once the clock's time reaches `elapsed`; returns a token that cancels it.
    func schedule(at elapsed: Duration, _ action: @escaping @Sendable () -> Void) -> Int

    /// Forgets the action that `schedule(at:_:)` returned `token` for, if it has not run.
    func cancelScheduled(_ token: Int)
}
