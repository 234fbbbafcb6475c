import Composable

/// Shows an alert or dialog held in a binding to its state, as swift-navigation's
/// `alert(_:action:)` does: a tapped button calls the handler with its action, then the state
/// is set to `nil`.
struct AlertStateModifier<Alert: AlertDescribing>: ViewModifier, BuiltInModifier {
    let state: Binding<Alert?>
    let handler: @MainActor (Alert.ButtonAction?) -> Void
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let state = state
        let handler = handler
        let shown = reconciler.read(on: node, for: ModifiedContent(content: content, modifier: self)) {
            state.wrappedValue
        }
        if let alert = shown {
            let dismiss: @MainActor () -> Void = { state.wrappedValue = nil }
            let buttons = alert.buttons.isEmpty
                ? [ButtonState<Alert.ButtonAction>(role: .cancel) { TextState("OK") }] : alert.buttons
            node.content = .modifier(
                .alert(
                    AlertContent(
                        isDialog: Alert.isDialog,
                        title: alert.title.string,
                        message: alert.message?.string,
                        buttons: buttons.map { button in
                            let action = button.action
                            return AlertContent.Button(
                                title: button.label.string,
                                role: button.role.map { $0 == .cancel ? "cancel" : "destructive" },
                                tap: {
                                    handler(action)
                                    dismiss()
                                }
                            )
                        },
                        dismiss: dismiss
                    )
                )
            )
        } else {
            node.content = .transparent
        }
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension View {
    /// Shows the alert in `state` while it is not `nil`, as swift-navigation's `alert(_:action:)`
    /// does for a view model: tapping a button calls `action` with the button's action (`nil`
    /// for one that only dismisses), then sets `state` to `nil`.
    ///
    /// ```swift
    /// enum AlertAction { case confirmDeletion }
    ///
    /// struct ItemView: View {
    ///     @State var alert: AlertState<AlertAction>? = AlertState {
    ///         TextState("Delete?")
    ///     } actions: {
    ///         ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ///     }
    ///     let deleted: LockIsolated<Int>
    ///
    ///     var body: some View {
    ///         Text("Item")
    ///             .alert($alert) { action in
    ///                 if action == .confirmDeletion { deleted.withValue { $0 += 1 } }
    ///             }
    ///     }
    /// }
    ///
    /// let deleted = LockIsolated(0)
    /// let host = ViewHost(ItemView(deleted: deleted))
    /// try host.tap("Delete")
    /// precondition(deleted.value == 1 && host.texts == ["Item"])
    /// ```
    @_disfavoredOverload
    public func alert<Action>(
        _ state: Binding<AlertState<Action>?>,
        action handler: @escaping @MainActor (Action?) -> Void = { _ in }
    ) -> some View {
        modifier(AlertStateModifier(state: state, handler: handler))
    }

    /// Shows the confirmation dialog in `state` while it is not `nil`: tapping a button calls
    /// `action` with the button's action, then sets `state` to `nil`.
    ///
    /// ```swift
    /// enum DialogAction { case share }
    ///
    /// struct ShareView: View {
    ///     @State var dialog: ConfirmationDialogState<DialogAction>? = ConfirmationDialogState {
    ///         TextState("Share")
    ///     } actions: {
    ///         ButtonState(action: .share) { TextState("Share link") }
    ///     }
    ///     let shared: LockIsolated<Int>
    ///
    ///     var body: some View {
    ///         Text("Photo").confirmationDialog($dialog) { action in
    ///             if action == .share { shared.withValue { $0 += 1 } }
    ///         }
    ///     }
    /// }
    ///
    /// let shared = LockIsolated(0)
    /// let host = ViewHost(ShareView(shared: shared))
    /// try host.tap("Share link")
    /// precondition(shared.value == 1)
    /// ```
    @_disfavoredOverload
    public func confirmationDialog<Action>(
        _ state: Binding<ConfirmationDialogState<Action>?>,
        action handler: @escaping @MainActor (Action?) -> Void = { _ in }
    ) -> some View {
        modifier(AlertStateModifier(state: state, handler: handler))
    }
}
