extension KeyPath {
    /// Matches a value against a case key path in a `switch` or `if case`, ignoring the payload.
    ///
    /// ```swift output
    /// enum Action { case child(Int), other }
    ///
    /// func describe(_ action: Action) -> String {
    ///     switch action {
    ///     case \.child: "a child action"
    ///     default: "another action"
    ///     }
    /// }
    /// print(describe(.child(1)), "/", describe(.other))
    /// ```
    ///
    /// ```text
    /// a child action / another action
    /// ```
    public static func ~= <Enum: CasePathable, AssociatedValue>(pattern: KeyPath, value: Enum) -> Bool
    where Root == Case<Enum>, Value == Case<AssociatedValue> {
        value[case: pattern] != nil
    }
}
