import Composable

/// What the host needs of an alert or a confirmation dialog to show it.
protocol AlertDescribing {
    associatedtype ButtonAction
    static var isDialog: Bool { get }
    var title: TextState { get }
    var message: TextState? { get }
    var buttons: [ButtonState<ButtonAction>] { get }
}

extension AlertState: AlertDescribing {
    static var isDialog: Bool { false }
}

extension ConfirmationDialogState: AlertDescribing {
    static var isDialog: Bool { true }
}

struct AlertModifier<Alert: AlertDescribing>: ViewModifier, BuiltInModifier {
    let item: Binding<Store<Alert, Alert.ButtonAction>?>
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let item = item
        let shown = reconciler.read(on: node, for: ModifiedContent(content: content, modifier: self)) {
            item.wrappedValue.map { store in (store, store.state) }
        }
        if let (store, alert) = shown {
            node.content = .modifier(.alert(Self.describe(alert, store: store, dismiss: { item.wrappedValue = nil })))
        } else {
            node.content = .transparent
        }
        reconciler.reconcile(node, children: [(.content, content)])
    }

    /// What `alert` shows, with buttons that send their actions through `store`; a button
    /// without an action, and an alert without buttons' OK, only dismiss.
    private static func describe(
        _ alert: Alert,
        store: Store<Alert, Alert.ButtonAction>,
        dismiss: @escaping @MainActor () -> Void
    ) -> AlertContent {
        let buttons = alert.buttons.isEmpty ? [ButtonState<Alert.ButtonAction>(role: .cancel) { TextState("OK") }] : alert.buttons
        return AlertContent(
            isDialog: Alert.isDialog,
            title: alert.title.string,
            message: alert.message?.string,
            buttons: buttons.map { button in
                let action = button.action
                return AlertContent.Button(
                    title: button.label.string,
                    role: button.role.map { $0 == .cancel ? "cancel" : "destructive" },
                    tap: {
                        if let action {
                            store.send(action)
                        } else {
                            dismiss()
                        }
                    }
                )
            },
            dismiss: dismiss
        )
    }
}

extension View {
    /// Shows the alert a store holds while it is presented: `$store.scope(state: \.alert,
    /// action: \.alert)` for `@Presents var alert: AlertState<Action.Alert>?`. Tapping a button
    /// sends its action (the alert then goes away); a button without one, or
    /// ``ViewHost/dismiss()``, dismisses it.
    public func alert<Action>(_ store: Binding<Store<AlertState<Action>, Action>?>) -> some View {
        modifier(AlertModifier(item: store))
    }

    /// Shows the confirmation dialog a store holds while it is presented, as `alert(_:)` of a store does.
    public func confirmationDialog<Action>(_ store: Binding<Store<ConfirmationDialogState<Action>, Action>?>) -> some View {
        modifier(AlertModifier(item: store))
    }
}
