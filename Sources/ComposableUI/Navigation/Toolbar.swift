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
    case automatic, primaryAction, cancellationAction, confirmationAction, destructiveAction, principal, status,
        topBarLeading, topBarTrailing, bottomBar, keyboard
    /// The leading end of the navigation bar (the older name of ``topBarLeading``).
    case navigationBarLeading
    /// The trailing end of the navigation bar (the older name of ``topBarTrailing``).
    case navigationBarTrailing
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
    /// ```swift
    /// // snippet.hide
    /// struct Feature: Reducer {
    ///     struct State: Equatable {
    ///         var count = 0
    ///     }
    ///
    ///     enum Action {
    ///         case addTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .addTapped:
    ///                 state.count += 1
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// struct FeatureView: View {
    ///     let store: StoreOf<Feature>
    ///
    ///     var body: some View {
    ///         Text("Items")
    /// // snippet.show
    /// .toolbar {
    ///     ToolbarItem(placement: .primaryAction) { Button("Add") { store.send(.addTapped) } }
    /// }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Feature.State()) { Feature() }
    /// let host = ViewHost(FeatureView(store: store))
    /// try host.tap("Add")
    /// precondition(store.count == 1)
    /// ```
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        modifier(ToolbarModifier(items: content()))
    }
}
