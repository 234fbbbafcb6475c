/// The type of the actions an alert's or a dialog's buttons send, so that the presentation
/// reducer clears it only for one of those actions, as the original does: an action for another
/// case of a destination enum, sent while the alert is up, leaves the alert where it is.
protocol EphemeralButtonActions {
    static var buttonActionType: Any.Type { get }
}

extension AlertState: EphemeralButtonActions {
    static var buttonActionType: Any.Type { Action.self }
}

extension ConfirmationDialogState: EphemeralButtonActions {
    static var buttonActionType: Any.Type { Action.self }
}

/// Whether `action` is one that the alert or dialog `state` holds (itself, or as the current
/// case of a destination enum) can send: of its buttons' action type, or an enum action whose
/// current case carries a value of that type.
func ephemeralState<State, Action>(_ state: State, canSend action: Action) -> Bool {
    let presented: (any EphemeralButtonActions)?
    if let alertOrDialog = state as? any EphemeralButtonActions {
        presented = alertOrDialog
    } else {
        let mirror = Mirror(reflecting: state)
        presented = mirror.displayStyle == .enum ? mirror.children.first?.value as? any EphemeralButtonActions : nil
    }
    guard let presented else { return false }
    let buttonActionType = type(of: presented).buttonActionType
    if Action.self == buttonActionType { return true }
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return false }
    return type(of: payload) == buttonActionType
}
