import Testing

extension TestClock {
    /// How many turns a woken task outside the executor is given.
    private static var sharedPoolTurns: Int { 10 }

    /// How long, in real time, effects that never stop working may hold the clock back before
    /// the test fails: far more than any settling takes, even on a loaded machine.
    private static var busyLimit: Swift.Duration { .seconds(30) }

    /// Returns once every effect running on this clock's executor is suspended and no main
    /// actor job is on its way to wake one (see ``EffectExecutor/settle(_:busyLimit:)``); fails
    /// the test if they never stop.
    func settle(sourceLocation: SourceLocation) async {
        guard await !EffectExecutor.settle([executor], busyLimit: Self.busyLimit) else { return }
        TestFailure.record(
            """
            The effects on this TestClock kept running for \(Self.busyLimit) without all \
            stopping to wait, so the clock moved on without them.

            An effect that never suspends (a loop of "Task.yield()", say) keeps a test \
            clock from knowing when its work is done: make it wait on the clock instead.
            """,
            sourceLocation: sourceLocation
        )
    }

    /// Lets a woken task that does not run on the executor get going: it is given turns on
    /// the shared pool, which is the best that can be done for a task the clock cannot see.
    func yieldToSharedPool() async {
        for _ in 0..<Self.sharedPoolTurns {
            await Task.detached(priority: .low) { await Task.yield() }.value
        }
    }
}
