extension Shared {
    /// The shared element with id `id` of a shared identified array, `nil` while there is
    /// none; setting it to `nil` removes the element.
    ///
    /// Read the element before a `withLock` on the array, not inside its closure: unlike the
    /// original, reading it there is a simultaneous access to the array that stops the
    /// program (`$syncUps.withLock { $0.remove(id: syncUp.id) }` where `syncUp` comes from
    /// `$syncUps[id:]`).
    ///
    /// ```swift
    /// struct Todo: Identifiable { let id: Int; var title: String }
    /// let todos = Shared(value: IdentifiedArray(uniqueElements: [Todo(id: 1, title: "Milk")]))
    /// if let milk = Shared(todos[id: 1]) {
    ///     milk.withLock { $0.title = "Oat milk" }
    /// }
    /// assert(todos.wrappedValue[id: 1]?.title == "Oat milk")
    /// assert(todos[id: 2].wrappedValue == nil)
    /// ```
    public subscript<ID: Hashable, Member>(id id: ID) -> Shared<Member?> where Value == IdentifiedArray<ID, Member> {
        self[dynamicMember: \IdentifiedArray<ID, Member>.[id: id]]
    }
}

extension RangeReplaceableCollection {
    /// One shared element per element of a shared identified array, in order: what a list
    /// shows, each row able to change its element in place, as the original's SyncUps does with
    /// `ForEach(Array(store.$syncUps)) { $syncUp in ... }`.
    ///
    /// Each element is found by its id, so it stays connected when other elements are added,
    /// removed or moved.
    ///
    /// ```swift
    /// struct Todo: Identifiable { let id: Int; var title: String }
    /// let todos = Shared(value: IdentifiedArray(uniqueElements: [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]))
    /// let rows = Array(todos)
    /// todos.withLock { $0.swapAt(0, 1) }
    /// rows[0].withLock { $0.title = "Oat milk" }
    /// assert(todos.wrappedValue.map(\.title) == ["Eggs", "Oat milk"])
    /// ```
    public init<ID: Hashable, Member>(_ shared: Shared<IdentifiedArray<ID, Member>>) where Element == Shared<Member> {
        self.init()
        let ids = shared.wrappedValue.ids
        reserveCapacity(ids.count)
        for id in ids {
            if let element = Shared<Member>(shared[id: id]) {
                append(element)
            }
        }
    }
}
