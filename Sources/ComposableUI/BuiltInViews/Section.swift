/// A titled group of rows in a `List` or a `Form`.
public struct Section<Header: View, Content: View>: View {
    let header: Header?
    let content: Content

    /// A section with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Section where Header == Text {
    /// A section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
    }
}

extension Section where Header == EmptyView {
    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
    }
}

extension Section: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .section(hasHeader: header != nil)
        var children: [(NodeKey, any View)] = []
        if let header { children.append((.label, header)) }
        children.append((.content, content))
        reconciler.reconcile(node, children: children)
    }
}
