/// A view whose type is erased, for places that must return one type from different views.
///
/// A different wrapped type is a different view: its state starts over.
public struct AnyView: View {
    let view: any View

    /// Wraps `view`.
    public init(_ view: some View) {
        self.view = view
    }

    /// Wraps a view known only as `any View`.
    public init(erasing view: any View) {
        self.view = view
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: [(.erased(ObjectIdentifier(type(of: view))), view)])
    }
}
