import Synchronization

/// The values dependencies take when nobody has set them, worked out once per key and context
/// and then shared by every copy of the ``DependencyValues`` they were read from.
///
/// A live value is made once for the app; a `TestStore` starts with a cache of its own, so that
/// one test's defaults (an incrementing generator, say) never leak into the next.
final class DependencyDefaults: Sendable {
    /// Which defaults a read takes: those of a context, where a test process's values whose
    /// context nobody set have their own, apart from the live ones a test asks for by setting
    /// `context = .live`.
    struct Context: Hashable {
        let context: DependencyContext
        let isUnsetInATest: Bool
    }

    private struct Slot: Hashable {
        let key: ObjectIdentifier
        let context: Context
    }

    private struct Entry {
        let value: any Sendable
        /// Set when the key has no value for the context; reported at the first read that
        /// counts (reads made while a test configures its dependencies do not).
        var problem: DependencyProblem?
        /// The ``prepareDependencies(_:)`` that made or set it, which may set it again.
        var preparation: Int? = DependencyValues.preparation
    }

    private let entries = Mutex<[Slot: Entry]>([:])

    /// The default value of `Key` in `context`, and the problem to report if this read is the
    /// first to reach a key that has no value for the context. Pass `reportable: false` for
    /// reads that must not report (a test setting up its dependencies).
    func value<Key: TestDependencyKey>(
        of key: Key.Type,
        in context: Context,
        reportable: Bool
    ) -> (value: Key.Value, problem: DependencyProblem?) {
        let slot = Slot(key: ObjectIdentifier(key), context: context)
        if let found = take(slot, reportable: reportable) {
            return (found.value as! Key.Value, found.problem)
        }
        // Made outside the lock: a default value may read other dependencies.
        let made = Self.make(key, in: context.context)
        let stored = entries.withLock { entries -> (value: any Sendable, problem: DependencyProblem?) in
            if entries[slot] == nil {
                entries[slot] = Entry(value: made.value, problem: made.problem)
            }
            return Self.take(&entries[slot]!, reportable: reportable)
        }
        return (stored.value as! Key.Value, stored.problem)
    }

    /// Makes `value` the default of `Key` in `context`, for ``prepareDependencies(_:)``. A key
    /// whose default was already read or prepared keeps it, and the attempt is reported.
    func prepare<Key: TestDependencyKey>(_ key: Key.Type, in context: Context, value: Key.Value) {
        let slot = Slot(key: ObjectIdentifier(key), context: context)
        let stored = entries.withLock { entries -> Bool in
            if let existing = entries[slot], existing.preparation == nil || existing.preparation != DependencyValues.preparation {
                return false
            }
            entries[slot] = Entry(value: value, problem: nil)
            return true
        }
        if !stored, context.context != .preview {
            RuntimeWarning.dependencyAlreadyPrepared(key).report()
        }
    }

    private func take(_ slot: Slot, reportable: Bool) -> (value: any Sendable, problem: DependencyProblem?)? {
        entries.withLock { entries in
            guard entries[slot] != nil else { return nil }
            return Self.take(&entries[slot]!, reportable: reportable)
        }
    }

    /// Hands out an entry's value, and its problem once.
    private static func take(_ entry: inout Entry, reportable: Bool) -> (value: any Sendable, problem: DependencyProblem?) {
        guard reportable, let problem = entry.problem else { return (entry.value, nil) }
        entry.problem = nil
        return (entry.value, problem)
    }

    private static func make<Key: TestDependencyKey>(
        _ key: Key.Type,
        in context: DependencyContext
    ) -> (value: Key.Value, problem: DependencyProblem?) {
        switch context {
        case .live:
            if let liveKey = key as? any DependencyKey.Type {
                return (liveValue(of: liveKey) as! Key.Value, nil)
            }
            return (Key.testValue, .noLiveValue)
        case .preview:
            return (Key.previewValue, nil)
        case .test:
            let read = MissingTestValueProbe.testValue(of: key)
            return (read.value, read.isMissing ? .noTestValue : nil)
        }
    }

    private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
        Key.liveValue
    }
}

/// Why a dependency's default cannot be trusted in the context it was read in.
enum DependencyProblem: Sendable {
    /// Read in a test, but the key gives only a live value.
    case noTestValue
    /// Read in the app, but the key gives only test and preview values.
    case noLiveValue
}
