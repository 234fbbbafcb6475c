/// The screens pushed on a navigation stack, bottom first, each with a ``StackElementID``.
///
/// ```swift
/// // snippet.hide
/// struct Detail: Reducer {
///     struct State: Equatable {
///         var item = ""
///     }
///
///     enum Action {
///         case delegate(Delegate)
///
///         enum Delegate {
///             case saved
///         }
///     }
///
///     var body: some ReducerOf<Self> {
///         EmptyReducer()
///     }
/// }
///
/// struct Path: Reducer {
///     enum State: Equatable {
///         case detail(Detail.State)
///     }
///
///     enum Action {
///         case detail(Detail.Action)
///     }
///
///     var body: some ReducerOf<Self> {
///         Scope(state: \.detail, action: \.detail) { Detail() }
///     }
/// }
/// // snippet.show
/// struct State: Equatable {
///     var path = StackState<Path.State>()
/// }
/// // snippet.hide
/// var state = State()
/// let item = "Milk"
/// // snippet.show
/// state.path.append(.detail(Detail.State(item: item)))
/// // snippet.hide
/// precondition(state.path.ids.count == 1)
/// ```
///
/// Run the screens' reducer with `forEach(\.path, action: \.path) { Path() }`
/// (``Reducer/forEach(_:action:destination:fileID:line:)``), which also cancels a screen's
/// effects when it is popped, and show them with a `NavigationStack` bound to the store.
///
/// Use a `StackState` for a drill-down of any depth, whose screens are the cases of a `Path`
/// enum. For a single screen presented over this one (a sheet, an alert), `@Presents` with
/// ``Reducer/ifLet(_:action:destination:fileID:line:)`` fits better; for the rows of a list,
/// an ``IdentifiedArray`` with ``Reducer/forEach(_:action:element:fileID:line:)``. Ids are
/// given by the stack, never reused, so an action for a popped screen is not delivered to a
/// newer one.
///
/// See [a stack of screens](doc:Navigation#A-stack-of-screens) in <doc:Navigation>.
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
    /// under that id; setting `nil` removes that screen alone, as in the original, and leaves
    /// the screens above it where they are (``pop(from:)`` takes them too).
    ///
    /// ```swift
    /// var path = StackState(["List", "Detail", "Edit"])
    /// path[id: path.ids[0]] = nil
    /// assert(Array(path) == ["Detail", "Edit"])
    /// ```
    public subscript(id id: StackElementID) -> Element? {
        get { elements[id] }
        set {
            if let newValue {
                if elements[id] == nil {
                    append(newValue, id: id)
                } else {
                    elements[id] = newValue
                }
            } else if let index = ids.firstIndex(of: id) {
                ids.remove(at: index)
                elements[id] = nil
            }
        }
    }

    /// Pushes `element` with the next id from `@Dependency(\.stackElementID)`; outside any
    /// `TestStore`, with the id after the highest this stack ever held, so that a stack built
    /// before its store is numbered 0, 1, 2, ... as a deep link is in the original's tests.
    public mutating func append(_ element: Element) {
        let id = newID()
        ids.append(id)
        elements[id] = element
    }

    /// The id for a screen pushed without one: the next from `@Dependency(\.stackElementID)`,
    /// or, outside any `TestStore`, the one after the highest this stack ever held.
    private mutating func newID() -> StackElementID {
        let generator = DependencyValues.current.stackElementID
        var id = generator.isLiveDefault ? StackElementID(integerLiteral: highestID + 1) : generator()
        while elements[id] != nil { id = generator() }
        highestID = Swift.max(highestID, id.rawValue)
        return id
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

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    /// The position of the bottom screen.
    public var startIndex: Int { ids.startIndex }

    /// The position after the top screen.
    public var endIndex: Int { ids.endIndex }

    /// The screen at `position`, bottom first.
    public subscript(position: Int) -> Element {
        get { elements[ids[position]]! }
        set { elements[ids[position]] = newValue }
    }

    /// Replaces the screens at `subrange` with `newElements`, which get new ids as pushed
    /// screens do (even a screen equal to one it replaces): what `insert(_:at:)`,
    /// `remove(at:)`, `removeSubrange(_:)` and `append(contentsOf:)` do through.
    ///
    /// ```swift
    /// var path: StackState<String> = ["List", "Detail", "Edit"]
    /// path.replaceSubrange(1..<2, with: ["Photo", "Map"])
    /// assert(Array(path) == ["List", "Photo", "Map", "Edit"])
    /// assert(path.ids == [0, 3, 4, 2])
    /// ```
    public mutating func replaceSubrange<C: Collection>(
        _ subrange: Range<Int>,
        with newElements: C
    ) where C.Element == Element {
        for removed in ids[subrange] { elements[removed] = nil }
        var newIDs: [StackElementID] = []
        newIDs.reserveCapacity(newElements.count)
        for element in newElements {
            let id = newID()
            elements[id] = element
            newIDs.append(id)
        }
        ids.replaceSubrange(subrange, with: newIDs)
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
