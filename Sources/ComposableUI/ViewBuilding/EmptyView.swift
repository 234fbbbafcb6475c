/// A view that shows nothing.
public struct EmptyView: View {
    /// Creates the view.
    public init() {}

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension EmptyView: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: [])
    }
}
