/// A clock that can also run plain closures at a time of its own: the test and immediate clocks,
/// so that a Combine scheduler built on one of them (`ComposableCombine`'s conformance of
/// `MainQueue`, `DispatchQueue.test`) runs scheduled work in the clock's time, in deadline order
/// with the tasks sleeping on it, and synchronously as Combine's schedulers do.
package protocol ActionTimeline: Sendable {
    /// The time since the clock started.
    var elapsed: Duration { get }

    /// Runs `action` once the clock's time reaches `elapsed`; returns a token that cancels it.
    /// Among work due at the same time, work goes in the order it was scheduled, or, given
    /// `order` (the token of earlier work that this repeats), in that work's place.
    func schedule(at elapsed: Duration, order: Int?, _ action: @escaping @Sendable () -> Void) -> Int

    /// Forgets the action that `schedule(at:_:)` returned `token` for, if it has not run.
    func cancelScheduled(_ token: Int)
}

extension ActionTimeline {
    /// Runs `action` once the clock's time reaches `elapsed`, after the work already due then.
    package func schedule(at elapsed: Duration, _ action: @escaping @Sendable () -> Void) -> Int {
        schedule(at: elapsed, order: nil, action)
    }
}
