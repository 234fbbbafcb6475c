/// The look and the interaction of the buttons inside a view: `.buttonStyle(.borderless)`, or
/// your own type whose `makeBody(configuration:)` decides what shows and what triggers the
/// button's action.
///
/// The built-in styles are recorded by the host (`render()` shows `.buttonStyle(.plain)`) and
/// leave buttons as they are. Your own style's body is shown in place of each button inside,
/// and a test taps whatever it made tappable, usually `Button(configuration)`:
///
/// ```swift
/// struct LoggingButtonStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(configuration).bold()
///     }
/// }
///
/// var taps = 0
/// let host = ViewHost(Button("Save") { taps += 1 }.buttonStyle(LoggingButtonStyle()))
/// try host.tap("Save")
/// assert(taps == 1)
/// assert(host.render() == """
///     .bold()
///       Button "Save"
///     """)
/// ```
@MainActor
public protocol PrimitiveButtonStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// What a button gives its style.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The view shown for a button of this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button gives its ``PrimitiveButtonStyle``: its label, its role, and `trigger()`,
/// which performs its action.
///
/// ```swift
/// struct ConfirmingStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Button("Confirm") { configuration.trigger() }
///         }
///     }
/// }
/// ```
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// `Never`: a built-in view, which the host knows how to show, has no body.
        public typealias Body = Never
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void

    /// Performs the button's action.
    @MainActor
    public func trigger() {
        action()
    }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A plain button made from a style's configuration: its label, role and action, shown
    /// without the style again.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
        isStyled = true
    }
}

/// A built-in style: recorded, the buttons inside left as they are.
protocol RecordedButtonStyle {}

/// The platform's usual button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle, RecordedButtonStyle {
    /// The default style.
    public init() {}

    /// The button itself: the host records a built-in style rather than drawing it.
    public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
        Button(configuration)
    }
}

/// A button that shows only its label, with no tint or border.
public struct PlainButtonStyle: PrimitiveButtonStyle, RecordedButtonStyle {
    /// The plain style.
    public init() {}

    /// The button itself: the host records a built-in style rather than drawing it.
    public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
        Button(configuration)
    }
}

/// A tinted button without a border; in a list row, only the button reacts to taps.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, RecordedButtonStyle {
    /// The borderless style.
    public init() {}

    /// The button itself: the host records a built-in style rather than drawing it.
    public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
        Button(configuration)
    }
}

/// A button with a light, tinted background.
public struct BorderedButtonStyle: PrimitiveButtonStyle, RecordedButtonStyle {
    /// The bordered style.
    public init() {}

    /// The button itself: the host records a built-in style rather than drawing it.
    public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
        Button(configuration)
    }
}

/// A button filled with its tint: the screen's main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, RecordedButtonStyle {
    /// The prominent style.
    public init() {}

    /// The button itself: the host records a built-in style rather than drawing it.
    public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's usual button look.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button that shows only its label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A tinted button without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button with a light, tinted background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button filled with its tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension View {
    /// Gives the buttons inside this view `style`: a built-in one is recorded, your own one's
    /// body is shown for each button.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let styled = ButtonStyleChoice.primitive { AnyView(style.makeBody(configuration: $0)) }
        let recorded = style is any RecordedButtonStyle
        return modifier(StyleWriter(
            written: ".buttonStyle(\(recorded ? writtenStyle(style, suffix: "ButtonStyle") : "\(S.self)()"))",
            isRecorded: recorded
        ) { $0.buttonStyle = recorded ? nil : styled })
    }
}
