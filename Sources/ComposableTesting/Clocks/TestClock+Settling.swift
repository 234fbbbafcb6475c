import Testing

extension TestClock {
    /// How many times the main actor is let run its queued jobs in one round: enough for the
    /// longest chain of main-actor hops a store makes between two effect jobs (an effect that
    /// ends, the concatenation waiting on it, the next effect it starts).
    private static var mainActorTurns: Int { 16 }

    /// How many turns a woken task outside the executor is given.
    private static var sharedPoolTurns: Int { 10 }

    /// How long, in real time, effects that never stop working may hold the clock back before
    /// the test fails: far more than any settling takes, even on a loaded machine.
    private static var busyLimit: Swift.Duration { .seconds(30) }

    /// Returns once every effect running on this clock's executor is suspended and no main
    /// actor job is on its way to wake one.
    ///
    /// One round waits until the executor has no job, then lets the main actor run what was
    /// queued on it by then (a `send` from an effect, a task a store has just started) and what
    /// that queues in turn. A round in which the executor was given no new job shows that
    /// nothing is left to run. The order matters: an effect hopping to the main actor to send
    /// an action leaves the executor idle while the action is still queued on the main actor,
    /// and only the turns taken after the executor went idle are sure to come after it.
    func settle(sourceLocation: SourceLocation) async {
        let start = ContinuousClock.now
        while true {
            let mark = executor.enqueuedCount
            await executor.waitUntilIdle()
            await Self.letMainActorRun(turns: Self.mainActorTurns)
            if executor.enqueuedCount == mark { return }
            if ContinuousClock.now - start > Self.busyLimit {
                Issue.record(
                    """
                    The effects on this TestClock kept running for \(Self.busyLimit) without all \
                    stopping to wait, so the clock moved on without them.

                    An effect that never suspends (a loop of "Task.yield()", say) keeps a test \
                    clock from knowing when its work is done: make it wait on the clock instead.
                    """,
                    sourceLocation: sourceLocation
                )
                return
            }
        }
    }

    /// Lets a woken task that does not run on the executor get going: it is given turns on
    /// the shared pool, which is the best that can be done for a task the clock cannot see.
    func yieldToSharedPool() async {
        for _ in 0..<Self.sharedPoolTurns {
            await Task.detached(priority: .low) { await Task.yield() }.value
        }
    }

    @MainActor
    private static func letMainActorRun(turns: Int) async {
        for _ in 0..<turns { await Task.yield() }
    }
}
