/// A store made by a closure scope, which its parent keeps track of without keeping it alive:
/// it hears of changes for as long as someone holds it, and leaves the parent's list after the
/// first action once no one does.
final class UncachedStoreScope<ChildState, ChildAction>: StoreChild {
    weak var store: Store<ChildState, ChildAction>?

    init(store: Store<ChildState, ChildAction>) {
        self.store = store
    }

    func isPresent(in parentState: Any) -> Bool {
        store != nil
    }

    func notifyStores() {
        store?.stateDidChange()
    }

    func weakNotifiers() -> [@MainActor () -> Void] {
        [{ [weak store] in store?.stateDidChange() }]
    }
}
