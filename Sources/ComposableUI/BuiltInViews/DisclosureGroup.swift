/// A label that shows or hides its content: collapsed at first, expanded by a tap on the label
/// (`host.tap("About")`), or driven by a binding.
///
/// ```swift
/// let host = ViewHost(
///     DisclosureGroup("About") {
///         Text("A headless view host.")
///     }
/// )
/// assert(host.texts == ["About"])
///
/// try host.tap("About")
/// assert(host.texts == ["About", "A headless view host."])
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: Content

    /// A group labelled by `label`, expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    /// A group labelled by `label` that keeps whether it is expanded itself, collapsed at first.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = nil
        self.content = content()
        self.label = label()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` that keeps whether it is expanded itself, collapsed at first.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

extension DisclosureGroup: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let isExpanded = isExpanded ?? ExpansionState.binding(on: node)
        // Reading the flag here re-evaluates the group when it flips.
        _ = reconciler.read(on: node, for: self) { isExpanded.wrappedValue }
        node.content = .disclosure(.group, isExpanded: isExpanded)
        reconciler.reconcile(node, children: [(.label, label), (.content, content)])
    }
}

/// Whether an expanding control that keeps its own state (a disclosure group, a menu) is
/// expanded, kept on its node as `@State` is.
@MainActor
enum ExpansionState {
    static func binding(on node: ViewNode) -> Binding<Bool> {
        let storage: StateStorage<Bool>
        if let existing = node.states["isExpanded"] as? StateStorage<Bool> {
            storage = existing
        } else {
            storage = StateStorage(false)
            node.states["isExpanded"] = storage
        }
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}
