/// Empty space that pushes the views around it apart in a stack.
public struct Spacer: View, Equatable {
    /// Creates a spacer; the length is accepted for source compatibility.
    public init(minLength: Double? = nil) {}

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .spacer
        reconciler.reconcile(node, children: [])
    }
}
