/// Views side by side, from leading to trailing.
public struct HStack<Content: View>: View {
    let content: Content

    /// A row of the views `content` builds; alignment and spacing are accepted for source
    /// compatibility and shown only in the HTML preview's layout.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

/// Views one above the other.
public struct VStack<Content: View>: View {
    let content: Content

    /// A column of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

/// Views on top of one another, the last one in front.
public struct ZStack<Content: View>: View {
    let content: Content

    /// A stack of the views `content` builds.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

/// How views in an `HStack` line up vertically.
public enum VerticalAlignment: Hashable, Sendable {
    /// Along the top, the middle, the bottom, or the first or last line of text.
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// How views in a `VStack` line up horizontally.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Along the leading edge, the middle, or the trailing edge.
    case leading, center, trailing
}

/// How views in a `ZStack` line up.
public enum Alignment: Hashable, Sendable {
    /// A corner, the middle of an edge, or the center.
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
}

extension HStack: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .stack(.horizontal)
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension VStack: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .stack(.vertical)
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension ZStack: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .stack(.depth)
        reconciler.reconcile(node, children: [(.content, content)])
    }
}
