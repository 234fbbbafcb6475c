/// How the progress views inside a view look: `.progressViewStyle(.linear)`, or your own type
/// whose `makeBody(configuration:)` draws the progress.
///
/// Built-in styles are recorded (`render()` shows `.progressViewStyle(.circular)`); your own
/// style's body is shown for each progress view inside, and `ProgressView(configuration)` in
/// it shows the plain bar.
///
/// ```swift
/// struct ThickBar: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack {
///             RoundedRectangle(cornerRadius: 10).fill(Color.orange)
///             ProgressView(configuration)
///         }
///     }
/// }
///
/// let host = ViewHost(ProgressView(value: 0.5).progressViewStyle(ThickBar()))
/// assert(host.render() == """
///     ZStack
///       RoundedRectangle(cornerRadius: 10.0).fill(Color.orange)
///       ProgressView 50%
///     """)
/// ```
@MainActor
public protocol ProgressViewStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// What a progress view gives its style.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The view shown for a progress view of this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a progress view gives its ``ProgressViewStyle``: how far along it is and its labels.
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///     }
/// }
///
/// assert(ViewHost(ProgressView(value: 0.25).progressViewStyle(Percent())).texts == ["25%"])
/// ```
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// `Never`: a built-in view, which the host knows how to show, has no body.
        public typealias Body = Never
    }

    /// A progress view's current value label, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// `Never`: a built-in view, which the host knows how to show, has no body.
        public typealias Body = Never
    }

    /// How much is done, from 0 to 1, or `nil` when it is not known.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

/// A built-in progress view style: recorded, the progress views left as they are.
protocol RecordedProgressViewStyle {}

/// The platform's usual progress view.
public struct DefaultProgressViewStyle: ProgressViewStyle, RecordedProgressViewStyle {
    /// The default style.
    public init() {}

    /// The progress view as it is.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle, RecordedProgressViewStyle {
    /// The linear style.
    public init() {}

    /// The progress view as it is.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

/// A spinner, or a ring when the fraction done is known.
public struct CircularProgressViewStyle: ProgressViewStyle, RecordedProgressViewStyle {
    /// The circular style.
    public init() {}

    /// The progress view as it is.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's usual progress view.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner or a ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Draws the progress views inside this view with `style`: a built-in one is recorded,
    /// your own one's body is shown for each.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let recorded = style is any RecordedProgressViewStyle
        var makeBody: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)?
        if !recorded { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
        let written = recorded ? writtenStyle(style, suffix: "ProgressViewStyle") : "\(S.self)()"
        return modifier(StyleWriter(written: ".progressViewStyle(\(written))", isRecorded: recorded) { values in
            values.progressViewStyle = makeBody
        })
    }
}
