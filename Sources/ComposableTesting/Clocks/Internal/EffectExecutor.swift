import Dispatch
import Synchronization

/// Runs the effects of a test one job at a time on a queue of its own (or, when told to, several
/// at once), and counts the jobs, so that a ``TestStore`` or a ``TestClock`` can tell when every
/// effect has stopped to wait.
///
/// A job runs a task up to its next suspension point. When no job is queued or running, every
/// task that prefers this executor is suspended: waiting on the clock, on the main actor, or
/// on something else. That is a fact the executor knows, not a guess from yielding.
final class EffectExecutor: TaskExecutor, Sendable {
    private struct Counts {
        /// Jobs queued or running.
        var pending = 0
        /// Jobs ever queued: a change tells that something ran in between.
        var enqueued: UInt64 = 0
        /// Tasks waiting for no job to be left, by the number each was given.
        var idleWaiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
        var waitersEver: UInt64 = 0
    }

    private let queue = DispatchQueue(label: "ComposableTesting.effects")
    private let marker = DispatchSpecificKey<Bool>()
    private let counts = Mutex(Counts())
    private let runsConcurrently = Atomic(false)

    init() {
        queue.setSpecific(key: marker, value: true)
    }

    /// Where a job goes while ``runsOneJobAtATime`` is off: a serial queue of its own, so that
    /// jobs run at once, each on a thread of its own. A concurrent queue would share the worker
    /// threads Swift's tasks run on, as many as the machine has cores: on a 2-core machine
    /// running a test suite, an effect that waits for another could wait for a thread instead.
    private func queueOfItsOwn() -> DispatchQueue {
        let queue = DispatchQueue(label: "ComposableTesting.effects.concurrent")
        queue.setSpecific(key: marker, value: true)
        return queue
    }

    /// Whether jobs run one at a time, in the order they were queued (the default), or as many
    /// at once as the machine's threads allow. Jobs queued from then on go where it says.
    var runsOneJobAtATime: Bool {
        get { !runsConcurrently.load(ordering: .acquiring) }
        set { runsConcurrently.store(!newValue, ordering: .releasing) }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        counts.withLock {
            $0.pending += 1
            $0.enqueued += 1
        }
        let target = runsConcurrently.load(ordering: .acquiring) ? queueOfItsOwn() : queue
        target.async { [self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
            let waiters = counts.withLock { counts -> [CheckedContinuation<Bool, Never>] in
                counts.pending -= 1
                guard counts.pending == 0 else { return [] }
                defer { counts.idleWaiters = [:] }
                return Array(counts.idleWaiters.values)
            }
            for waiter in waiters { waiter.resume(returning: true) }
        }
    }

    /// How many jobs were ever queued.
    var enqueuedCount: UInt64 {
        counts.withLock { $0.enqueued }
    }

    /// Whether the caller is running on this executor.
    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker) == true
    }

    /// Returns `true` once no job is queued or running, or `false` at `deadline` if there still
    /// is one: an effect that only yields always has its next job queued, so the executor may
    /// never be idle, and a wait without an end would hang the test.
    func waitUntilIdle(before deadline: ContinuousClock.Instant) async -> Bool {
        await withCheckedContinuation { continuation in
            let waiter = counts.withLock { counts -> UInt64? in
                if counts.pending == 0 { return nil }
                counts.waitersEver += 1
                counts.idleWaiters[counts.waitersEver] = continuation
                return counts.waitersEver
            }
            guard let waiter else { return continuation.resume(returning: true) }
            let (seconds, attoseconds) = ContinuousClock.now.duration(to: deadline).components
            let nanoseconds = max(0, seconds) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { [self] in
                // Still waiting only if no job's end has resumed it in the meantime.
                let late = counts.withLock { $0.idleWaiters.removeValue(forKey: waiter) }
                late?.resume(returning: false)
            }
        }
    }

    /// How many times the main actor is let run its queued jobs in one round: enough for the
    /// longest chain of main-actor hops a store makes between two effect jobs (an effect that
    /// ends, the concatenation waiting on it, the next effect it starts).
    private static var mainActorTurns: Int { 16 }

    /// Returns `true` once every effect running on `executors` is suspended and no main-actor
    /// job is on its way to wake one; `false` if they were still busy after `busyLimit`.
    ///
    /// One round waits until each executor has no job, then lets the main actor run what was
    /// queued on it by then (a `send` from an effect, a task a store has just started) and what
    /// that queues in turn. A round in which no executor was given a new job shows that nothing
    /// is left to run. The order matters: an effect hopping to the main actor to send an action
    /// leaves its executor idle while the action is still queued on the main actor, and only
    /// the turns taken after the executor went idle are sure to come after it.
    ///
    /// Busy means busy in rounds, not only in time: the effects must have been seen working in
    /// at least ``busyRoundsBeforeGivingUp`` rounds, each given a tenth of `busyLimit` (at most a
    /// second) to go idle. A test process that is itself stalled (a loaded machine, a main
    /// actor held by another test) completes few rounds while the wall clock runs, so it is not
    /// mistaken for effects that never stop.
    static func settle(_ executors: [EffectExecutor], busyLimit: Duration) async -> Bool {
        let start = ContinuousClock.now
        let roundLimit = min(busyLimit / busyRoundsBeforeGivingUp, .seconds(1))
        var busyRounds = 0
        while true {
            let marks = executors.map(\.enqueuedCount)
            var wentIdle = true
            for executor in executors where await !executor.waitUntilIdle(before: .now.advanced(by: roundLimit)) {
                wentIdle = false
            }
            await letMainActorRun(turns: mainActorTurns)
            if wentIdle && executors.map(\.enqueuedCount) == marks { return true }
            busyRounds += 1
            if busyRounds >= busyRoundsBeforeGivingUp && start.duration(to: .now) > busyLimit { return false }
        }
    }

    /// How many rounds effects must be seen working before ``settle(_:busyLimit:)`` gives up.
    private static var busyRoundsBeforeGivingUp: Int { 10 }

    @MainActor
    private static func letMainActorRun(turns: Int) async {
        for _ in 0..<turns { await Task.yield() }
    }
}
