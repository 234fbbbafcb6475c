/// A focus on one part of a value that is always there: a way to read the part, and a way to
/// get a new whole with the part replaced.
///
/// A dispatcher written for a child's state is widened into its parent's state through a lens:
/// the lens says where the child's state lives inside the parent's.
///
/// ```swift
/// // snippet.hide
/// import ComposableComponents
/// import ComposableUI
///
/// struct ChildState: Equatable {
///     var count = 0
/// }
/// // snippet.show
/// struct ParentState {
///     var title = "Counters"
///     var childState = ChildState()
///
///     static let childLens = Lens<ParentState, ChildState>(
///         get: { parent in parent.childState },
///         set: { parent, child in
///             var parent = parent
///             parent.childState = child
///             return parent
///         }
///     )
/// }
///
/// // snippet.hide
/// let parent = ParentState(childState: ChildState(count: 2))
/// let newChild = ChildState(count: 5)
/// // snippet.show
/// ParentState.childLens.get(parent)           // the child's state
/// ParentState.childLens.set(parent, newChild)  // a parent holding newChild
/// // snippet.hide
/// precondition(ParentState.childLens.get(parent).count == 2 && ParentState.childLens.set(parent, newChild).childState == newChild)
/// ```
///
/// A stored property makes a lens of its own: `Lens(\ParentState.childState)`.
///
/// A lens is expected to obey three laws, which the lenses this module makes do:
/// - **get-set**: setting the part you just read changes nothing: `set(w, get(w)) == w`;
/// - **set-get**: you read back what you set: `get(set(w, p)) == p`;
/// - **set-set**: the second of two sets wins: `set(set(w, p), q) == set(w, q)`.
public struct Lens<Whole, Part>: Sendable {
    private let read: @Sendable (Whole) -> Part
    private let write: @Sendable (Whole, Part) -> Whole

    /// Creates a lens from a function that reads the part and one that returns a new whole
    /// with the part replaced.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter {
    ///     var count: Int
    /// }
    /// // snippet.show
    /// let count = Lens<Counter, Int>(get: { $0.count }, set: { counter, count in
    ///     Counter(count: count)
    /// })
    /// // snippet.hide
    /// precondition(count.get(Counter(count: 2)) == 2 && count.set(Counter(count: 2), 7).count == 7)
    /// ```
    ///
    /// - Parameters:
    ///   - get: Reads the part from a whole.
    ///   - set: Returns `whole` with its part replaced by `part`, leaving the rest as it was.
    public init(
        get: @escaping @Sendable (_ whole: Whole) -> Part,
        set: @escaping @Sendable (_ whole: Whole, _ part: Part) -> Whole
    ) {
        self.read = get
        self.write = set
    }

    /// Creates a lens onto the stored property (or any writable property) a key path names.
    ///
    /// ```swift
    /// // snippet.hide
    /// enum KeyPathLenses {
    /// // snippet.show
    /// static let childLens = Lens(\ParentState.childState)
    /// // snippet.hide
    /// }
    ///
    /// precondition(KeyPathLenses.childLens.get(parent).count == 2)
    /// ```
    public init(_ keyPath: WritableKeyPath<Whole, Part> & Sendable) {
        self.read = { whole in whole[keyPath: keyPath] }
        self.write = { whole, part in
            var whole = whole
            whole[keyPath: keyPath] = part
            return whole
        }
    }

    /// Reads the part of `whole`.
    public func get(_ whole: Whole) -> Part {
        read(whole)
    }

    /// Returns `whole` with its part replaced by `part`.
    public func set(_ whole: Whole, _ part: Part) -> Whole {
        write(whole, part)
    }

    /// Returns `whole` with its part replaced by what `transform` makes of it.
    ///
    /// ```swift
    /// ParentState.childLens.modify(parent) { child in ChildState(count: child.count + 1) }
    /// // snippet.hide
    /// precondition(ParentState.childLens.modify(parent) { child in ChildState(count: child.count + 1) }.childState.count == 3)
    /// ```
    public func modify(_ whole: Whole, _ transform: (Part) throws -> Part) rethrows -> Whole {
        write(whole, try transform(read(whole)))
    }
}

extension Lens where Whole == Part {
    /// The lens from a value to the whole of itself: reading returns the value, setting
    /// replaces it. Widening a dispatcher through it leaves the state type as it is.
    public static var identity: Self {
        Self(get: { $0 }, set: { _, part in part })
    }
}
