/// A cached scope of a store: it keeps its child store (or stores) up to date from the parent's
/// state after every action.
///
/// The parent's state arrives as `Any` so that a store's cache is a plain, non-generic
/// dictionary: generic containers cost a metadata lookup on every action in unspecialized code.
@MainActor
protocol StoreChild: AnyObject {
    /// Pushes the parent's new state down; returns `false` when the child's state is gone and
    /// the scope should leave the cache.
    func update(from parentState: Any) -> Bool
}

/// A child store over a property of the parent's state.
final class StoreScope<ParentState, ChildState, ChildAction>: StoreChild {
    let store: Store<ChildState, ChildAction>
    let toChild: KeyPath<ParentState, ChildState>

    init(store: Store<ChildState, ChildAction>, toChild: KeyPath<ParentState, ChildState>) {
        self.store = store
        self.toChild = toChild
    }

    func update(from parentState: Any) -> Bool {
        let parentState = parentState as! ParentState
        store.update(to: parentState[keyPath: toChild])
        return true
    }
}

/// A child store over an optional property of the parent's state; it leaves the cache when the
/// property becomes `nil`.
final class OptionalStoreScope<ParentState, ChildState, ChildAction>: StoreChild {
    let store: Store<ChildState, ChildAction>
    let toChild: KeyPath<ParentState, ChildState?>

    init(store: Store<ChildState, ChildAction>, toChild: KeyPath<ParentState, ChildState?>) {
        self.store = store
        self.toChild = toChild
    }

    func update(from parentState: Any) -> Bool {
        let parentState = parentState as! ParentState
        guard let childState = parentState[keyPath: toChild] else { return false }
        store.update(to: childState)
        return true
    }
}

/// The child stores of a collection of the parent's state, one per element id; a store leaves
/// the cache when its element is removed.
final class CollectionStoreScope<ParentState, ID: Hashable, ElementState, ElementAction>: StoreChild {
    var stores: [ID: Store<ElementState, ElementAction>] = [:]
    let toElements: KeyPath<ParentState, IdentifiedArray<ID, ElementState>>

    init(toElements: KeyPath<ParentState, IdentifiedArray<ID, ElementState>>) {
        self.toElements = toElements
    }

    func update(from parentState: Any) -> Bool {
        let parentState = parentState as! ParentState
        guard !stores.isEmpty else { return true }
        let elements = parentState[keyPath: toElements]
        stores = stores.filter { id, store in
            guard let element = elements[id: id] else { return false }
            store.update(to: element)
            return true
        }
        return true
    }
}
