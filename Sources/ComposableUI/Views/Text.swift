/// A line of text: `Text("Count: \(store.count)")`.
public struct Text: View, Equatable {
    /// The text shown.
    public let content: String

    /// Text showing `content`, interpolations included.
    public init(_ content: String) {
        self.content = content
    }

    /// Text showing a substring or any other string-like value.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Text: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .text(content)
        reconciler.reconcile(node, children: [])
    }
}
