/// What `TextField` and `SecureField` hold and show: a titled line of text bound to a `String`,
/// its text hidden in a secure field.
struct TextEntry {
    let title: String
    let text: Binding<String>
    let isSecure: Bool

    /// Shows the field in `node`, which has no children.
    @MainActor
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .textField(title: title, text: text, isSecure: isSecure)
        reconciler.reconcile(node, children: [])
    }
}
