// The original's other ways to make an identified array: empty with a key path, from elements
// that may repeat an id, and from another array.

extension IdentifiedArray {
    /// An empty array whose elements are identified by `id`.
    ///
    /// ```swift
    /// var names = IdentifiedArray<Int, String>(id: \.count)
    /// names.append("abc")
    /// // snippet.hide
    /// precondition(names[id: 3] == "abc")
    /// ```
    @inlinable
    public init(id: KeyPath<Element, ID> & Sendable) {
        self.init(ids: [], elements: [], table: OffsetTable(), id: id)
    }

    /// An array of `elements`, which the caller promises have unique ids. Here the promise is
    /// still checked, as `init(uniqueElements:id:)` checks it.
    ///
    /// ```swift
    /// let names = IdentifiedArray(uncheckedUniqueElements: ["a", "bb"], id: \.count)
    /// // snippet.hide
    /// precondition(names.ids == [1, 2])
    /// ```
    @inlinable
    @_disfavoredOverload
    public init(uncheckedUniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable) {
        self.init(uniqueElements: elements, id: id)
    }

    /// An array of `elements` in which an id that repeats is kept once, at its first place,
    /// holding what `combine` makes of the element already there and the new one.
    ///
    /// ```swift
    /// let words = IdentifiedArray(["a", "bb", "c"], id: \.count) { first, _ in first }
    /// // snippet.hide
    /// precondition(words.elements == ["a", "bb"])
    /// ```
    @inlinable
    public init(
        _ elements: some Sequence<Element>,
        id: KeyPath<Element, ID> & Sendable,
        uniquingIDsWith combine: (Element, Element) throws -> Element
    ) rethrows {
        self.init(id: id)
        for element in elements {
            let elementID = element[keyPath: id]
            if let existing = index(id: elementID) {
                let combined = try combine(_elements[existing], element)
                checkID(of: combined, is: elementID)
                _elements[existing] = combined
            } else {
                append(element)
            }
        }
    }

    /// A copy of `elements`.
    ///
    /// ```swift
    /// let names = IdentifiedArray(uniqueElements: ["a"], id: \.count)
    /// let copy = IdentifiedArray(names)
    /// // snippet.hide
    /// precondition(copy == names)
    /// ```
    @inlinable
    public init(_ elements: Self) {
        self = elements
    }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
    /// An array of identifiable `elements` in which an id that repeats is kept once, at its
    /// first place, holding what `combine` makes of the element already there and the new one.
    ///
    /// ```swift
    /// struct Row: Identifiable, Equatable {
    ///     let id: Int
    ///     var hits: Int
    /// }
    /// let rows = IdentifiedArrayOf<Row>([Row(id: 1, hits: 1), Row(id: 1, hits: 2)]) { old, new in
    ///     Row(id: old.id, hits: old.hits + new.hits)
    /// }
    /// // snippet.hide
    /// precondition(rows.elements == [Row(id: 1, hits: 3)])
    /// ```
    @inlinable
    public init(
        _ elements: some Sequence<Element>,
        uniquingIDsWith combine: (Element, Element) throws -> Element
    ) rethrows {
        try self.init(elements, id: \.id, uniquingIDsWith: combine)
    }
}
