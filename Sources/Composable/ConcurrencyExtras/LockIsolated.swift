import Foundation

/// A value behind a lock, which any thread or task may read and change: the thing to reach for
/// when a test double or a dependency's live implementation must remember something (how many
/// times it was called, the last value it was given) from a `@Sendable` closure.
///
/// ```swift
/// let calls = LockIsolated(0)
/// let recordCall: @Sendable () -> Void = {
///     calls.withValue { $0 += 1 }
/// }
/// recordCall()
/// recordCall()
/// print(calls.value)  // 2
/// // snippet.hide
/// precondition(calls.value == 2)
/// ```
///
/// The lock is recursive, so the closure given to ``withValue(_:)`` may read ``value`` again.
/// Reach for it in tests and clients, not as the state of a feature: state belongs in the
/// store.
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
    private var storage: Value
    private let lock = NSRecursiveLock()

    /// Puts `value` behind a new lock.
    ///
    /// ```swift
    /// let isRecording = LockIsolated(false)
    /// // snippet.hide
    /// precondition(isRecording.value == false)
    /// ```
    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        storage = try value()
    }

    /// Reads a property of the value under the lock.
    ///
    /// ```swift
    /// let names = LockIsolated(["Blob", "Blob Jr."])
    /// print(names.count)  // 2
    /// // snippet.hide
    /// precondition(names.count == 2)
    /// ```
    public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        locked { storage[keyPath: keyPath] }
    }

    /// Changes the value in place under the lock, and returns what `operation` returns: the
    /// way to read and write in one step, so that no other thread changes it in between.
    ///
    /// ```swift
    /// let log = LockIsolated<[String]>([])
    /// let count = log.withValue { entries -> Int in
    ///     entries.append("fetched")
    ///     return entries.count
    /// }
    /// // snippet.hide
    /// precondition(count == 1 && log.value == ["fetched"])
    /// ```
    public func withValue<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        try locked {
            var value = storage
            defer { storage = value }
            return try operation(&value)
        }
    }

    /// Replaces the value under the lock.
    ///
    /// ```swift
    /// let settingsOpened = LockIsolated(false)
    /// settingsOpened.setValue(true)
    /// // snippet.hide
    /// precondition(settingsOpened.value)
    /// ```
    public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
        try locked { storage = try newValue() }
    }

    private func locked<T>(_ work: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try work()
    }
}

extension LockIsolated where Value: Sendable {
    /// The value now, read under the lock.
    ///
    /// ```swift
    /// let currentTime = LockIsolated(0.0)
    /// currentTime.setValue(1.5)
    /// print(currentTime.value)  // 1.5
    /// // snippet.hide
    /// precondition(currentTime.value == 1.5)
    /// ```
    public var value: Value {
        locked { storage }
    }
}
