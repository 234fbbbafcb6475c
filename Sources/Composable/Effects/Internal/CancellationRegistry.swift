import Synchronization

/// The cancellable work running under ids: the effects of one store, or the
/// `withTaskCancellation(id:)` blocks that run outside any store. Lock-protected, so that
/// `Task.cancel(id:)` can cancel synchronously from any thread, as an effect that cancels its
/// own id and then checks `Task.isCancelled` needs.
///
/// Each root store has a registry of its own: an id cancelled in one store never reaches the
/// work of another, as in the original.
final class CancellationRegistry: Sendable {
    private struct Entry {
        let id: CancelID
        let cancel: @Sendable () -> Void
        /// The `LiveCancellables` generation it was counted in.
        let generation: Int
    }

    private struct Entries {
        var byToken: [Int: Entry] = [:]
        var nextToken = 0
    }

    private let entries = Mutex(Entries())

    /// The registry of work that runs outside any store.
    static let shared = CancellationRegistry()

    /// Records work running under `id`; returns the token that ``unregister(_:)`` takes.
    func register(_ id: CancelID, cancel: @escaping @Sendable () -> Void) -> Int {
        entries.withLock { entries in
            let token = entries.nextToken
            entries.nextToken += 1
            entries.byToken[token] = Entry(id: id, cancel: cancel, generation: LiveCancellables.shared.add())
            return token
        }
    }

    /// Forgets work that has finished.
    func unregister(_ token: Int) {
        if let entry = entries.withLock({ $0.byToken.removeValue(forKey: token) }) {
            LiveCancellables.shared.remove(entry.generation)
        }
    }

    deinit {
        for entry in entries.withLock({ Array($0.byToken.values) }) {
            LiveCancellables.shared.remove(entry.generation)
        }
    }

    /// Cancels all the work registered here, at once: what a store's end does, so that the
    /// count of live cancellables (`_cancellationCancellables.count`) drops before its tasks
    /// have wound down.
    func cancelAll() {
        let cancelled = entries.withLock { entries -> [Entry] in
            defer { entries.byToken.removeAll() }
            return Array(entries.byToken.values)
        }
        for entry in cancelled {
            LiveCancellables.shared.remove(entry.generation)
            entry.cancel()
        }
    }

    /// Cancels the work registered under `id`, or under the same id by a feature nested in
    /// the one that cancels.
    /// Whether an effect is running that cancelling `id` would reach.
    func contains(_ id: CancelID) -> Bool {
        entries.withLock { entries in entries.byToken.values.contains { id.covers($0.id) } }
    }

    func cancel(_ id: CancelID) {
        let cancelled = entries.withLock { entries -> [Entry] in
            let tokens = entries.byToken.filter { id.covers($0.value.id) }.map(\.key)
            return tokens.compactMap { entries.byToken.removeValue(forKey: $0) }
        }
        for entry in cancelled {
            LiveCancellables.shared.remove(entry.generation)
            entry.cancel()
        }
    }
}

/// Where the code running now would register and cancel work by id: the registry of the store
/// whose effect is running, and the path of the nested feature that made the effect.
struct CancellationScope: Sendable {
    let registry: CancellationRegistry
    /// The feature copies the running effect belongs to, outermost first.
    let path: [AnyHashableSendable]

    /// The scope of the effect running now; outside any store, the shared registry's root.
    @TaskLocal static var current = CancellationScope(registry: .shared, path: [])

    /// The id a reducer wrote, as this scope registers it.
    func id(_ id: some Hashable & Sendable) -> CancelID {
        CancelID(id, scope: path).under(DependencyValues.current.navigationIDPath)
    }

    /// This scope, one feature deeper.
    func inside(_ namespace: some Hashable & Sendable) -> CancellationScope {
        CancellationScope(registry: registry, path: path + [AnyHashableSendable(namespace)])
    }
}
