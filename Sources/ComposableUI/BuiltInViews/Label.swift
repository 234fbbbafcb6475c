/// A title with an icon, as tab items and buttons show them: `Label("Files", systemImage: "folder")`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// Whether this label was made by a style from its configuration, so no style applies.
    var isStyled = false

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
        if !isStyled, let style = EnvironmentValues.resolved(for: node.parent).labelStyle {
            let configuration = LabelStyleConfiguration(
                title: LabelStyleConfiguration.Title(content: AnyView(title)),
                icon: LabelStyleConfiguration.Icon(content: AnyView(icon))
            )
            node.content = .transparent
            reconciler.reconcile(node, children: [(.content, style(configuration).environment(\.labelStyle, nil))])
            return
        }
        node.content = .label
        reconciler.reconcile(node, children: [(.label, title), (.icon, icon)])
    }
}
