/// The screens pushed on a navigation stack, bottom first, each with a ``StackElementID``.
///
/// ```swift skip("uses Path from elsewhere")
/// struct State: Equatable {
///     var path = StackState<Path.State>()
/// }
/// state.path.append(.detail(Detail.State(item: item)))
/// ```
///
/// Run the screens' reducer with `forEach(\.path, action: \.path) { Path() }`.
public struct StackState<Element> {
    /// The ids of the screens, bottom first.
    public private(set) var ids: [StackElementID]
    private var elements: [StackElementID: Element]
    /// The highest id this stack ever held, so that a link never pushes an id again after its
    /// screen was popped; equality ignores it.
    private var highestID = -1
    /// The ids as the stack's `forEach` left them after its last action, so that it can tell
    /// which elements another reducer removed since, and cancel their effects. Not part of the
    /// value: equality, hashing and dumps ignore it.
    package var idsSeenByReducer: [StackElementID]?

    /// An empty stack.
    public init() {
        ids = []
        elements = [:]
    }

    /// A stack of `elements`, bottom first, with new ids.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        for element in elements { append(element) }
    }

    /// The screen with `id`, or `nil`. Setting a screen for an id not on the stack pushes it
    /// under that id; setting `nil` pops the screen and everything above it.
    public subscript(id id: StackElementID) -> Element? {
        get { elements[id] }
        set {
            if let newValue {
                if elements[id] == nil {
                    append(newValue, id: id)
                } else {
                    elements[id] = newValue
                }
            } else {
                pop(from: id)
            }
        }
    }

    /// Pushes `element` with the next id from `@Dependency(\.stackElementID)`.
    public mutating func append(_ element: Element) {
        let generator = DependencyValues.current.stackElementID
        var id = generator()
        while elements[id] != nil { id = generator() }
        ids.append(id)
        elements[id] = element
        highestID = Swift.max(highestID, id.rawValue)
    }

    /// Pushes `element` under `id`, which a `.push(id:state:)` action names.
    mutating func append(_ element: Element, id: StackElementID) {
        DependencyValues.current.stackElementID.skip(past: id)
        ids.append(id)
        elements[id] = element
        highestID = Swift.max(highestID, id.rawValue)
    }

    /// The id a link should push next: above every id this stack ever held.
    package var nextPushID: StackElementID {
        StackElementID(integerLiteral: highestID + 1)
    }

    /// Pops the top screen and returns it.
    @discardableResult
    public mutating func popLast() -> Element? {
        guard let id = ids.popLast() else { return nil }
        return elements.removeValue(forKey: id)
    }

    /// Pops the screen with `id` and every screen above it.
    public mutating func pop(from id: StackElementID) {
        guard let index = ids.firstIndex(of: id) else { return }
        for popped in ids[index...] { elements[popped] = nil }
        ids.removeSubrange(index...)
    }

    /// Pops every screen above the one with `id`.
    public mutating func pop(to id: StackElementID) {
        guard let index = ids.firstIndex(of: id) else { return }
        for popped in ids[(index + 1)...] { elements[popped] = nil }
        ids.removeSubrange((index + 1)...)
    }

    /// Pops `count` screens from the top.
    public mutating func removeLast(_ count: Int = 1) {
        for _ in 0..<Swift.min(count, ids.count) { popLast() }
    }

    /// Pops every screen.
    public mutating func removeAll() {
        ids = []
        elements = [:]
    }
}

extension StackState: RandomAccessCollection, MutableCollection {
    /// The position of the bottom screen.
    public var startIndex: Int { ids.startIndex }

    /// The position after the top screen.
    public var endIndex: Int { ids.endIndex }

    /// The screen at `position`, bottom first.
    public subscript(position: Int) -> Element {
        get { elements[ids[position]]! }
        set { elements[ids[position]] = newValue }
    }
}

extension StackState: ExpressibleByArrayLiteral {
    /// A stack of the listed screens, bottom first, with new ids.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension StackState: Equatable where Element: Equatable {
    /// Two stacks are equal when they hold equal screens under the same ids, in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ids == rhs.ids && lhs.ids.allSatisfy { lhs.elements[$0] == rhs.elements[$0] }
    }
}

extension StackState: Hashable where Element: Hashable {
    /// Hashes the ids and screens in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        for id in ids { hasher.combine(elements[id]) }
    }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomReflectable {
    /// The screens bottom first, as an array reflects, for dumps and diffs.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: ids.map { elements[$0]! }, displayStyle: .collection)
    }
}
