// IdentifiedArray as a collection, and the standard protocols it adopts when its elements do.

extension IdentifiedArray: RandomAccessCollection {
    /// The position of the first element; always 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// The position one past the last element; equal to `count`.
    @inlinable
    public var endIndex: Int { _elements.count }

    /// The element at `position`. Reading is O(1).
    ///
    /// Writing changes the element in place in O(1), like `Array`, but the element must keep
    /// its id: to put a different element at a position, remove the old one and insert the new
    /// one. That rule is why the array is not a `MutableCollection`, whose `sort()` and
    /// `reverse()` would write other elements over each position; use ``sort(by:)``,
    /// ``swapAt(_:_:)`` and ``move(from:to:)`` instead.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Todo: Identifiable, Equatable {
    ///     let id: Int
    ///     var title: String
    ///     var isDone = false
    /// }
    /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
    /// // snippet.show
    /// todos[0].isDone = true
    /// // snippet.hide
    /// precondition(todos[0].isDone)
    /// ```
    ///
    /// - Precondition: A value written at `position` has the id of the element it replaces.
    @inlinable
    public subscript(position: Int) -> Element {
        get {
            _elements[position]
        }
        _modify {
            let id = _ids[position]
            changes.record(id)
            defer { checkID(of: _elements[position], is: id) }
            yield &_elements[position]
        }
    }

    /// Calls `body` with the elements' contiguous storage. Complexity: O(1).
    @inlinable
    public func withContiguousStorageIfAvailable<R>(
        _ body: (UnsafeBufferPointer<Element>) throws -> R
    ) rethrows -> R? {
        try _elements.withUnsafeBufferPointer(body)
    }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
    /// Creates an array from a literal of identifiable elements with different ids.
    ///
    /// ```swift
    /// let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
    /// // snippet.hide
    /// precondition(todos[id: 1]?.title == "Milk")
    /// ```
    ///
    /// - Precondition: No two elements have the same id.
    public init(arrayLiteral elements: Element...) {
        self.init(uniqueElements: elements)
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    /// Two arrays are equal when they hold equal elements in the same order. Complexity: O(n).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._elements == rhs._elements
    }
}

extension IdentifiedArray: Hashable where Element: Hashable {
    /// Hashes the elements in order, so equal arrays hash alike. Complexity: O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_elements)
    }
}

extension IdentifiedArray: CustomStringConvertible {
    /// The elements written like an array literal, which is how the array can be created.
    public var description: String {
        _elements.description
    }
}

extension IdentifiedArray: CustomReflectable {
    /// The elements in order, as an array reflects, so that dumps, diffs and debuggers show the
    /// rows and not the id index kept beside them.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
    }
}
