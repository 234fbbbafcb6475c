struct IdentityModifier: ViewModifier, BuiltInModifier {
    let id: AnyHashable
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        node.content = .transparent
        // The content's key carries the id: another id is another view, mounted afresh.
        reconciler.reconcile(node, children: [(.id(id), content)])
    }
}

extension View {
    /// Gives this view an explicit identity: when `id` changes, the view is replaced by a new
    /// one, so its `@State` starts over, `onDisappear` and `onAppear` run, and its `.task`
    /// restarts.
    ///
    /// ```swift skip("uses DraftEditor from elsewhere")
    /// DraftEditor().id(store.draftID)  // a new draft starts with an empty editor
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }
}
