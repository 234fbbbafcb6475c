/// Where a view sits among its siblings: its structural identity. A view keeps its node (and
/// its `@State`, its running `.task`) across evaluations while its key and type stay the same.
enum NodeKey: Hashable {
    /// The view a composite view's `body` returned.
    case body
    /// The n-th view of a ``ViewBuilder`` block.
    case index(Int)
    /// A branch of an `if`/`else` or `switch`.
    case branch(Bool)
    /// The view of an `if` without `else` while it is shown.
    case present
    /// An element of a `ForEach`, by its id.
    case id(AnyHashable)
    /// The content a container or modifier wraps.
    case content
    /// A label: of a button, a toggle, a stepper, a picker, a section header.
    case label
    /// The icon of a `Label`.
    case icon
    /// The view shown by a `.tabItem` or a `.sheet`.
    case attachment
    /// The view `AnyView` wraps, by its type.
    case erased(ObjectIdentifier)
}
