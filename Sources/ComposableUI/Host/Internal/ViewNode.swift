/// One view mounted in a ``ViewHost``: what it shows, its children, and for a view with a
/// `body`, the value last evaluated, its `@State` and whether something it read has changed.
@MainActor
final class ViewNode {
    let key: NodeKey
    let viewType: ObjectIdentifier
    let depth: Int
    weak var parent: ViewNode?
    var content: NodeContent = .transparent
    var children: [ViewNode] = []
    var isMounted = true

    // A view with a body.
    /// The view value last evaluated, to compare with the next one the parent makes.
    var view: Any?
    /// Evaluates the last view value again, after something its body read changed.
    var reevaluate: ((Reconciler) -> Void)?
    /// The storage of the view's `@State` properties, by property name.
    var states: [String: AnyObject] = [:]
    /// Set when something the body read changed; cleared by the next evaluation.
    var isDirty = false
    /// Counts evaluations, so that a change reported for an older one is ignored.
    var generation = 0

    // Lifecycle modifiers.
    var lifecycle: LifecycleHooks?
    var task: Task<Void, Never>?
    /// The value an `.animation(_:value:)` last saw.
    var animatedValue: AnyHashable?

    init(key: NodeKey, viewType: Any.Type, parent: ViewNode?) {
        self.key = key
        self.viewType = ObjectIdentifier(viewType)
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
    }

    /// Whether this node or one above it is disabled.
    var isDisabled: Bool {
        var node: ViewNode? = self
        while let current = node {
            if case .modifier(.disabled(true)) = current.content { return true }
            node = current.parent
        }
        return false
    }
}

/// The closures of `.onAppear`, `.onDisappear` and `.task` on one node.
struct LifecycleHooks {
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
    var task: (@MainActor @Sendable () async -> Void)?
    var taskID: AnyHashable?
    var taskPriority: TaskPriority?
}
