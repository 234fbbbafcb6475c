/// Whether a confirmation dialog shows its title, also spelled
/// `ConfirmationDialogState.Visibility`.
///
/// ```swift output
/// enum Action { case delete }
///
/// let dialog = ConfirmationDialogState<Action>(titleVisibility: .visible) {
///     TextState("Delete?")
/// }
/// print(dialog.titleVisibility == ConfirmationDialogStateTitleVisibility.visible)
/// ```
///
/// ```text
/// true
/// ```
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
    /// As the platform decides.
    case automatic
    /// Hidden.
    case hidden
    /// Shown.
    case visible
}
