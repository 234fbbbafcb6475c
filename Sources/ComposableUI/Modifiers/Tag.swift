struct TagModifier: ViewModifier, DescribingModifier {
    let tag: AnyHashable
    var description: NodeContent.Modifier { .tag(tag) }
    typealias Body = Never
}

struct TabItemModifier<Item: View>: ViewModifier, BuiltInModifier {
    let item: Item
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        node.content = .modifier(.tabItem)
        reconciler.reconcile(node, children: [(.content, content), (.attachment, item)])
    }
}

extension View {
    /// The value that identifies this view among a `Picker`'s options or a `TabView`'s tabs.
    public func tag<Value: Hashable>(_ tag: Value) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }

    /// What the tab bar shows for this view when it is a tab of a `TabView`.
    public func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> some View {
        modifier(TabItemModifier(item: label()))
    }
}
