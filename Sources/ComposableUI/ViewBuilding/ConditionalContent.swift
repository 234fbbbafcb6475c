/// One of two views, chosen by an `if`/`else` or a `switch` in a ``ViewBuilder`` closure.
///
/// The two branches have different identities: switching branches replaces the views (their
/// `@State` starts over, `onDisappear` and `onAppear` run), as in SwiftUI.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension ConditionalContent: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        switch storage {
        case let .trueContent(view): reconciler.reconcile(node, children: [(.branch(true), view)])
        case let .falseContent(view): reconciler.reconcile(node, children: [(.branch(false), view)])
        }
    }
}
