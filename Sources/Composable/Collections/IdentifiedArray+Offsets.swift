import Foundation

extension IdentifiedArray {
    /// Moves the elements at `source` so that they stand, in their order, before the element
    /// that was at `destination`: what a list's drag-to-reorder (`onMove`) reports.
    /// Complexity: O(n).
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// struct Todo: Identifiable, Equatable {
    ///     let id: Int
    ///     var title: String
    ///     var isDone = false
    /// }
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c")]
    /// // snippet.show
    /// todos.move(fromOffsets: [0], toOffset: 3)  // [a, b, c] becomes [b, c, a]
    /// // snippet.hide
    /// precondition(todos.map(\.title) == ["b", "c", "a"])
    /// ```
    ///
    /// - Precondition: Every offset is a valid position and `destination` is in `0...count`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        precondition(
            (0...count).contains(destination) && source.allSatisfy(indices.contains),
            "IdentifiedArray.move(fromOffsets:toOffset:): the offsets must be in 0..<\(count) and the destination in 0...\(count)."
        )
        guard !source.isEmpty else { return }
        var moving: [Int] = []
        var staying: [Int] = []
        for offset in indices {
            if source.contains(offset) { moving.append(offset) } else { staying.append(offset) }
        }
        let insertion = destination - source.count(in: 0..<destination)
        staying.insert(contentsOf: moving, at: insertion)
        rearrange(to: staying)
    }

    /// Removes the elements at `offsets`, keeping the order of the others: what a list's
    /// swipe-to-delete (`onDelete`) reports. Complexity: O(n).
    ///
    /// ```swift
    /// // snippet.hide
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c")]
    /// // snippet.show
    /// todos.remove(atOffsets: [0, 2])
    /// // snippet.hide
    /// precondition(todos.map(\.id) == [2])
    /// ```
    ///
    /// - Precondition: Every offset is a valid position.
    public mutating func remove(atOffsets offsets: IndexSet) {
        precondition(
            offsets.allSatisfy(indices.contains),
            "IdentifiedArray.remove(atOffsets:): the offsets must be in 0..<\(count)."
        )
        guard !offsets.isEmpty else { return }
        rearrange(to: indices.filter { !offsets.contains($0) })
    }

    /// Rebuilds the array from the elements at `order`, in that order.
    private mutating func rearrange(to order: [Int]) {
        _ids = order.map { _ids[$0] }
        _elements = order.map { _elements[$0] }
        reindex()
    }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
    /// Creates an array from identifiable elements the caller knows to have different ids,
    /// without checking: for elements that come from another identified collection. With
    /// duplicate ids the array is not valid (only the last element of an id can be found).
    /// Complexity: O(n).
    ///
    /// ```swift
    /// // snippet.hide
    /// let other: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
    /// // snippet.show
    /// let rows = IdentifiedArray(uncheckedUniqueElements: other.elements.reversed())
    /// // snippet.hide
    /// precondition(rows.map(\.id) == [2, 1] && rows[id: 1]?.title == "Milk")
    /// ```
    @inlinable
    public init<S: Sequence>(uncheckedUniqueElements elements: S) where S.Element == Element {
        let elements = Array(elements)
        let ids = elements.map(\.id)
        self.init(ids: ids, elements: elements, table: OffsetTable(ids: ids), id: \.id)
    }
}

extension IdentifiedArray: Encodable where Element: Encodable {
    /// Encodes the elements as an array, in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(_elements)
    }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
    /// Decodes an array of elements; two elements with the same id are a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let elements = try container.decode([Element].self)
        self.init()
        for element in elements where !append(element).inserted {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "IdentifiedArray: two elements have the id \(element.id); ids must be unique."
            )
        }
    }
}
