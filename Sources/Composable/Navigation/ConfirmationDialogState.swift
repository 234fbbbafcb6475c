/// A sheet of choices as a value, shown from the bottom of the screen: a title, an optional
/// message, and buttons that send actions.
///
/// ```swift
/// // snippet.hide
/// enum Dialog: Equatable {
///     case copyLink
/// }
///
/// struct State: Equatable {
///     @Presents var dialog: ConfirmationDialogState<Dialog>?
/// }
///
/// var state = State()
/// // snippet.show
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///     TextState("Share")
/// } actions: {
///     ButtonState(action: .copyLink) { TextState("Copy link") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// // snippet.hide
/// precondition(state.dialog?.title == TextState("Share") && state.dialog?.buttons.count == 2)
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
    /// Tells dialogs apart: a new dialog is a new presentation.
    public let id: Int
    /// Whether the title is shown.
    public let titleVisibility: Visibility
    /// The title.
    public let title: TextState
    /// The message under the title, if any.
    public let message: TextState?
    /// The buttons.
    public let buttons: [ButtonState<Action>]

    /// Whether a dialog shows its title: ``ConfirmationDialogStateTitleVisibility``, by its
    /// short name.
    public typealias Visibility = ConfirmationDialogStateTitleVisibility

    /// A dialog with a title, buttons and an optional message.
    public init(
        titleVisibility: Visibility = .automatic,
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.titleVisibility = titleVisibility
        self.title = title()
        self.buttons = actions()
        self.message = message?()
        self.id = SerialNumbers.next()
    }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
    /// Dialogs are equal when they read and act the same; their ids play no part.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title && lhs.message == rhs.message
            && lhs.buttons == rhs.buttons
    }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
    /// Hashes what makes dialogs equal.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(titleVisibility)
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: EphemeralState {}
