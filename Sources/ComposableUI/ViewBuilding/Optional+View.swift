/// An optional view shows its wrapped view when there is one, and nothing otherwise: what an
/// `if` or `if let` without `else` builds.
extension Optional: View where Wrapped: View {
    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        switch self {
        case let .some(view): reconciler.reconcile(node, children: [(.present, view)])
        case .none: reconciler.reconcile(node, children: [])
        }
    }
}
