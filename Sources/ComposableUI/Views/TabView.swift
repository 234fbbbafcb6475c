/// Tabs, each a view marked with `.tabItem { ... }` and `.tag(value)`; the selected one is
/// shown, and a test selects another by its tab item's title with ``ViewHost/selectTab(_:)``.
///
/// ```swift skip("elided code")
/// TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
///     FileListView(store: ...)
///         .tabItem { Label("Files", systemImage: "film.stack") }
///         .tag(Tab.files)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose selection is `selection`, compared with each tab's `.tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their selection themselves, starting with the first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        if let selection {
            let current = reconciler.read(on: node, for: self) { selection.wrappedValue }
            node.content = .tabView(
                selection: AnyHashable(current),
                select: { tag in
                    guard let value = tag.base as? SelectionValue else { return false }
                    selection.wrappedValue = value
                    return true
                }
            )
        } else if case .tabView = node.content {
            // A tab view without a binding keeps the selection a test gave it.
        } else {
            node.content = .tabView(selection: nil, select: nil)
        }
        reconciler.reconcile(node, children: [(.content, content)])
    }
}
