import Foundation

/// Runs blocking work (patterndoc waits for `swift build` and friends) on a thread of its own,
/// so that it does not hold one of the few cooperative threads that every other test's async
/// work needs. On a 2-core machine, two blocked tests would otherwise stall the whole run.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try work() })
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
