// Reordering the elements as a whole: each operation moves ids with their elements and then
// builds the offsets anew.

extension IdentifiedArray {
    /// The key path that gives each element's id: `\.id` for an `IdentifiedArrayOf`, or the one
    /// given to `init(uniqueElements:id:)`.
    ///
    /// ```swift
    /// let names = IdentifiedArray(uniqueElements: ["a", "bb"], id: \.count)
    /// print(names.id == \String.count)  // true
    /// // snippet.hide
    /// precondition(names.id == \String.count)
    /// ```
    @inlinable
    public var id: KeyPath<Element, ID> {
        idKeyPath
    }

    /// Reverses the order of the elements in place. Complexity: O(n).
    ///
    /// ```swift
    /// var names = IdentifiedArray(uniqueElements: ["a", "bb", "ccc"], id: \.count)
    /// names.reverse()
    /// // snippet.hide
    /// precondition(names.elements == ["ccc", "bb", "a"] && names[id: 1] == "a")
    /// ```
    @inlinable
    public mutating func reverse() {
        rearrange { $0.reverse() }
    }

    /// Shuffles the elements in place. Complexity: O(n).
    ///
    /// ```swift
    /// var names = IdentifiedArray(uniqueElements: ["a", "bb", "ccc"], id: \.count)
    /// names.shuffle()
    /// // snippet.hide
    /// precondition(Set(names.elements) == ["a", "bb", "ccc"] && names[id: 2] == "bb")
    /// ```
    @inlinable
    public mutating func shuffle() {
        var generator = SystemRandomNumberGenerator()
        shuffle(using: &generator)
    }

    /// Shuffles the elements in place with `generator`, so that a test can give a seeded one.
    /// Complexity: O(n).
    ///
    /// ```swift
    /// var generator = SystemRandomNumberGenerator()
    /// var names = IdentifiedArray(uniqueElements: ["a", "bb", "ccc"], id: \.count)
    /// names.shuffle(using: &generator)
    /// // snippet.hide
    /// precondition(names.count == 3 && names[id: 3] == "ccc")
    /// ```
    @inlinable
    public mutating func shuffle<T: RandomNumberGenerator>(using generator: inout T) {
        rearrange { $0.shuffle(using: &generator) }
    }

    /// Moves the elements for which `belongsInSecondPartition` is `true` after the others, and
    /// returns the position of the first of them. The order within each part is not kept.
    /// Complexity: O(n).
    ///
    /// ```swift
    /// var numbers = IdentifiedArray(uniqueElements: [1, 2, 3, 4], id: \.self)
    /// let start = numbers.partition { $0.isMultiple(of: 2) }
    /// // snippet.hide
    /// precondition(start == 2 && numbers[start...].allSatisfy { $0.isMultiple(of: 2) })
    /// ```
    @inlinable
    public mutating func partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Int {
        try rearrange { pairs in
            try pairs.partition { try belongsInSecondPartition($0.1) }
        }
    }

    /// Runs `body` on the (id, element) pairs, puts them back in their new order (also when
    /// `body` throws) and builds the offsets anew.
    @inlinable
    mutating func rearrange<R>(_ body: (inout [(ID, Element)]) throws -> R) rethrows -> R {
        var pairs = Array(zip(_ids, _elements))
        defer {
            _ids = pairs.map(\.0)
            _elements = pairs.map(\.1)
            reindex()
        }
        return try body(&pairs)
    }
}

extension IdentifiedArray where Element: Comparable {
    /// Sorts the elements in place in increasing order. Complexity: O(n log n).
    ///
    /// ```swift
    /// var numbers = IdentifiedArray(uniqueElements: [3, 1, 2], id: \.self)
    /// numbers.sort()
    /// // snippet.hide
    /// precondition(numbers.elements == [1, 2, 3] && numbers.index(id: 3) == 2)
    /// ```
    @inlinable
    public mutating func sort() {
        sort(by: <)
    }
}

extension IdentifiedArray: CustomDebugStringConvertible {
    /// `IdentifiedArray<Element>([...])` with each element's debug description.
    ///
    /// ```swift
    /// let names = IdentifiedArray(uniqueElements: ["a"], id: \.count)
    /// print(names.debugDescription)  // IdentifiedArray<String>(["a"])
    /// // snippet.hide
    /// precondition(names.debugDescription == #"IdentifiedArray<String>(["a"])"#)
    /// ```
    public var debugDescription: String {
        var result = "IdentifiedArray<\(Element.self)>(["
        for (offset, element) in _elements.enumerated() {
            if offset > 0 { result += ", " }
            debugPrint(element, terminator: "", to: &result)
        }
        return result + "])"
    }
}
