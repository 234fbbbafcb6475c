import Composable

struct NavigationDestinationModifier<Destination: View>: ViewModifier, BuiltInModifier {
    let isPresented: @MainActor () -> Bool
    let dismiss: @MainActor () -> Void
    let destination: @MainActor () -> Destination?
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let shown = reconciler.read(on: node, for: ModifiedContent(content: content, modifier: self)) { destination() }
        node.content = .modifier(.navigationDestination(isPresented: shown != nil, dismiss: dismiss))
        var children: [(NodeKey, any View)] = [(.content, content)]
        if let shown { children.append((.attachment, shown)) }
        reconciler.reconcile(node, children: children)
    }
}

extension View {
    /// Pushes the screen `destination` makes on the enclosing `NavigationStack` while `item`
    /// holds a store, as presented state drives it:
    ///
    /// ```swift skip("uses $store, DetailView from elsewhere")
    /// .navigationDestination(item: $store.scope(state: \.destination?.detail, action: \.destination.detail)) { store in
    ///     DetailView(store: store)
    /// }
    /// ```
    ///
    /// Going back sets `item` to `nil`, which dismisses the presented feature.
    public func navigationDestination<State, Action, Destination: View>(
        item: Binding<Store<State, Action>?>,
        @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
    ) -> some View {
        modifier(
            NavigationDestinationModifier(
                isPresented: { item.wrappedValue != nil },
                dismiss: { item.wrappedValue = nil },
                destination: { item.wrappedValue.map(destination) }
            )
        )
    }

    /// Pushes `destination` on the enclosing `NavigationStack` while `isPresented` is true.
    public func navigationDestination<Destination: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder destination: @escaping () -> Destination
    ) -> some View {
        modifier(
            NavigationDestinationModifier(
                isPresented: { isPresented.wrappedValue },
                dismiss: { isPresented.wrappedValue = false },
                destination: { isPresented.wrappedValue ? destination() : nil }
            )
        )
    }
}
