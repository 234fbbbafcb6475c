import Composable

extension Button where Label == Text {
    /// A button drawn from a ``ButtonState``, as swift-navigation's is: its label and role come
    /// from the state, and tapping it calls `action` with the button's action (`nil` for a
    /// button that only dismisses).
    ///
    /// ```swift
    /// enum Action { case delete }
    ///
    /// let button = ButtonState(role: .destructive, action: Action.delete) { TextState("Delete") }
    /// let tapped = LockIsolated<[Action?]>([])
    /// let host = ViewHost(Button(button) { action in tapped.withValue { $0.append(action) } })
    /// try host.tap("Delete")
    /// precondition(tapped.value == [.delete] && host.texts == ["Delete"])
    /// ```
    public init<Action>(_ button: ButtonState<Action>, action: @escaping @MainActor (Action?) -> Void) {
        let role: ButtonRole? = button.role.map { $0 == .cancel ? .cancel : .destructive }
        let sent = button.action
        self.init(role: role, action: { action(sent) }) { Text(verbatim: button.label.string) }
    }
}
