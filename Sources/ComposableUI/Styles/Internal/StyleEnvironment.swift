/// A style chosen for the buttons inside a view: one that draws the label of a button that
/// still reacts to taps, or one that replaces the whole button.
enum ButtonStyleChoice {
    case label(@MainActor (ButtonStyleConfiguration) -> AnyView)
    case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)
}

private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice? { nil }
}

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (LabelStyleConfiguration) -> AnyView)? { nil }
}

private enum ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// The button style set by the nearest `.buttonStyle` above, if it is not a built-in one.
    var buttonStyle: ButtonStyleChoice? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The label style set by the nearest `.labelStyle` above.
    var labelStyle: (@MainActor (LabelStyleConfiguration) -> AnyView)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// The progress view style set by the nearest `.progressViewStyle` above, if it is not a
    /// built-in one.
    var progressViewStyle: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

/// Sets a style for the views inside, and shows as the modifier that set it in `render()`.
struct StyleWriter: ViewModifier, BuiltInModifier {
    let written: String
    /// Whether the style is a built-in one, which `render()` shows rather than draws.
    let isRecorded: Bool
    let write: @MainActor (inout EnvironmentValues) -> Void
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        node.content = .modifier(.style(written, isRecorded: isRecorded, write))
        reconciler.reconcile(node, children: [(.content, content)])
    }
}
