/// A cached scope of a store. After every action it lets its child stores notify their
/// observers, and says whether it should stay in the cache.
///
/// The parent's state arrives as `Any` so that a store's cache is a plain, non-generic
/// dictionary: generic containers cost a metadata lookup on every action in unspecialized code.
@MainActor
protocol StoreChild: AnyObject {
    /// Returns `false` when the child's state is gone and the scope should leave the cache.
    func stateDidChange(parentState: Any) -> Bool
}

/// A child store over a property, or over an optional property, of the parent's state.
final class StoreScope<ParentState, ChildState, ChildAction>: StoreChild {
    let store: Store<ChildState, ChildAction>
    let isPresent: (ParentState) -> Bool

    init(store: Store<ChildState, ChildAction>, isPresent: @escaping (ParentState) -> Bool) {
        self.store = store
        self.isPresent = isPresent
    }

    func stateDidChange(parentState: Any) -> Bool {
        store.stateDidChange()
        return isPresent(parentState as! ParentState)
    }
}

/// The child stores of a collection in the parent's state, one per element id; a store
/// leaves the cache when its element is removed.
final class CollectionStoreScope<ParentState, ID: Hashable, ElementState, ElementAction>: StoreChild {
    var stores: [ID: Store<ElementState, ElementAction>] = [:]
    let rows: @MainActor () -> IdentifiedArray<ID, ElementState>?

    init(rows: @escaping @MainActor () -> IdentifiedArray<ID, ElementState>?) {
        self.rows = rows
    }

    func stateDidChange(parentState: Any) -> Bool {
        guard !stores.isEmpty else { return true }
        for store in stores.values { store.stateDidChange() }
        guard let rows = rows() else { return true }
        stores = stores.filter { id, _ in rows.index(id: id) != nil }
        return true
    }
}
