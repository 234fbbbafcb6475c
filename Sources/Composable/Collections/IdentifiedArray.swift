/// An ordered collection of elements with unique ids, where finding an element by its id takes
/// constant time.
///
/// Use it for the rows of a list in feature state: the order is the order you show, and an
/// action for one row reaches that row by id in O(1), however many rows there are. No two
/// elements share an id; operations that would add a second element with an existing id leave
/// the array unchanged or stop with a precondition failure, as each one documents.
///
/// ```swift
/// struct Todo: Identifiable, Equatable {
///     let id: Int
///     var title: String
///     var isDone = false
/// }
/// ```
///
/// ```swift output
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
/// todos[id: 1]?.isDone = true
/// print(todos.map(\.isDone))
/// ```
///
/// ```text
/// [true, false]
/// ```
public struct IdentifiedArray<ID: Hashable, Element> {
    // `_ids`, `_elements` and `table` change only together, in this type's own files. They are
    // reachable from inlined code so that lookups and updates are specialized in the caller's
    // module for its own `ID` and `Element`.

    /// The ids of the elements, in order: `ids[i]` is the id of `self[i]`.
    ///
    /// Reading it is O(1); it shares storage with the array until the array changes shape.
    @inlinable
    public var ids: [ID] { _ids }

    /// The elements, in order.
    ///
    /// Reading it is O(1); it shares storage with the array until the array changes.
    @inlinable
    public var elements: [Element] { _elements }

    /// The storage behind ``ids``.
    @usableFromInline var _ids: [ID]

    /// The storage behind ``elements``.
    @usableFromInline var _elements: [Element]

    /// The position of each id in `_ids` and `_elements`.
    @usableFromInline var table: OffsetTable

    /// The ids of elements changed in place, for the stores of a list's rows; equality,
    /// hashing and coding ignore it.
    @usableFromInline var changes = ElementChanges<ID>()

    /// Reads the id of an element. A key path rather than a closure: a `Sendable` closure
    /// could not use `Element`'s `Identifiable` conformance without requiring more of `Element`.
    @usableFromInline let idKeyPath: KeyPath<Element, ID> & Sendable

    /// Creates an array from elements whose ids, read through `id`, are all different.
    ///
    /// The key path has to be `Sendable` because the array keeps it to identify elements added
    /// later; key path literals such as `\.name` are. Complexity: O(n).
    ///
    /// ```swift output
    /// struct User {
    ///     var email: String
    ///     var name: String
    /// }
    ///
    /// let users = IdentifiedArray(
    ///     uniqueElements: [User(email: "ada@example.com", name: "Ada"), User(email: "alan@example.com", name: "Alan")],
    ///     id: \.email
    /// )
    /// print(users[id: "alan@example.com"]?.name ?? "nobody")
    /// ```
    ///
    /// ```text
    /// Alan
    /// ```
    ///
    /// - Precondition: No two elements have the same id.
    @inlinable
    public init<S: Sequence>(
        uniqueElements elements: S,
        id: KeyPath<Element, ID> & Sendable
    ) where S.Element == Element {
        let elements = Array(elements)
        let ids = elements.map { $0[keyPath: id] }
        let (table, duplicate) = OffsetTable.building(ids: ids)
        if let duplicate {
            preconditionFailure(
                """
                IdentifiedArray(uniqueElements:) was given two elements with the id \(ids[duplicate.first]), \
                at positions \(duplicate.first) and \(duplicate.second). Ids must be unique: drop the \
                duplicates first, or build the array with append(_:), which skips them.
                """
            )
        }
        self.init(ids: ids, elements: elements, table: table, id: id)
    }

    /// An array of parts that already agree: `table` holds the offsets of `ids`, and `ids[i]` is
    /// the id of `elements[i]`.
    @inlinable
    init(ids: [ID], elements: [Element], table: OffsetTable, id: KeyPath<Element, ID> & Sendable) {
        self._ids = ids
        self._elements = elements
        self.table = table
        self.idKeyPath = id
    }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
    /// Creates an empty array of identifiable elements.
    ///
    /// ```swift output
    /// var shopping = IdentifiedArrayOf<Todo>()
    /// shopping.append(Todo(id: 3, title: "Eggs"))
    /// print(shopping.count)
    /// ```
    ///
    /// ```text
    /// 1
    /// ```
    @inlinable
    public init() {
        self.init(ids: [], elements: [], table: OffsetTable(), id: \.id)
    }

    /// Creates an array from identifiable elements whose ids are all different.
    ///
    /// Complexity: O(n).
    ///
    /// ```swift output
    /// let loaded = IdentifiedArray(uniqueElements: [Todo(id: 4, title: "Tea")])
    /// print(loaded[id: 4]?.title ?? "none")
    /// ```
    ///
    /// ```text
    /// Tea
    /// ```
    ///
    /// - Precondition: No two elements have the same id.
    @inlinable
    public init<S: Sequence>(uniqueElements elements: S) where S.Element == Element {
        self.init(uniqueElements: elements, id: \.id)
    }
}

// Swift requires this conformance in the file that declares the type. The id key path is
// `Sendable`; everything else stored is made of `ID` and `Element` values.
extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

/// An ``IdentifiedArray`` of `Identifiable` elements, keyed by their `id`.
///
/// ```swift output
/// let rows: IdentifiedArrayOf<Todo> = []
/// print(rows.isEmpty)
/// ```
///
/// ```text
/// true
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

// MARK: - Access by id

