struct DisabledModifier: ViewModifier, DescribingModifier {
    let isDisabled: Bool
    var description: NodeContent.Modifier { .disabled(isDisabled) }
    typealias Body = Never
}

extension View {
    /// Turns off the controls in this view while `isDisabled` is true: a test that taps one
    /// gets an error saying it is disabled.
    public func disabled(_ isDisabled: Bool) -> some View {
        modifier(DisabledModifier(isDisabled: isDisabled))
    }
}
