/// A cached scope of a store. After every action the parent first asks each cached scope
/// whether its state is still there (dropping the ones whose state is gone), and only then
/// lets the child stores notify their observers, so that an observer that sends an action or
/// scopes a store while being notified never works on a half-updated cache.
///
/// The parent's state arrives as `Any` so that a store's cache is a plain, non-generic
/// dictionary: generic containers cost a metadata lookup on every action in unspecialized code.
@MainActor
protocol StoreChild: AnyObject {
    /// Whether the scope's state is still in `parentState`; a collection also drops the
    /// stores of removed rows. Notifies no one.
    func isPresent(in parentState: Any) -> Bool
    /// Lets the child stores notify their observers of the last change.
    func notifyStores()
    /// One notifier per child store, holding it weakly: what keeps child stores updated once
    /// the root store that cached them is gone.
    func weakNotifiers() -> [@MainActor () -> Void]
}

/// A child store over a property, or over an optional property, of the parent's state.
final class StoreScope<ParentState, ChildState, ChildAction>: StoreChild {
    let store: Store<ChildState, ChildAction>
    let isPresent: (ParentState) -> Bool

    init(store: Store<ChildState, ChildAction>, isPresent: @escaping (ParentState) -> Bool) {
        self.store = store
        self.isPresent = isPresent
    }

    func isPresent(in parentState: Any) -> Bool {
        isPresent(parentState as! ParentState)
    }

    func notifyStores() {
        store.stateDidChange()
    }

    func weakNotifiers() -> [@MainActor () -> Void] {
        [{ [weak store] in store?.stateDidChange() }]
    }
}

/// The child stores of a collection in the parent's state, one per element id; a store
/// leaves the cache when its element is removed.
///
/// After an action it looks only at the rows the collection says it changed in place (see
/// `IdentifiedArray.elementChanges(since:)`), so that changing one row of 100,000 notifies one
/// row store; when the collection cannot tell (it was rebuilt, reordered, or is computed anew
/// on each read, as a filtered collection is), it looks at every row store.
final class CollectionStoreScope<ParentState, ID: Hashable, ElementState, ElementAction>: StoreChild {
    var stores: [ID: Store<ElementState, ElementAction>] = [:]
    let rows: @MainActor () -> IdentifiedArray<ID, ElementState>?
    /// Where the last look at the collection's history stopped.
    private var cursor: ElementChanges<ID>.Cursor?
    /// The rows to notify after the last look, or `nil` for all of them.
    private var changedIDs: Set<ID>?

    init(rows: @escaping @MainActor () -> IdentifiedArray<ID, ElementState>?) {
        self.rows = rows
    }

    func isPresent(in parentState: Any) -> Bool {
        guard !stores.isEmpty, let rows = rows() else {
            cursor = nil
            changedIDs = nil
            return true
        }
        let (changed, next) = rows.elementChanges(since: cursor)
        cursor = next
        if let changed {
            changedIDs = Set(changed)
        } else {
            changedIDs = nil
            stores = stores.filter { id, _ in rows.index(id: id) != nil }
        }
        return true
    }

    func notifyStores() {
        // A snapshot: an observer may scope another row meanwhile, which needs no telling.
        if let changedIDs {
            let notified = changedIDs.compactMap { stores[$0] }
            for store in notified { store.stateDidChange() }
        } else {
            for store in Array(stores.values) { store.stateDidChange() }
        }
    }

    func weakNotifiers() -> [@MainActor () -> Void] {
        stores.values.map { store in { [weak store] in store?.stateDidChange() } }
    }
}
