/// A control that pushes a screen on the enclosing `NavigationStack`; a test taps it by its
/// label's text with ``ViewHost/tap(_:)``.
///
/// ```swift skip("uses DetailView, store, Path from elsewhere")
/// NavigationLink("Details") { DetailView(store: store.scope(state: \.detail, action: \.detail)) }
/// NavigationLink(state: Path.State.detail(Detail.State())) { Text("Open") }
/// ```
public struct NavigationLink<Label: View>: View {
    let target: NavigationLinkTarget
    let label: Label
    /// What a link driven by a binding pushes while the binding is set (a
    /// `.navigationDestination(isPresented:)` beside the label).
    var attachment: (any View)?

    /// A link showing `label` that pushes `destination`.
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination())
        self.label = label()
    }

    /// A link showing `label` that pushes `state` onto the path of the enclosing stack
    /// (`NavigationStack(path:root:destination:)`): the stack's store receives
    /// `.push(id:state:)`.
    public init<State>(state: State?, @ViewBuilder label: () -> Label) {
        self.target = state.map { .state($0) } ?? .view(EmptyView())
        self.label = label()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `state` onto the path of the enclosing stack.
    public init<State>(_ title: String, state: State?) {
        self.init(state: state) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .navigationLink(target)
        var children: [(NodeKey, any View)] = [(.label, label)]
        if let attachment { children.append((.attachment, attachment)) }
        reconciler.reconcile(node, children: children)
    }
}
