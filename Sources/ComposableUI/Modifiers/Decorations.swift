/// The top or bottom of a view, as `.safeAreaInset(edge: .bottom)` takes it.
public enum VerticalEdge: Hashable, Sendable {
    /// The top edge or the bottom edge.
    case top, bottom
}

/// A view drawn with another (over it, under it, or in its inset), both on screen: the
/// content reads first, then the decoration.
struct DecorationModifier<Decoration: View>: ViewModifier, BuiltInModifier {
    let written: String
    let decoration: Decoration
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        node.content = .modifier(.decoration(written))
        reconciler.reconcile(node, children: [(.content, content), (.attachment, decoration)])
    }
}

extension View {
    /// Draws `content` over this view, both on screen: a test reads and taps either.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(written: ".overlay", decoration: content()))
    }

    /// Draws `overlay` over this view.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(written: ".overlay", decoration: overlay))
    }

    /// Draws `content` behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(written: ".background", decoration: content()))
    }

    /// Draws `background` (a view, or a ``Color``) behind this view.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(written: ".background", decoration: background))
    }

    /// Shows `content` along `edge` of this view, which makes room for it: a floating bar
    /// under a list. The inset reads after the view.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge,
        alignment: HorizontalAlignment = .center,
        spacing: Double? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(DecorationModifier(written: ".safeAreaInset(edge: .\(edge))", decoration: content()))
    }
}
