/// A button of an alert or dialog: its label, its role, and the action it sends when tapped.
public struct ButtonState<Action>: Identifiable {
    /// Tells buttons apart in a view.
    public let id: Int
    /// What the button sends when tapped, or `nil` to only dismiss.
    public let action: Action?
    /// Whether the button cancels or destroys something, for how it is shown.
    public let role: ButtonStateRole?
    /// The button's label.
    public let label: TextState

    /// A button labelled by `label` that sends `action` (or only dismisses, when `nil`).
    ///
    /// ```swift
    /// // snippet.hide
    /// enum Alert: Equatable {
    ///     case confirmDeletion
    /// }
    ///
    /// let delete: ButtonState<Alert> =
    /// // snippet.show
    /// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    /// // snippet.hide
    /// precondition(delete.role == .destructive && delete.action == .confirmDeletion)
    /// ```
    public init(role: ButtonStateRole? = nil, action: Action? = nil, label: () -> TextState) {
        self.role = role
        self.action = action
        self.label = label()
        self.id = SerialNumbers.next()
    }
}

/// What a button of an alert or dialog does, for how it is shown.
public enum ButtonStateRole: Hashable, Sendable {
    /// Dismisses without doing anything.
    case cancel
    /// Deletes or discards something.
    case destructive
}

extension ButtonState: Equatable where Action: Equatable {
    /// Buttons are equal when they look and act the same; their ids play no part.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.action == rhs.action && lhs.role == rhs.role && lhs.label == rhs.label
    }
}

extension ButtonState: Hashable where Action: Hashable {
    /// Hashes what makes buttons equal.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(action)
        hasher.combine(role)
        hasher.combine(label)
    }
}

extension ButtonState: Sendable where Action: Sendable {}

/// Builds the buttons of an alert or dialog from a closure listing them.
@resultBuilder
public enum ButtonStateBuilder<Action> {
    /// The buttons of each statement, in order.
    public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }

    /// The buttons of an `if` without `else`, or none.
    public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] {
        buttons ?? []
    }

    /// The buttons of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
        buttons
    }

    /// The buttons of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
        buttons
    }

    /// The buttons of every pass of a `for` loop.
    public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }

    /// The buttons of an `if #available` branch.
    public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<Action>] {
        component
    }

    /// One button, as a statement.
    public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
        [button]
    }
}
