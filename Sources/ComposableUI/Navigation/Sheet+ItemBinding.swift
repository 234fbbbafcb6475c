import Composable

extension View {
    /// Presents `content` with a binding to the item while `item` is not `nil`, as
    /// swift-navigation's `sheet(item:onDismiss:content:)` does: the sheet can edit the item in
    /// place; dismissing sets `item` to `nil`.
    ///
    /// ```swift
    /// struct Draft: Identifiable { let id = 1; var title = "" }
    ///
    /// struct ListView: View {
    ///     @State var draft: Draft? = Draft()
    ///
    ///     var body: some View {
    ///         Text("List").sheet(item: $draft) { draft in
    ///             TextField("Title", text: draft.title)
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(ListView())
    /// try host.type("Milk", into: "Title")
    /// ```
    @_disfavoredOverload
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Binding<Item>) -> Content
    ) -> some View {
        sheet(item: item, onDismiss: onDismiss) { (_: Item) in
            Binding(item).map(content)
        }
    }

    /// Pushes `destination` with a binding to the item while `item` is not `nil`, as
    /// swift-navigation's `navigationDestination(item:destination:)` does; going back sets it to
    /// `nil`.
    ///
    /// ```swift
    /// struct Detail: Hashable { var title = "Milk" }
    ///
    /// struct StackView: View {
    ///     @State var detail: Detail? = Detail()
    ///
    ///     var body: some View {
    ///         NavigationStack {
    ///             Text("Root").navigationDestination(item: $detail) { detail in
    ///                 Text(detail.wrappedValue.title)
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(StackView())
    /// precondition(host.texts == ["Milk"])
    /// try host.back()
    /// precondition(host.texts == ["Root"])
    /// ```
    @_disfavoredOverload
    public func navigationDestination<Item, Destination: View>(
        item: Binding<Item?>,
        @ViewBuilder destination: @escaping @MainActor (Binding<Item>) -> Destination
    ) -> some View {
        modifier(
            NavigationDestinationModifier(
                isPresented: { item.wrappedValue != nil },
                dismiss: { item.wrappedValue = nil },
                destination: { Binding(item).map(destination) }
            )
        )
    }
}
