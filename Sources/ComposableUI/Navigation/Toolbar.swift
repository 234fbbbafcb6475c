struct ToolbarModifier<Items: View>: ViewModifier, BuiltInModifier {
    let items: Items
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        node.content = .modifier(.toolbar)
        reconciler.reconcile(node, children: [(.content, content), (.attachment, items)])
    }
}

/// Where a toolbar item goes; the host shows every item in the navigation bar.
public enum ToolbarItemPlacement: Hashable, Sendable {
    /// The places SwiftUI offers; the host treats them all alike.
    case automatic, primaryAction, cancellationAction, confirmationAction, topBarLeading, topBarTrailing, bottomBar
}

/// One item of a toolbar, such as a button.
public struct ToolbarItem<Content: View>: View {
    let content: Content

    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension ToolbarItem: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension View {
    /// Adds items (usually buttons) to the navigation bar of the screen this view is on.
    ///
    /// ```swift skip("uses store from elsewhere")
    /// .toolbar {
    ///     ToolbarItem(placement: .primaryAction) { Button("Add") { store.send(.addTapped) } }
    /// }
    /// ```
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        modifier(ToolbarModifier(items: content()))
    }
}
