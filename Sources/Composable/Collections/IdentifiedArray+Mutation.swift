// Adding, removing and reordering elements. Each operation keeps `ids`, `elements` and the
// id-to-position table in step, so lookups by id stay correct after any sequence of them.

extension IdentifiedArray {
    /// Adds `element` at the end unless an element with its id is already present, like
    /// inserting into a set. Complexity: amortized O(1).
    ///
    /// ```swift
    /// todos.append(Todo(id: 3, title: "Eggs"))  // (inserted: true, index: 2)
    /// todos.append(Todo(id: 3, title: "Ham"))   // (inserted: false, index: 2), unchanged
    /// ```
    ///
    /// - Returns: Whether the element was added, and the position of the element with its id.
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        let id = element[keyPath: idKeyPath]
        if let existing = offsets[id] {
            return (false, existing)
        }
        let offset = _elements.count
        ids.append(id)
        _elements.append(element)
        offsets[id] = offset
        return (true, offset)
    }

    /// Appends each element whose id is not present yet, skipping the others.
    /// Complexity: amortized O(m) for m new elements.
    ///
    /// ```swift
    /// todos.append(contentsOf: fetchedTodos)
    /// ```
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for element in newElements {
            append(element)
        }
    }

    /// Inserts `element` at position `index` unless an element with its id is already present.
    /// Complexity: O(n), because the elements after `index` move down.
    ///
    /// ```swift
    /// todos.insert(Todo(id: 0, title: "Bread"), at: 0)  // (inserted: true, index: 0)
    /// ```
    ///
    /// - Returns: Whether the element was inserted, and the position of the element with its
    ///   id (the existing one when it was not inserted).
    /// - Precondition: `index` is in `0...count`.
    @discardableResult
    public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
        precondition(
            (0..._elements.count).contains(index),
            "IdentifiedArray.insert(_:at:): position \(index) is outside 0...\(_elements.count)."
        )
        let id = element[keyPath: idKeyPath]
        if let existing = offsets[id] {
            return (false, existing)
        }
        ids.insert(id, at: index)
        _elements.insert(element, at: index)
        shiftOffsets(from: index, by: 1)
        offsets[id] = index
        return (true, index)
    }

    /// Removes and returns the element with `id`, or returns `nil` when there is none. The
    /// remaining elements keep their order. Complexity: O(n), because later elements move up.
    ///
    /// ```swift
    /// todos.remove(id: 2)
    /// ```
    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let offset = offsets[id] else { return nil }
        return remove(at: offset)
    }

    /// Removes and returns the element at position `index`. Complexity: O(n), because later
    /// elements move up.
    ///
    /// ```swift
    /// let first = todos.remove(at: 0)
    /// ```
    ///
    /// - Precondition: `index` is a valid position.
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        let id = ids.remove(at: index)
        offsets[id] = nil
        let element = _elements.remove(at: index)
        shiftOffsets(from: index + 1, by: -1)
        return element
    }

    /// Removes every element for which `shouldBeRemoved` returns `true`, keeping the order of
    /// the others. Complexity: O(n).
    ///
    /// ```swift
    /// todos.removeAll(where: \.isDone)
    /// ```
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        let kept = try filter { try !shouldBeRemoved($0) }
        guard kept.count != count else { return }
        self = kept
    }

    /// Removes every element. Complexity: O(n).
    ///
    /// ```swift
    /// todos.removeAll()
    /// ```
    public mutating func removeAll() {
        changes.reset()
        ids.removeAll()
        _elements.removeAll()
        offsets.removeAll()
    }

    /// Moves the element at `source` so that it ends up at position `destination`, shifting
    /// the elements in between by one. Complexity: O(|source - destination|).
    ///
    /// ```swift
    /// todos.move(from: 0, to: 2)  // [a, b, c] becomes [b, c, a]
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
        ids.insert(ids.remove(at: source), at: destination)
        _elements.insert(_elements.remove(at: source), at: destination)
        for offset in Swift.min(source, destination)...Swift.max(source, destination) {
            offsets[ids[offset]] = offset
        }
    }

    /// Exchanges the elements at positions `i` and `j`. Complexity: O(1).
    ///
    /// ```swift
    /// todos.swapAt(0, 1)
    /// ```
    public mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        ids.swapAt(i, j)
        _elements.swapAt(i, j)
        offsets[ids[i]] = i
        offsets[ids[j]] = j
    }

    /// Sorts the elements in place, ids moving with their elements. Complexity: O(n log n).
    ///
    /// ```swift
    /// todos.sort { $0.title < $1.title }
    /// ```
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        try _elements.sort(by: areInIncreasingOrder)
        ids = _elements.map { $0[keyPath: idKeyPath] }
        reindex(from: 0)
    }

    /// The elements for which `isIncluded` returns `true`, in order, as an identified array
    /// with the same ids. Complexity: O(n).
    ///
    /// ```swift
    /// let open = todos.filter { !$0.isDone }  // still looked up with open[id:]
    /// ```
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
        var kept = Self(uniqueElements: [], id: idKeyPath)
        for (offset, element) in _elements.enumerated() where try isIncluded(element) {
            let id = ids[offset]
            kept.offsets[id] = kept.ids.count
            kept.ids.append(id)
            kept._elements.append(element)
        }
        return kept
    }
}
