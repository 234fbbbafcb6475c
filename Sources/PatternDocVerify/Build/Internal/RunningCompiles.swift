import Foundation
import PatternDocProcesses
import Synchronization

/// Module compiles running on other threads, whose results come back one at a time as each
/// finishes, so that ``ModuleSweep`` can start the next module the moment a compile ends
/// instead of waiting for a whole batch.
///
/// ```text
/// let running = RunningCompiles()
/// running.start("DocA") { compile(commandA) }
/// let (module, result) = running.next()   // waits for the first to finish
/// ```
final class RunningCompiles: Sendable {
    private struct State {
        var finished: [(module: String, result: ProcessResult)] = []
        var count = 0
    }

    private let state = Mutex(State())
    /// Signalled once per compile that finishes.
    private let finishing = DispatchSemaphore(value: 0)

    /// How many compiles have started and not been handed back by `next()`.
    var running: Int { state.withLock { $0.count } }

    /// Runs `compile` on another thread; its result is handed back by `next()`.
    func start(_ module: String, _ compile: @escaping @Sendable () -> ProcessResult) {
        state.withLock { $0.count += 1 }
        DispatchQueue.global().async {
            let result = compile()
            self.state.withLock { $0.finished.append((module, result)) }
            self.finishing.signal()
        }
    }

    /// The compile that finished first among those not handed back yet, waiting for one when
    /// none has; `nil` when none is running.
    func next() -> (module: String, result: ProcessResult)? {
        guard state.withLock({ $0.count > 0 }) else { return nil }
        finishing.wait()
        return state.withLock { state in
            state.count -= 1
            return state.finished.removeFirst()
        }
    }
}
