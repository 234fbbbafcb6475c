struct SheetModifier<Sheet: View>: ViewModifier, BuiltInModifier {
    let style: PresentationStyle
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let sheet: @MainActor () -> Sheet
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let isPresented = isPresented
        let onDismiss = onDismiss
        let presented = reconciler.read(on: node, for: ModifiedContent(content: content, modifier: self)) {
            isPresented.wrappedValue
        }
        node.content = .modifier(
            .presentation(style, isPresented: presented, dismiss: {
                isPresented.wrappedValue = false
                onDismiss?()
            })
        )
        var children: [(NodeKey, any View)] = [(.content, content)]
        if presented { children.append((.attachment, sheet())) }
        reconciler.reconcile(node, children: children)
    }
}

struct ItemSheetModifier<Item: Identifiable, Sheet: View>: ViewModifier, BuiltInModifier {
    let style: PresentationStyle
    let item: Binding<Item?>
    let onDismiss: (@MainActor () -> Void)?
    let sheet: @MainActor (Item) -> Sheet
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let binding = item
        let onDismiss = onDismiss
        let item = reconciler.read(on: node, for: ModifiedContent(content: content, modifier: self)) {
            binding.wrappedValue
        }
        node.content = .modifier(
            .presentation(style, isPresented: item != nil, dismiss: {
                binding.wrappedValue = nil
                onDismiss?()
            })
        )
        var children: [(NodeKey, any View)] = [(.content, content)]
        if let item {
            // Another item is another sheet: its views start over.
            children.append((.id(AnyHashable(item.id)), sheet(item)))
        }
        reconciler.reconcile(node, children: children)
    }
}

extension View {
    /// Presents `content` over this view while `isPresented` is true; a test closes it with
    /// ``ViewHost/dismiss()``, which sets the binding to false.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(SheetModifier(style: .sheet, isPresented: isPresented, onDismiss: onDismiss, sheet: content))
    }

    /// Presents `content` for the item while `item` is not `nil`; dismissing sets it to `nil`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(style: .sheet, item: item, onDismiss: onDismiss, sheet: content))
    }
}

extension View {
    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(SheetModifier(style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, sheet: content))
    }

    /// Presents `content` in a popover while `isPresented` is true.
    public func popover<Content: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(SheetModifier(style: .popover, isPresented: isPresented, onDismiss: nil, sheet: content))
    }
}
