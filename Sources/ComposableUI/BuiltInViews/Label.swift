/// A title with an icon, as tab items and buttons show them: `Label("Files", systemImage: "folder")`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label built from two views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a system symbol.
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
}

extension Label: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .label
        reconciler.reconcile(node, children: [(.label, title), (.icon, icon)])
    }
}
