import Foundation

/// The references made for keys, so that every `@Shared` of one key holds the same one while
/// any of them is alive: two stores declaring `@Shared(.inMemory("count"))` see each other's
/// writes.
final class SharedReferenceCache: @unchecked Sendable {
    private struct Weak {
        weak var reference: AnyObject?
    }

    private let lock = NSRecursiveLock()
    private var references: [AnyHashable: Weak] = [:]

    /// The live reference of `key`, or a new one starting from `value` (made only when needed).
    func reference<Key: SharedReaderKey>(
        for key: Key,
        default value: () throws -> Key.Value,
        skipInitialLoad: Bool
    ) rethrows -> PersistentReference<Key> {
        let id = AnyHashable(key.id)
        if let found = lock.withLock({ references[id]?.reference as? PersistentReference<Key> }) {
            return found
        }
        // Made outside the lock: loading may call back into shared values.
        let made = PersistentReference(key: key, value: try value(), skipInitialLoad: skipInitialLoad)
        return lock.withLock {
            if let found = references[id]?.reference as? PersistentReference<Key> { return found }
            references[id] = Weak(reference: made)
            let entry = UncheckedSendableBox(id)
            made.onDeinit = { [weak self] in self?.forget(entry.value) }
            return made
        }
    }

    /// Drops the entry of a reference that went away, unless a new one took its place.
    private func forget(_ id: AnyHashable) {
        lock.withLock {
            if references[id]?.reference == nil { references[id] = nil }
        }
    }
}

extension DependencyValues {
    /// The references of keys the running code makes and finds.
    var sharedReferences: SharedReferenceCache {
        SharedScope.current(in: context).references
    }
}
