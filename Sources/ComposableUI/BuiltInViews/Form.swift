/// Controls grouped for data entry, as in a settings screen.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Form: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .form
        reconciler.reconcile(node, children: [(.content, content)])
    }
}
