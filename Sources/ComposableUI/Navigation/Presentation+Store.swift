import Composable

/// A presented feature's store as the item of a sheet: a new store is a new presentation.
struct PresentedStore<State, Action>: Identifiable {
    let store: Store<State, Action>
    var id: ObjectIdentifier { ObjectIdentifier(store) }
}

extension Binding {
    /// The binding to a presented store, seen as an identifiable item.
    fileprivate func asItem<State, Action>() -> Binding<PresentedStore<State, Action>?> where Value == Store<State, Action>? {
        Binding<PresentedStore<State, Action>?>(
            get: { self.wrappedValue.map(PresentedStore.init) },
            set: { self.wrappedValue = $0?.store }
        )
    }
}

extension View {
    /// Presents the feature a store holds in a sheet while it is presented:
    ///
    /// ```swift skip("uses $store, AddItemView from elsewhere")
    /// .sheet(item: $store.scope(state: \.addItem, action: \.addItem)) { store in
    ///     AddItemView(store: store)
    /// }
    /// ```
    ///
    /// Dismissing the sheet (``ViewHost/dismiss()``) sends the feature's `.dismiss`.
    public func sheet<State, Action, Content: View>(
        item: Binding<Store<State, Action>?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(style: .sheet, item: item.asItem(), onDismiss: onDismiss) { content($0.store) })
    }

    /// Presents the feature a store holds over the whole screen while it is presented.
    public func fullScreenCover<State, Action, Content: View>(
        item: Binding<Store<State, Action>?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(style: .fullScreenCover, item: item.asItem(), onDismiss: onDismiss) { content($0.store) })
    }

    /// Presents the feature a store holds in a popover while it is presented.
    public func popover<State, Action, Content: View>(
        item: Binding<Store<State, Action>?>,
        @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(style: .popover, item: item.asItem(), onDismiss: nil) { content($0.store) })
    }
}
