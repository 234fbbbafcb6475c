import Dispatch
import Synchronization

/// Runs the effects of a test one job at a time on a queue of its own, and counts the jobs, so
/// that a ``TestClock`` can tell when every effect has stopped to wait.
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
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let queue = DispatchQueue(label: "ComposableTesting.TestClock.effects")
    private let marker = DispatchSpecificKey<Bool>()
    private let counts = Mutex(Counts())

    init() {
        queue.setSpecific(key: marker, value: true)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        counts.withLock {
            $0.pending += 1
            $0.enqueued += 1
        }
        queue.async { [self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
            let waiters = counts.withLock { counts -> [CheckedContinuation<Void, Never>] in
                counts.pending -= 1
                guard counts.pending == 0 else { return [] }
                defer { counts.idleWaiters = [] }
                return counts.idleWaiters
            }
            for waiter in waiters { waiter.resume() }
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

    /// Returns once no job is queued or running.
    func waitUntilIdle() async {
        await withCheckedContinuation { continuation in
            let isIdle = counts.withLock { counts in
                if counts.pending == 0 { return true }
                counts.idleWaiters.append(continuation)
                return false
            }
            if isIdle { continuation.resume() }
        }
    }
}
