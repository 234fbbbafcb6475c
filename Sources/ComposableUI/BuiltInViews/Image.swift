/// A symbol from the system's icon set, named as SF Symbols names it: `Image(systemName: "plus")`.
///
/// A test finds a button whose label is an image by the symbol's name: `try host.tap("plus")`.
public struct Image: View, Equatable {
    /// The symbol's name.
    public let systemName: String

    /// The symbol named `systemName`.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Image: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let variants = EnvironmentValues.resolved(for: node.parent).symbolVariants
        node.content = .image(systemName: variants.applied(to: systemName))
        reconciler.reconcile(node, children: [])
    }
}
