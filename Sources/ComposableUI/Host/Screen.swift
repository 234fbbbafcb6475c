/// What is on screen in a tree of nodes, in reading order: the selected tab of a tab view,
/// the chosen option of a picker, a presented sheet after the view it covers.
@MainActor
enum Screen {
    /// Visits the visible nodes under `node`, parents before children.
    static func walk(_ node: ViewNode, _ visit: (ViewNode) -> Void) {
        visit(node)
        for child in visibleChildren(of: node) { walk(child, visit) }
    }

    /// The children of `node` that are on screen, in reading order.
    static func visibleChildren(of node: ViewNode) -> [ViewNode] {
        switch node.content {
        case .modifier(.tabItem):
            // The tab item shows in the tab bar, which the tab view lists after its content.
            return Array(node.children.prefix(1))
        case let .tabView(selection, _):
            let tabs = items(of: node)
            guard let shown = selectedTab(tabs, selection: selection) else { return [] }
            return [shown] + tabs.compactMap { attachments(of: $0).item }
        case let .picker(selection, _):
            let label = node.children.first.map { [$0] } ?? []
            let chosen = node.children.dropFirst().flatMap(items(of:)).filter { attachments(of: $0).tag == selection }
            return label + chosen
        default:
            return node.children
        }
    }

    /// The rows, tabs or options a container holds: its children, looking through views that
    /// show nothing of their own (a `ForEach`, a group, a view's body).
    static func items(of node: ViewNode) -> [ViewNode] {
        node.children.flatMap { child -> [ViewNode] in
            if case .transparent = child.content { return items(of: child) }
            return [child]
        }
    }

    /// The `.tag` and `.tabItem` on a row, tab or option, found in the modifiers around it.
    static func attachments(of item: ViewNode) -> (tag: AnyHashable?, item: ViewNode?) {
        var tag: AnyHashable?
        var tabItem: ViewNode?
        var node: ViewNode? = item
        while let current = node {
            switch current.content {
            case let .modifier(.tag(value)): tag = tag ?? value
            case .modifier(.tabItem): tabItem = tabItem ?? current.children.dropFirst().first
            case .modifier, .transparent: break
            default: return (tag, tabItem)
            }
            node = current.children.first
        }
        return (tag, tabItem)
    }

    /// The tab whose tag is `selection`, or the first.
    static func selectedTab(_ tabs: [ViewNode], selection: AnyHashable?) -> ViewNode? {
        if let selection, let match = tabs.first(where: { attachments(of: $0).tag == selection }) {
            return match
        }
        return tabs.first
    }

    /// The text a person reads on `node`: its `Text`s joined by spaces, or else the names of
    /// its symbols.
    static func title(of node: ViewNode?) -> String {
        guard let node else { return "" }
        var texts: [String] = []
        var symbols: [String] = []
        walk(node) { visited in
            switch visited.content {
            case let .text(string): texts.append(string)
            case let .image(name): symbols.append(name)
            default: break
            }
        }
        return (texts.isEmpty ? symbols : texts).joined(separator: " ")
    }
}
