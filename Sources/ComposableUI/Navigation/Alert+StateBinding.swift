import Composable

/// Shows an alert or dialog held as plain state (not a store) in a binding; its buttons'
/// actions are dropped, and tapping any button dismisses it.
struct AlertStateModifier<Alert: AlertDescribing>: ViewModifier, BuiltInModifier {
    let item: Binding<Alert?>
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let item = item
        let shown = reconciler.read(on: node, for: ModifiedContent(content: content, modifier: self)) {
            item.wrappedValue
        }
        if let alert = shown {
            let dismiss: @MainActor () -> Void = { item.wrappedValue = nil }
            let buttons = alert.buttons.isEmpty ? [ButtonState<Alert.ButtonAction>(role: .cancel) { TextState("OK") }] : alert.buttons
            node.content = .modifier(.alert(AlertContent(
                isDialog: Alert.isDialog,
                title: alert.title.string,
                message: alert.message?.string,
                buttons: buttons.map { button in
                    AlertContent.Button(
                        title: button.label.string,
                        role: button.role.map { $0 == .cancel ? "cancel" : "destructive" },
                        tap: dismiss
                    )
                },
                dismiss: dismiss
            )))
        } else {
            node.content = .transparent
        }
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension View {
    /// Shows the alert a binding holds as plain state, as swift-navigation's
    /// `alert(_ state: Binding<AlertState<Value>?>)` does: what the original's SyncUps shows
    /// for an enum reducer's ignored case, `.alert($store.scope(state: \.$destination,
    /// action: \.destination).alert)`.
    ///
    /// The alert is not a store, so its buttons' actions go nowhere: tapping any button
    /// dismisses it (setting the binding to `nil`), and so does ``ViewHost/dismiss()``. The
    /// original deprecates this form for that reason; to act on a button, hold the alert with
    /// `@Presents` and use `.alert($store.scope(state: \.alert, action: \.alert))`.
    ///
    /// ```swift
    /// struct Notice: View {
    ///     @State var alert: AlertState<Never>? = AlertState { TextState("Saved") }
    ///     var body: some View {
    ///         Text("Editor")
    ///             .alert($alert)
    ///     }
    /// }
    ///
    /// let host = ViewHost(Notice())
    /// assert(host.render().contains("Saved"))
    /// try host.tap("OK")
    /// assert(!host.render().contains("Saved"))
    /// ```
    public func alert<Value>(_ state: Binding<AlertState<Value>?>) -> some View {
        modifier(AlertStateModifier(item: state))
    }

    /// Shows the confirmation dialog a binding holds as plain state, as `alert(_:)` of an alert state does.
    ///
    /// ```swift
    /// struct PhotoActions: View {
    ///     @State var dialog: ConfirmationDialogState<Never>? = ConfirmationDialogState {
    ///         TextState("Forward")
    ///     } actions: {
    ///         ButtonState(role: .cancel) { TextState("Cancel") }
    ///     }
    ///     var body: some View {
    ///         Text("Photo").confirmationDialog($dialog)
    ///     }
    /// }
    ///
    /// let host = ViewHost(PhotoActions())
    /// try host.tap("Cancel")
    /// assert(!host.render().contains("Forward"))
    /// ```
    public func confirmationDialog<Value>(_ state: Binding<ConfirmationDialogState<Value>?>) -> some View {
        modifier(AlertStateModifier(item: state))
    }
}
