// Replacing elements by id, as the original's insertions do.

extension IdentifiedArray {
    /// Replaces the element at position `index` with `element`, which must have the same id,
    /// and returns the element it replaced. Complexity: O(1).
    ///
    /// ```swift
    /// var names = IdentifiedArray(uniqueElements: ["a", "bb"], id: \.count)
    /// let old = names.update("b", at: 0)
    /// // snippet.hide
    /// precondition(old == "a" && names.elements == ["b", "bb"])
    /// ```
    ///
    /// - Precondition: `element` has the id of the element at `index`.
    @inlinable
    @discardableResult
    public mutating func update(_ element: Element, at index: Int) -> Element {
        checkID(of: element, is: _ids[index])
        changes.record(_ids[index])
        let old = _elements[index]
        _elements[index] = element
        return old
    }

    /// Replaces the element with `element`'s id, in its place, or appends `element` if there is
    /// none; returns the element it replaced, if any. Complexity: amortized O(1).
    ///
    /// ```swift
    /// var names = IdentifiedArray(uniqueElements: ["a", "bb"], id: \.count)
    /// names.updateOrAppend("b")    // returns "a"
    /// names.updateOrAppend("ccc")  // returns nil, appended
    /// // snippet.hide
    /// precondition(names.elements == ["b", "bb", "ccc"])
    /// ```
    @inlinable
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Element? {
        guard let existing = index(id: element[keyPath: idKeyPath]) else {
            append(element)
            return nil
        }
        return update(element, at: existing)
    }

    /// Replaces the element with `element`'s id, in its place, or inserts `element` at `index`
    /// if there is none. Complexity: O(n) when it inserts.
    ///
    /// ```swift
    /// var names = IdentifiedArray(uniqueElements: ["a", "bb"], id: \.count)
    /// let result = names.updateOrInsert("ccc", at: 0)  // (originalMember: nil, index: 0)
    /// // snippet.hide
    /// precondition(result.originalMember == nil && result.index == 0 && names.elements == ["ccc", "a", "bb"])
    /// ```
    ///
    /// - Returns: The element replaced (or `nil`), and the position of `element`.
    @inlinable
    @discardableResult
    public mutating func updateOrInsert(_ element: Element, at index: Int) -> (originalMember: Element?, index: Int) {
        if let existing = self.index(id: element[keyPath: idKeyPath]) {
            return (update(element, at: existing), existing)
        }
        insert(element, at: index)
        return (nil, index)
    }

    /// Removes the element with `element`'s id, if present, and returns it. Complexity: O(n).
    ///
    /// ```swift
    /// var names = IdentifiedArray(uniqueElements: ["a", "bb"], id: \.count)
    /// let removed = names.remove("z")  // the element with the id 1: "a"
    /// // snippet.hide
    /// precondition(removed == "a" && names.elements == ["bb"])
    /// ```
    @inlinable
    @discardableResult
    public mutating func remove(_ element: Element) -> Element? {
        remove(id: element[keyPath: idKeyPath])
    }

    /// Removes the first `count` elements. Complexity: O(n).
    ///
    /// ```swift
    /// var numbers = IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self)
    /// numbers.removeFirst(2)
    /// // snippet.hide
    /// precondition(numbers.elements == [3] && numbers.index(id: 3) == 0)
    /// ```
    @inlinable
    public mutating func removeFirst(_ count: Int) {
        removeSubrange(0..<count)
    }

    /// Removes the last `count` elements. Complexity: O(count).
    ///
    /// ```swift
    /// var numbers = IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self)
    /// numbers.removeLast(2)
    /// // snippet.hide
    /// precondition(numbers.elements == [1] && numbers[id: 2] == nil)
    /// ```
    @inlinable
    public mutating func removeLast(_ count: Int) {
        removeSubrange((self.count - count)..<self.count)
    }

    /// Removes the elements at the positions in `bounds`. Complexity: O(n).
    ///
    /// ```swift
    /// var numbers = IdentifiedArray(uniqueElements: [1, 2, 3, 4], id: \.self)
    /// numbers.removeSubrange(1..<3)
    /// // snippet.hide
    /// precondition(numbers.elements == [1, 4] && numbers.index(id: 4) == 1)
    /// ```
    @inlinable
    public mutating func removeSubrange(_ bounds: Range<Int>) {
        precondition(
            bounds.lowerBound >= 0 && bounds.upperBound <= count,
            "IdentifiedArray.removeSubrange(_:): \(bounds) is outside 0..<\(count)."
        )
        guard !bounds.isEmpty else { return }
        _ids.removeSubrange(bounds)
        _elements.removeSubrange(bounds)
        reindex()
    }

    /// Removes the elements at the positions in `bounds`, written as any range of positions.
    ///
    /// ```swift
    /// var numbers = IdentifiedArray(uniqueElements: [1, 2, 3, 4], id: \.self)
    /// numbers.removeSubrange(2...)
    /// // snippet.hide
    /// precondition(numbers.elements == [1, 2])
    /// ```
    @inlinable
    public mutating func removeSubrange<R: RangeExpression>(_ bounds: R) where R.Bound == Int {
        removeSubrange(bounds.relative(to: indices))
    }

    /// Makes room for `minimumCapacity` elements without reallocating.
    ///
    /// ```swift
    /// var numbers = IdentifiedArray<Int, Int>(uniqueElements: [], id: \.self)
    /// numbers.reserveCapacity(100)
    /// // snippet.hide
    /// precondition(numbers.isEmpty)
    /// ```
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        _ids.reserveCapacity(minimumCapacity)
        _elements.reserveCapacity(minimumCapacity)
        table.reserve(minimumCapacity, ids: _ids)
    }
}
