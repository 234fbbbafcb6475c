/// How the labels inside a view arrange their title and icon: `.labelStyle(.iconOnly)`, or
/// your own type whose `makeBody(configuration:)` lays them out.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.title
///             configuration.icon
///         }
///     }
/// }
///
/// let host = ViewHost(Label("10 min", systemImage: "clock").labelStyle(TrailingIconLabelStyle()))
/// assert(host.render() == """
///     HStack
///       Text "10 min"
///       Image(systemName: "clock")
///     """)
/// ```
@MainActor
public protocol LabelStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// What a label gives its style.
    typealias Configuration = LabelStyleConfiguration

    /// The view shown for a label of this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label gives its ``LabelStyle``: its title and its icon, as views.
///
/// ```swift
/// struct TitleFirst: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
public struct LabelStyleConfiguration {
    /// A label's title, as a view.
    public struct Title: View {
        let content: AnyView
        /// `Never`: a built-in view, which the host knows how to show, has no body.
        public typealias Body = Never
    }

    /// A label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        /// `Never`: a built-in view, which the host knows how to show, has no body.
        public typealias Body = Never
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration, shown as a plain label, without the style
    /// again.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        isStyled = true
    }
}

/// The platform's usual label: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}

    /// The label as it is.
    public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> {
        Label(configuration)
    }
}

/// A label showing only its title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}

    /// The title alone.
    public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Title {
        configuration.title
    }
}

/// A label showing only its icon; a test still finds it by the icon's symbol name.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}

    /// The icon alone.
    public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Icon {
        configuration.icon
    }
}

/// A label showing its icon then its title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}

    /// The label as it is.
    public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> {
        Label(configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's usual label.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Lays out the labels inside this view with `style`.
    ///
    /// ```swift
    /// let host = ViewHost(Label("Delete", systemImage: "trash").labelStyle(.iconOnly))
    /// assert(host.render() == #"Image(systemName: "trash")"#)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(StyleWriter(written: ".labelStyle(\(S.self)())", isRecorded: false) {
            $0.labelStyle = { AnyView(style.makeBody(configuration: $0)) }
        })
    }
}
