import Foundation
import PatternDocProcesses

/// Module compiles running on other threads, whose results come back one at a time as each
/// finishes, so that ``ModuleSweep`` can start the next module the moment a compile ends
/// instead of waiting for a whole batch.
///
/// ```text
/// let running = RunningCompiles()
/// running.start("DocA") { compile(commandA) }
/// let (module, result) = running.next()   // waits for the first to finish
/// ```
final class RunningCompiles: @unchecked Sendable {
    // `finished` and `count` are guarded by `condition`.
    private let condition = NSCondition()
    private var finished: [(module: String, result: ProcessResult)] = []
    private var count = 0

    /// How many compiles have started and not been handed back by `next()`.
    var running: Int { condition.withLock { count } }

    /// Runs `compile` on another thread; its result is handed back by `next()`.
    func start(_ module: String, _ compile: @escaping @Sendable () -> ProcessResult) {
        condition.withLock { count += 1 }
        DispatchQueue.global().async {
            let result = compile()
            self.condition.withLock {
                self.finished.append((module, result))
                self.condition.signal()
            }
        }
    }

    /// The compile that finished first among those not handed back yet, waiting for one when
    /// none has; `nil` when none is running.
    func next() -> (module: String, result: ProcessResult)? {
        condition.lock()
        defer { condition.unlock() }
        guard count > 0 else { return nil }
        while finished.isEmpty { condition.wait() }
        count -= 1
        return finished.removeFirst()
    }
}