extension IdentifiedArray {
    /// The position of the element with `id`, or `nil` when there is none. Complexity: O(1).
    ///
    /// ```swift output
    /// print(todos.index(id: 2) ?? -1)
    /// ```
    ///
    /// ```text
    /// 1
    /// ```
    @inlinable
    public func index(id: ID) -> Int? {
        table.offset(of: id, in: _ids)
    }

    /// The element with `id`, or `nil` when there is none.
    ///
    /// Reading is O(1). Writing:
    /// - a value for an existing id replaces that element where it stands, O(1);
    /// - a value for a new id appends it, amortized O(1);
    /// - `nil` removes the element, O(n) because later elements move up.
    ///
    /// Mutating through it (`todos[id: 1]?.isDone = true`) changes the element in place in
    /// O(1): neither the array's storage nor the element's own storage is copied.
    ///
    /// ```swift output
    /// todos[id: 1]?.title = "Oat milk"
    /// todos[id: 2] = nil  // removes the todo with id 2
    /// print(todos.map(\.title))
    /// ```
    ///
    /// ```text
    /// ["Oat milk"]
    /// ```
    ///
    /// - Precondition: A value written for `id` has that id.
    @inlinable
    public subscript(id id: ID) -> Element? {
        get {
            index(id: id).map { _elements[$0] }
        }
        _modify {
            if let offset = index(id: id) {
                changes.record(id)
                var element: Element? = takeElement(at: offset)
                defer { putBack(element, at: offset, id: id) }
                yield &element
            } else {
                var element: Element?
                defer {
                    if let element {
                        checkID(of: element, is: id)
                        append(element)
                    }
                }
                yield &element
            }
        }
    }

    /// Moves the element at `offset` out of storage so that the caller holds its only copy and
    /// can mutate the element's own arrays without copying them. `elements` is one shorter
    /// (its last element sits at `offset`) until `putBack` runs.
    @inlinable
    mutating func takeElement(at offset: Int) -> Element {
        let last = _elements.count - 1
        if offset != last {
            _elements.swapAt(offset, last)
        }
        return _elements.removeLast()
    }

    /// Undoes `takeElement`, or finishes removing the element when it came back as `nil`.
    @inlinable
    mutating func putBack(_ element: Element?, at offset: Int, id: ID) {
        if let element {
            checkID(of: element, is: id)
            _elements.append(element)
            if offset != _elements.count - 1 {
                _elements.swapAt(offset, _elements.count - 1)
            }
        } else {
            // The old last element stands in the hole; send it back to the end.
            if offset != _elements.count {
                _elements.append(_elements.remove(at: offset))
            }
            table.remove(offset, ids: _ids)
            _ids.remove(at: offset)
            shiftOffsets(from: offset + 1, by: -1)
        }
    }

    /// Runs `body` on the element with `id` in place, without copying it, and returns what
    /// `body` returns; returns `nil` without calling `body` when there is no such element.
    /// Complexity: O(1) plus `body`.
    ///
    /// - Precondition: `body` does not change the element's id.
    @inlinable
    package mutating func updateElement<R>(
        id: ID,
        _ body: (inout Element) throws -> R
    ) rethrows -> R? {
        guard let offset = index(id: id) else { return nil }
        changes.record(id)
        // Checked in debug builds only: this is the per-action path of `forEach`, and reading
        // the id back through its key path would cost as much as the rest of the update.
        defer {
            #if DEBUG
                checkID(of: _elements[offset], is: id)
            #endif
        }
        return try body(&_elements[offset])
    }

    /// Whether `self` and `other` still share the very same buffer of ids, in O(1).
    ///
    /// Keep a copy of an array, let some code mutate the original, then ask: `true` means no
    /// element was added, removed or moved, because any such change to an array whose ids
    /// buffer is shared with a live copy copies that buffer first. `false` means the order may
    /// have changed (or the arrays were built separately). Changing elements in place through
    /// `subscript(id:)`, `subscript(position:)` or `updateElement(id:_:)` never touches ids.
    @inlinable
    package func hasSameIDStorage(as other: Self) -> Bool {
        haveSameStorage(_ids, other._ids)
    }

    /// Stops with a message naming both ids when an element arrives under the wrong id.
    @inlinable
    func checkID(of element: Element, is id: ID) {
        let actual = element[keyPath: idKeyPath]
        precondition(
            actual == id,
            """
            IdentifiedArray: an element with the id \(actual) was written where the id \(id) \
            was expected. An element's id cannot change while it is in the array: remove it \
            and append the changed element instead.
            """
        )
    }

    /// Moves the stored offsets of the elements that stood at `start` and after by `delta`,
    /// after an element was inserted (`+1`) or removed (`-1`) before them; `_ids` already has
    /// them in their new places. Elements came or went, so the history of in-place changes
    /// starts over.
    @inlinable
    mutating func shiftOffsets(from start: Int, by delta: Int) {
        changes.reset()
        table.shiftOffsets(from: start, by: delta, ids: _ids)
    }

    /// Builds the offsets anew after the ids were rearranged. Complexity: O(n).
    ///
    /// Elements moved, came or went: the history of in-place changes starts over.
    @inlinable
    mutating func reindex() {
        changes.reset()
        table.rebuild(ids: _ids)
    }
}

/// Whether two arrays share one buffer, in O(1); see ``IdentifiedArray/hasSameIDStorage(as:)``.
@inlinable
func haveSameStorage<T>(_ lhs: [T], _ rhs: [T]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard !lhs.isEmpty else { return true }
    return lhs.withUnsafeBufferPointer { mine in
        rhs.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
}
