/// An alert as a value: a title, a message, and buttons that send actions, presented through
/// ``Presents`` and compared in tests.
///
/// ```swift
/// // snippet.hide
/// enum Alert: Equatable {
///     case confirmDeletion
/// }
///
/// struct Item {
///     var name: String
/// }
///
/// struct State: Equatable {
///     @Presents var alert: AlertState<Alert>?
/// }
///
/// var state = State()
/// let item = Item(name: "Milk")
/// // snippet.show
/// state.alert = AlertState {
///     TextState("Delete \(item.name)?")
/// } actions: {
///     ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///     TextState("This cannot be undone.")
/// }
/// // snippet.hide
/// precondition(state.alert?.title == TextState("Delete Milk?") && state.alert?.buttons.count == 2)
/// ```
///
/// With `ifLet(\.$alert, action: \.alert)` the alert goes away when any of its buttons is
/// tapped, and the parent receives `.alert(.presented(action))` for a button with an action.
public struct AlertState<Action>: Identifiable {
    /// Tells alerts apart: a new alert is a new presentation.
    public let id: Int
    /// The title.
    public let title: TextState
    /// The message under the title, if any.
    public let message: TextState?
    /// The buttons; an alert without any shows an OK button that only dismisses.
    public let buttons: [ButtonState<Action>]

    /// An alert with a title, buttons and an optional message.
    public init(
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.title = title()
        self.buttons = actions()
        self.message = message?()
        self.id = SerialNumbers.next()
    }
}

extension AlertState: Equatable where Action: Equatable {
    /// Alerts are equal when they read and act the same; their ids play no part.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension AlertState: Hashable where Action: Hashable {
    /// Hashes what makes alerts equal.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}

extension AlertState: Sendable where Action: Sendable {}
extension AlertState: EphemeralState {}
