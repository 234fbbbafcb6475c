/// A button that opens a list of actions: `host.tap("Sort")` opens it, then a tap on one of
/// its buttons runs that action and closes it.
///
/// ```swift
/// struct Sorting: View {
///     @State var order = "none"
///
///     var body: some View {
///         VStack {
///             Text("Order: \(order)")
///             Menu("Sort") {
///                 Button("By name") { order = "name" }
///                 Button("By date") { order = "date" }
///             }
///         }
///     }
/// }
///
/// let host = ViewHost(Sorting())
/// try host.tap("Sort")
/// try host.tap("By date")
/// assert(host.texts == ["Order: date", "Sort"])
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A menu of `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Menu where Label == Text {
    /// A menu of `content` titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let isOpen = ExpansionState.binding(on: node)
        _ = reconciler.read(on: node, for: self) { isOpen.wrappedValue }
        node.content = .disclosure(.menu, isExpanded: isOpen)
        reconciler.reconcile(node, children: [(.label, label), (.content, content)])
    }
}
