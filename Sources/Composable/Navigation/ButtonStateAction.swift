/// What a button of an alert or dialog does, in the original's spelling: `.send(action)`.
/// ``ButtonState`` keeps the action itself (`button.action` is the `Action?`); this type is for
/// code written against the original's `ButtonState(action: ButtonStateAction)` initializer and
/// for transforming a button's action on its own.
///
/// ```swift output
/// enum Action: Equatable { case delete, undo }
///
/// let action = ButtonStateAction<Action>.send(.delete)
/// print(action.action == .delete, action.map { _ in Action.undo }.action == .undo)
/// ```
///
/// ```text
/// true true
/// ```
public struct ButtonStateAction<Action> {
    /// How the action is sent.
    public let type: _ActionType

    /// Sends `action` when tapped; `nil` only dismisses.
    ///
    /// ```swift
    /// let dismissOnly = ButtonStateAction<Action>.send(nil)
    /// ```
    public static func send(_ action: Action?) -> Self {
        Self(type: .send(action))
    }

    /// The action sent when tapped, if any.
    public var action: Action? {
        switch type {
        case .send(let action): action
        }
    }

    /// The same kind of sending, with the action transformed: for embedding a child's alert
    /// actions in a parent's.
    ///
    /// ```swift
    /// let wrapped = ButtonStateAction<Action>.send(.delete).map { $0.map { [$0] } }
    /// ```
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
        switch type {
        case .send(let action): .send(transform(action))
        }
    }

    /// How a ``ButtonStateAction`` sends (the original's name): always `.send` here, since
    /// headless views have no animation to send with.
    public enum _ActionType {
        /// Sends the action, or only dismisses for `nil`.
        case send(Action?)
    }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}

extension ButtonState {
    /// A button whose action is given as a ``ButtonStateAction``, as the original's is.
    ///
    /// ```swift output
    /// let button = ButtonState<Action>(role: .destructive, action: .send(.delete)) {
    ///     TextState("Delete")
    /// }
    /// print(button.action == .delete, button.label)
    /// ```
    ///
    /// ```text
    /// true Delete
    /// ```
    @_disfavoredOverload
    public init(role: ButtonStateRole? = nil, action: ButtonStateAction<Action>, label: () -> TextState) {
        self.init(role: role, action: action.action, label: label)
    }
}
