// Adding, removing and reordering elements. Each operation keeps `_ids`, `_elements` and the
// table of offsets in step, so lookups by id stay correct after any sequence of them. They are
// inlinable so that they run specialized for the caller's `ID` and `Element`.

extension IdentifiedArray {
    /// Adds `element` at the end unless an element with its id is already present, like
    /// inserting into a set. Complexity: amortized O(1).
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Todo: Identifiable, Equatable {
    ///     let id: Int
    ///     var title: String
    ///     var isDone = false
    /// }
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// todos.append(Todo(id: 3, title: "Eggs"))  // (inserted: true, index: 2)
    /// todos.append(Todo(id: 3, title: "Ham"))   // (inserted: false, index: 2), unchanged
    /// // snippet.hide
    /// precondition(todos.map(\.id) == [1, 2, 3] && todos[id: 3]?.title == "Eggs")
    /// ```
    ///
    /// - Returns: Whether the element was added, and the position of the element with its id.
    @inlinable
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        let id = element[keyPath: idKeyPath]
        if let existing = index(id: id) {
            return (false, existing)
        }
        let offset = _elements.count
        table.reserve(offset + 1, ids: _ids)
        table.place(offset, of: id)
        _ids.append(id)
        _elements.append(element)
        return (true, offset)
    }

    /// Appends each element whose id is not present yet, skipping the others.
    /// Complexity: amortized O(m) for m new elements.
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
    /// let fetchedTodos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// todos.append(contentsOf: fetchedTodos)
    /// // snippet.hide
    /// precondition(todos.map(\.id) == [1, 2])
    /// ```
    @inlinable
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for element in newElements {
            append(element)
        }
    }

    /// Inserts `element` at position `index` unless an element with its id is already present.
    /// Complexity: O(n), because the elements after `index` move down.
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
    /// // snippet.show
    /// todos.insert(Todo(id: 0, title: "Bread"), at: 0)  // (inserted: true, index: 0)
    /// // snippet.hide
    /// precondition(todos.map(\.id) == [0, 1])
    /// ```
    ///
    /// - Returns: Whether the element was inserted, and the position of the element with its
    ///   id (the existing one when it was not inserted).
    /// - Precondition: `index` is in `0...count`.
    @inlinable
    @discardableResult
    public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
        precondition(
            (0..._elements.count).contains(index),
            "IdentifiedArray.insert(_:at:): position \(index) is outside 0...\(_elements.count)."
        )
        let id = element[keyPath: idKeyPath]
        if let existing = self.index(id: id) {
            return (false, existing)
        }
        table.reserve(_ids.count + 1, ids: _ids)
        _ids.insert(id, at: index)
        _elements.insert(element, at: index)
        shiftOffsets(from: index, by: 1)
        table.place(index, of: id)
        return (true, index)
    }

    /// Removes and returns the element with `id`, or returns `nil` when there is none. The
    /// remaining elements keep their order. Complexity: O(n), because later elements move up.
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// todos.remove(id: 2)
    /// // snippet.hide
    /// precondition(todos.map(\.id) == [1])
    /// ```
    @inlinable
    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let offset = index(id: id) else { return nil }
        return remove(at: offset)
    }

    /// Removes and returns the element at position `index`. Complexity: O(n), because later
    /// elements move up.
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// let first = todos.remove(at: 0)
    /// // snippet.hide
    /// precondition(first.id == 1 && todos.map(\.id) == [2])
    /// ```
    ///
    /// - Precondition: `index` is a valid position.
    @inlinable
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        precondition(
            _ids.indices.contains(index),
            "IdentifiedArray.remove(at:): position \(index) is outside 0..<\(_ids.count)."
        )
        table.remove(index, ids: _ids)
        _ids.remove(at: index)
        let element = _elements.remove(at: index)
        shiftOffsets(from: index + 1, by: -1)
        return element
    }

    /// Removes every element for which `shouldBeRemoved` returns `true`, keeping the order of
    /// the others. Complexity: O(n).
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk", isDone: true), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// todos.removeAll(where: \.isDone)
    /// // snippet.hide
    /// precondition(todos.map(\.id) == [2])
    /// ```
    @inlinable
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        let kept = try filter { try !shouldBeRemoved($0) }
        guard kept.count != count else { return }
        self = kept
    }

    /// Removes every element. Complexity: O(n).
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// todos.removeAll()
    /// // snippet.hide
    /// precondition(todos.isEmpty)
    /// ```
    @inlinable
    public mutating func removeAll() {
        changes.reset()
        _ids.removeAll()
        _elements.removeAll()
        table.removeAll()
    }

    /// Moves the element at `source` so that it ends up at position `destination`, shifting
    /// the elements in between by one. Complexity: O(|source - destination|).
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c")]
    /// // snippet.show
    /// todos.move(from: 0, to: 2)  // [a, b, c] becomes [b, c, a]
    /// // snippet.hide
    /// precondition(todos.map(\.title) == ["b", "c", "a"])
    /// ```
    ///
    /// - Precondition: Both positions are valid.
    public mutating func move(from source: Int, to destination: Int) {
        precondition(
            indices.contains(source) && indices.contains(destination),
            """
            IdentifiedArray.move(from:to:): positions \(source) and \(destination) must both be \
            in 0..<\(count).
            """
        )
        guard source != destination else { return }
        // The buckets of the elements that move, found while the ids still match the offsets.
        let moving = Swift.min(source, destination)...Swift.max(source, destination)
        let buckets = moving.map { table.bucket(holding: $0, for: _ids[$0]) }
        _ids.insert(_ids.remove(at: source), at: destination)
        _elements.insert(_elements.remove(at: source), at: destination)
        let step = source < destination ? -1 : 1
        for (offset, bucket) in zip(moving, buckets) {
            guard let bucket else { continue }
            let moved = offset == source ? destination : offset + step
            table.setOffset(moved, inBucket: bucket)
        }
    }

    /// Exchanges the elements at positions `i` and `j`. Complexity: O(1).
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// todos.swapAt(0, 1)
    /// // snippet.hide
    /// precondition(todos.map(\.id) == [2, 1])
    /// ```
    @inlinable
    public mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        table.swapOffsets(i, j, ids: _ids)
        _ids.swapAt(i, j)
        _elements.swapAt(i, j)
    }

    /// Sorts the elements in place, ids moving with their elements. Complexity: O(n log n).
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// todos.sort { $0.title < $1.title }
    /// // snippet.hide
    /// precondition(todos.map(\.title) == ["Bread", "Milk"])
    /// ```
    @inlinable
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        // Sorting the pairs moves each id with its element, without reading ids again.
        var pairs = Array(zip(_ids, _elements))
        defer {
            // Also when the predicate throws: the pairs are then in some order, all present.
            _ids = pairs.map(\.0)
            _elements = pairs.map(\.1)
            reindex()
        }
        try pairs.sort { try areInIncreasingOrder($0.1, $1.1) }
    }

    /// The elements for which `isIncluded` returns `true`, in order, as an identified array
    /// with the same ids. Complexity: O(n).
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk", isDone: true), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// let open = todos.filter { !$0.isDone }  // still looked up with open[id:]
    /// // snippet.hide
    /// precondition(open.map(\.id) == [2] && open[id: 2] != nil)
    /// ```
    @inlinable
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
        var keptIDs: [ID] = []
        var keptElements: [Element] = []
        for (offset, element) in _elements.enumerated() where try isIncluded(element) {
            keptIDs.append(_ids[offset])
            keptElements.append(element)
        }
        return Self(ids: keptIDs, elements: keptElements, table: OffsetTable(ids: keptIDs), id: idKeyPath)
    }
}
