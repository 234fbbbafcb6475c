import Foundation

/// A value behind a lock, for the state that publishers, subjects and subscriptions share
/// between the threads that send, request and cancel. The lock is recursive, since a
/// subscriber may call back in (request more, cancel) while it is being given a value; callers
/// still take values out and call subscribers outside `withLock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
