extension View {
    /// Names this view for tests: `host.within("counter-1")` narrows lookups to it, and a
    /// control marked this way can be tapped by the identifier when its title does not match.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: identifier))
    }
}

struct AccessibilityIdentifierModifier: ViewModifier, DescribingModifier {
    let identifier: String
    var description: NodeContent.Modifier { .accessibilityIdentifier(identifier) }
    typealias Body = Never
}
