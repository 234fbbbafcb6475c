import Foundation

/// The object behind a `SharedReader`: a value that several holders read, and whose changes
/// Observation reports to every one of them.
///
/// The roots are ``BoxReference`` (a plain value) and ``PersistentReference`` (a value kept by
/// a key); the others derive from a root (a field, an unwrapped optional, a computed value) and
/// forward to it, so that a holder of `$user.name` and a holder of `$user` see the same changes.
protocol SharedReference<Value>: AnyObject, Sendable, CustomStringConvertible {
    associatedtype Value

    /// The root object, which changes and snapshots are kept against.
    var root: AnyObject { get }
    /// The value now, tracked for Observation.
    var wrappedValue: Value { get }
    var isLoading: Bool { get }
    var loadError: (any Error)? { get }
    /// Asks the key, if any, for a fresh value.
    func load() async throws
    /// Tells observers the value changed, without changing it.
    func touch()
}

/// The object behind a `Shared`: a ``SharedReference`` that can be changed under its lock.
protocol MutableSharedReference<Value>: SharedReference {
    var saveError: (any Error)? { get }
    /// The value a test store's assertion sees instead of the current one: the value before
    /// the change it is asserting, with the test's own edits applied. `nil` outside an
    /// assertion, or when the value did not change.
    var snapshot: Value? { get }
    /// The value the actual side of an assertion shows, when it is not the value now (see
    /// ``SharedChangeTracker/asserting(against:_:)``).
    var assertedActual: Value? { get }
    /// Records `value` as the snapshot (while asserting) or as the value before a change
    /// (while a test store tracks changes).
    func takeSnapshot(_ value: Value, at site: CallSite)
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
    /// Asks the key, if any, to save the value now.
    func save() async throws
    /// Whether `other` is this reference or one that reaches the same value the same way.
    func isSame(as other: any MutableSharedReference<Value>) -> Bool
}

extension SharedReference {
    var root: AnyObject { self }
}

extension MutableSharedReference {
    /// The snapshot kept for the root, as a value of the root's type.
    func rootSnapshot() -> Value? {
        SharedChangeTracker.asserting?.snapshot(of: root) as? Value
    }

    /// The asserted actual value kept for the root, as a value of the root's type.
    func rootAssertedActual() -> Value? {
        SharedChangeTracker.asserting?.actualValue(of: root) as? Value
    }

    /// Records the snapshot of a root reference (derived references forward to their base).
    func recordRootSnapshot(_ value: Value, at site: CallSite) {
        SharedChangeTracker.recordSnapshot(value, of: self, at: site)
    }
}
