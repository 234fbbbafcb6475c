/// Shows that work is going on: a spinner, or a bar when the fraction done is known.
///
/// `render()` shows the percentage done and `html()` a `<progress>` bar, so a reader of a
/// preview sees how far along it is.
///
/// ```swift
/// let host = ViewHost(ProgressView("Uploading", value: 3, total: 4))
/// assert(host.render() == """
///     ProgressView 75%
///       Text "Uploading"
///     """)
/// assert(host.html().contains(#"<progress class="cui-progress" max="1" value="0.75">"#))
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Whether a style made this view from its configuration, so no style applies.
    var isStyled = false

    /// A progress view with a label; `value` out of `total`, or `nil` for a spinner.
    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
        self.label = label()
        self.currentValueLabel = nil
    }

    /// A progress view with a label and a label for its current value (`"3 of 4"`).
    public init(
        value: Double?,
        total: Double = 1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(value: nil, label: label)
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(value: nil) { EmptyView() }
    }

    /// A bar filled to `value` out of `total`.
    public init(value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `title`.
    public init(_ title: String) {
        self.init(value: nil) { Text(title) }
    }

    /// A bar titled `title`, filled to `value` out of `total`.
    public init(_ title: String, value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A plain progress view made from a style's configuration, shown without the style again.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.fraction = configuration.fractionCompleted
        self.label = configuration.label
        self.currentValueLabel = configuration.currentValueLabel
        self.isStyled = true
    }
}

extension ProgressView: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        if !isStyled, let style = EnvironmentValues.resolved(for: node.parent).progressViewStyle {
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction,
                label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
                currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) }
            )
            node.content = .transparent
            reconciler.reconcile(node, children: [(.content, style(configuration).environment(\.progressViewStyle, nil))])
            return
        }
        node.content = .progress(fraction: fraction)
        var children: [(NodeKey, any View)] = []
        if let label { children.append((.label, label)) }
        if let currentValueLabel { children.append((.content, currentValueLabel)) }
        reconciler.reconcile(node, children: children)
    }
}
