/// One step of a ``MarkdownDocument`` walk.
///
/// ```text
/// document.walk { event in
///     switch event {
///     case .enter(let node): print("<\(node.kind)>")
///     case .exit(let node): print("</\(node.kind)>")
///     }
/// }
/// ```
package enum MarkdownEvent {
    /// The walk reached a node; its children, if any, come next.
    case enter(MarkdownNode)
    /// The walk finished a container node's children. Leaf nodes have no exit.
    case exit(MarkdownNode)

    /// The node the event is about.
    package var node: MarkdownNode {
        switch self {
        case .enter(let node), .exit(let node): node
        }
    }
}
