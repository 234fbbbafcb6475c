/// Several views listed one after another in a ``ViewBuilder`` closure.
public struct TupleView<T>: View {
    /// The views, with their static types.
    public let value: T
    /// The same views, in order, for the host to walk.
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: children.enumerated().map { (.index($0.offset), $0.element) })
    }
}
