extension StackState {
    /// An element of a stack with its id: what a navigation stack's path holds.
    ///
    /// ```swift
    /// let path = StackState(["a", "b"]).path
    /// print(path.map(\.element))  // ["a", "b"]
    /// ```
    public struct Component {
        /// The element's id in the stack.
        public let id: StackElementID
        /// The element.
        public var element: Element

        /// An element with its id.
        public init(id: StackElementID, element: Element) {
            self.id = id
            self.element = element
        }
    }

    /// The stack as a collection of ``Component``s, ids and elements together: the value a
    /// navigation stack's path binding reads and writes.
    ///
    /// ```swift
    /// var path = StackState(["a"]).path
    /// path.removeLast()
    /// print(path.isEmpty)  // true
    /// ```
    public struct PathView: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
        var components: [Component]

        init(base: StackState) {
            components = base.ids.map { Component(id: $0, element: base[id: $0]!) }
        }

        /// An empty path.
        public init() {
            components = []
        }

        /// The first position.
        public var startIndex: Int { components.startIndex }
        /// The position after the last.
        public var endIndex: Int { components.endIndex }

        /// The component at `position`.
        public subscript(position: Int) -> Component {
            get { components[position] }
            set { components[position] = newValue }
        }

        /// Replaces the components in `subrange` with `newElements`.
        public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
        where C.Element == Component {
            components.replaceSubrange(subrange, with: newElements)
        }
    }

    /// The stack as a ``PathView``: its elements with their ids.
    public var path: PathView { PathView(base: self) }
}

extension StackState.Component: Hashable {
    /// Whether two components are the same element of the stack (they have the same id).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension StackState.Component: Sendable where Element: Sendable {}
extension StackState.PathView: Sendable where Element: Sendable {}
