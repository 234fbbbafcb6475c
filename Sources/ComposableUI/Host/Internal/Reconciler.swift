import Observation

/// Brings the mounted nodes in line with freshly made view values: reuses the node of a view
/// that kept its key and type, mounts new ones, unmounts the rest, and evaluates a body only
/// when the view is new, changed, or read something that changed.
@MainActor
final class Reconciler {
    /// Nodes mounted during this pass whose appear hooks are still to run.
    var appeared: [ViewNode] = []
    /// Nodes whose `.task(id:)` id changed: their task restarts after the pass.
    var restartedTasks: [ViewNode] = []
    /// Nodes unmounted during this pass whose disappear hooks are still to run.
    var disappeared: [ViewNode] = []
    /// `.animation(_:value:)` changes and `withAnimation` evaluations seen in this pass.
    var animatedChanges: [AnimatedChange] = []
    /// Body evaluations per view type since the host was created.
    var evaluations: [ObjectIdentifier: Int] = [:]
    /// Which view types hold `@State`, found once per type.
    private var stateFields: [ObjectIdentifier: Bool] = [:]
    /// Where a body's reads report changes.
    let invalidations: InvalidationQueue

    init(invalidations: InvalidationQueue) {
        self.invalidations = invalidations
    }

    /// Makes `children` the children of `parent`, reusing the nodes of those whose key and
    /// type have not changed.
    func reconcile(_ parent: ViewNode, children: [(NodeKey, any View)]) {
        var previous: [NodeKey: ViewNode] = [:]
        previous.reserveCapacity(parent.children.count)
        for child in parent.children { previous[child.key] = child }
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(children.count)
        for (key, view) in children {
            nodes.append(node(for: view, key: key, reusing: previous.removeValue(forKey: key), parent: parent))
        }
        for leftover in previous.values { unmount(leftover) }
        parent.children = nodes
    }

    /// The node for `view` under `parent`: `old` when it shows a view of the same type.
    func node<V: View>(for view: V, key: NodeKey, reusing old: ViewNode?, parent: ViewNode?) -> ViewNode {
        var node: ViewNode
        var isNew = false
        if let old, old.viewType == ObjectIdentifier(V.self) {
            node = old
        } else {
            if let old { unmount(old) }
            node = ViewNode(key: key, viewType: V.self, parent: parent)
            isNew = true
        }
        if let primitive = view as? any PrimitiveView {
            node.generation &+= 1
            node.isDirty = false
            primitive.update(node, in: self)
            if isNew, node.lifecycle != nil { appeared.append(node) }
        } else if view is any UIViewRepresentable {
            // No UIKit to make the view with: the wrapper shows as its name.
            node.content = .platformView(String(describing: V.self))
            reconcile(node, children: [])
        } else if let shape = view as? any Shape {
            // A shape, built in or your own, shows as its path: it has no body to evaluate.
            node.content = .drawing(shape.drawing())
            reconcile(node, children: [])
        } else if isNew || node.isDirty || !ViewEquality.isSame(node.view, view) {
            evaluate(view, in: node)
        }
        return node
    }

    /// Evaluates `view`'s body with Observation tracking what it reads, and reconciles the
    /// result as the node's only child.
    func evaluate<V: View>(_ view: V, in node: ViewNode) {
        node.view = view
        node.isDirty = false
        node.generation &+= 1
        node.reevaluate = { [unowned node] reconciler in reconciler.evaluate(view, in: node) }
        connectState(of: view, to: node)
        let invalidations = invalidations
        let generation = node.generation
        let body = withObservationTracking {
            view.body
        } onChange: { [weak node] in
            invalidations.report(node, generation: generation)
        }
        evaluations[ObjectIdentifier(V.self), default: 0] += 1
        node.children = [self.node(for: body, key: .body, reusing: node.children.first, parent: node)]
    }

    /// Runs `read` with Observation tracking it for the built-in view `view` on `node`: a tab
    /// view reading its selection, a sheet reading whether it is presented. When something read
    /// changes, the view is updated again (its children are compared as usual, so their bodies
    /// run only if their values changed). Reads a built-in view makes outside `read` are not
    /// tracked: controls read their bindings when the host is asked, so they are always current.
    func read<T, Primitive: PrimitiveView>(on node: ViewNode, for view: Primitive, _ read: () -> T) -> T {
        node.reevaluate = { [unowned node] reconciler in
            node.generation &+= 1
            node.isDirty = false
            view.update(node, in: reconciler)
        }
        let invalidations = invalidations
        let generation = node.generation
        return withObservationTracking(read) { [weak node] in
            invalidations.report(node, generation: generation)
        }
    }

    /// Removes `node` and everything under it from the screen: disappear hooks run after the
    /// pass, tasks are cancelled now.
    func unmount(_ node: ViewNode) {
        guard node.isMounted else { return }
        node.isMounted = false
        if node.lifecycle != nil {
            node.task?.cancel()
            node.task = nil
            disappeared.append(node)
        }
        for child in node.children { unmount(child) }
    }

    private func connectState<V: View>(of view: V, to node: ViewNode) {
        let type = ObjectIdentifier(V.self)
        if stateFields[type] == false { return }
        var found = false
        var environment: EnvironmentValues?
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? any EnvironmentProperty {
                environment = environment ?? EnvironmentValues.resolved(for: node)
                property.resolve(environment!)
                found = true
            }
            guard let property = child.value as? any StateProperty, let label = child.label else { continue }
            property.connect(to: &node.states, name: label)
            found = true
        }
        stateFields[type] = found
    }
}
