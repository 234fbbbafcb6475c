/// Shows that work is going on: a spinner, or a bar when the fraction done is known.
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label

    /// A progress view with a label; `value` out of `total`, or `nil` for a spinner.
    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        self.fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
        self.label = label()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension ProgressView where Label == EmptyView {
    /// A spinner.
    public init() {
        self.init(value: nil) { EmptyView() }
    }

    /// A bar filled to `value` out of `total`.
    public init(value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    /// A spinner titled `title`.
    public init(_ title: String) {
        self.init(value: nil) { Text(title) }
    }

    /// A bar titled `title`, filled to `value` out of `total`.
    public init(_ title: String, value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .progress(fraction: fraction)
        reconciler.reconcile(node, children: [(.label, label)])
    }
}
