/// The look of the buttons inside a view, given by your own type: its `makeBody(configuration:)`
/// draws a button's label, and the button still performs its action when tapped.
///
/// ```swift
/// struct CapsuleButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding()
///             .background(Capsule().fill(Color.blue))
///             .opacity(configuration.isPressed ? 0.5 : 1)
///     }
/// }
///
/// var taps = 0
/// let host = ViewHost(Button("Play") { taps += 1 }.buttonStyle(CapsuleButtonStyle()))
/// try host.tap("Play")
/// assert(taps == 1)
/// assert(host.render().contains("Capsule().fill(Color.blue)"))
/// ```
///
/// A button is never held down on a headless screen, so `isPressed` is always `false`.
@MainActor
public protocol ButtonStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// What a button gives its style.
    typealias Configuration = ButtonStyleConfiguration

    /// The view shown as the label of a button of this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button gives its ``ButtonStyle``: its label, its role, and whether it is pressed.
///
/// ```swift
/// struct DimmedWhenPressed: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
///     }
/// }
/// ```
public struct ButtonStyleConfiguration {
    /// A button's label, as a view.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is held down; always `false` on a headless screen.
    public let isPressed: Bool
}

extension View {
    /// Gives the buttons inside this view `style`, which draws their labels.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let styled = ButtonStyleChoice.label { AnyView(style.makeBody(configuration: $0)) }
        return modifier(StyleWriter(written: ".buttonStyle(\(S.self)())", isRecorded: false) { $0.buttonStyle = styled })
    }
}
