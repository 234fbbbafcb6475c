import Foundation

/// What a `TestStore` uses to assert changes to shared state as exhaustively as changes to the
/// rest of its state.
///
/// A shared value lives in a reference that the state before an action and the state after it
/// both hold, so comparing the two would never see it change. Instead, while a store tracks
/// (its dependencies carry the tracker), the first change to each shared value records the
/// value it had before; while the store asserts (``asserting(_:)``), reading that shared value
/// gives the recorded value, `withLock` edits it, and `==` compares it with the value now. A
/// shared change the test did not describe then shows as a difference, as any other does.
package final class SharedChangeTracker: @unchecked Sendable {
    private struct Change {
        let root: AnyObject
        var snapshot: Any
        var isAsserted = false
        let site: CallSite
        let describe: (Any) -> String
        /// The root's value now.
        let current: () -> Any
        /// Whether a value is the root's value now.
        let isCurrent: (Any) -> Bool
    }

    /// The values the shared values had at the end of the action being asserted, when later
    /// actions (which effects sent at once) changed them again: the actual side of an
    /// assertion shows these, not the values now.
    private var assertedActuals: [ObjectIdentifier: Any] = [:]

    private let lock = NSRecursiveLock()
    private var changes: [ObjectIdentifier: Change] = [:]

    package init() {}

    /// The tracker whose assertion is running now.
    @TaskLocal package static var asserting: SharedChangeTracker?

    /// Whether a shared value changed since the last ``reset()``.
    package var hasChanges: Bool {
        lock.withLock { !changes.isEmpty }
    }

    /// Forgets every recorded change, after an assertion.
    package func reset() {
        lock.withLock { changes.removeAll() }
    }

    /// Runs `body` (the test's description of the state it expects, and the comparison) with
    /// shared values showing the values recorded before their changes.
    package func asserting<R>(against after: SharedValues? = nil, _ body: () throws -> R) rethrows -> R {
        lock.withLock {
            // A value the action did not change (a later action did) is, as the action left
            // it, the value from before.
            assertedActuals = after.map { after in
                changes.mapValues(\.snapshot).merging(after.values) { _, afterValue in afterValue }
            } ?? [:]
        }
        defer { lock.withLock { assertedActuals = [:] } }
        return try Self.$asserting.withValue(self, operation: body)
    }

    /// The values of the shared values that changed, now: taken when a sent action has been
    /// reduced, to assert that action against them even after later actions changed them.
    package func valuesNow() -> SharedValues {
        lock.withLock { SharedValues(values: changes.mapValues { $0.current() }) }
    }

    /// After asserting an action against `after`: the values it ended with become the values
    /// before the next one; a shared value that has not changed since is forgotten.
    package func advance(to after: SharedValues) {
        lock.withLock {
            for (id, change) in changes {
                guard let value = after.values[id] else { continue }
                if change.isCurrent(value) {
                    changes[id] = nil
                } else {
                    changes[id]?.snapshot = value
                    changes[id]?.isAsserted = false
                }
            }
        }
    }

    func actualValue(of root: AnyObject) -> Any? {
        lock.withLock { assertedActuals[ObjectIdentifier(root)] }
    }

    /// One line per shared value that changed and that no assertion compared:
    /// `'Shared<Int>(.inMemory("count"))': 0 → 1`.
    package var unassertedChanges: [(description: String, site: CallSite)] {
        lock.withLock {
            changes.values.filter { !$0.isAsserted }.map { ($0.describe($0.snapshot), $0.site) }
        }
    }

    func snapshot(of root: AnyObject) -> Any? {
        lock.withLock { changes[ObjectIdentifier(root)]?.snapshot }
    }

    func markAsserted(_ root: AnyObject) {
        lock.withLock { changes[ObjectIdentifier(root)]?.isAsserted = true }
    }

    private func record<Reference: MutableSharedReference>(
        _ value: Reference.Value,
        of reference: Reference,
        at site: CallSite,
        replacing: Bool
    ) {
        lock.withLock {
            let id = ObjectIdentifier(reference)
            if var change = changes[id] {
                guard replacing else { return }
                change.snapshot = value
                changes[id] = change
            } else {
                let isEqual = equality(of: Reference.Value.self)
                changes[id] = Change(
                    root: reference,
                    snapshot: value,
                    site: site,
                    describe: { [unowned reference] before in
                        let typeName = failureTypeName(Reference.Value.self)
                        return """
                            'Shared<\(typeName)>(\(reference.description))': \
                            \(FailureDump.text(of: before)) → \(FailureDump.text(of: reference.wrappedValue))
                            """
                    },
                    current: { [unowned reference] in reference.wrappedValue },
                    isCurrent: { [unowned reference] value in
                        guard let isEqual, let value = value as? Reference.Value else { return false }
                        return isEqual(value, reference.wrappedValue)
                    }
                )
            }
        }
    }

    /// The trackers of the test stores whose dependencies the running code sees.
    static var tracking: [SharedChangeTracker] {
        DependencyValues.current[SharedChangeTrackersKey.self]
    }

    /// Records `value` for the root `reference`: as the snapshot an assertion edits, or, while
    /// tracking, as the value before the first change (later changes keep the first).
    static func recordSnapshot<Reference: MutableSharedReference>(
        _ value: Reference.Value,
        of reference: Reference,
        at site: CallSite
    ) {
        if let asserting {
            asserting.record(value, of: reference, at: site, replacing: true)
        } else {
            for tracker in tracking {
                tracker.record(value, of: reference, at: site, replacing: false)
            }
        }
    }
}

/// The change trackers of the test stores running code now, carried by their dependencies so
/// that the effects they start are tracked too.
enum SharedChangeTrackersKey: DependencyKey {
    static var liveValue: [SharedChangeTracker] { [] }
    static var testValue: [SharedChangeTracker] { [] }
}

extension DependencyValues {
    /// Adds `tracker` to the trackers that record changes to shared values made by code that
    /// sees these dependencies.
    package mutating func trackSharedChanges(with tracker: SharedChangeTracker) {
        self[SharedChangeTrackersKey.self].append(tracker)
    }
}

/// The values some shared values had at one moment, keyed by their root references.
package struct SharedValues: @unchecked Sendable {
    fileprivate let values: [ObjectIdentifier: Any]
}
