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
        case .navigationStack:
            return [navigationTop(of: node).screen]
        case let .disclosure(_, isExpanded):
            // Collapsed, only the label shows.
            return isExpanded.wrappedValue ? node.children : Array(node.children.prefix(1))
        case .modifier(.navigationDestination):
            // A pushed destination shows on its stack, in place of the screen under it.
            return Array(node.children.prefix(1))
        case .modifier(.toolbar):
            // The toolbar's items read before the content, as a navigation bar above it.
            return Array(node.children.dropFirst()) + Array(node.children.prefix(1))
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

    /// The screen a navigation stack shows (its top pushed screen, or a destination pushed from
    /// it by `.navigationDestination`, or the root), and what going back from it does.
    static func navigationTop(of stack: ViewNode) -> (screen: ViewNode, pop: (@MainActor () -> Void)?) {
        guard case let .navigationStack(control) = stack.content, var screen = stack.children.last else {
            return (stack, nil)
        }
        var pop = control.pop
        while let destination = activeDestination(in: screen) {
            screen = destination.node
            pop = destination.dismiss
        }
        return (screen, pop)
    }

    /// The last destination pushed by a `.navigationDestination` among the visible views under
    /// `screen`, not looking into nested stacks.
    private static func activeDestination(in screen: ViewNode) -> (node: ViewNode, dismiss: @MainActor () -> Void)? {
        var found: (node: ViewNode, dismiss: @MainActor () -> Void)?
        func search(_ node: ViewNode) {
            if case let .modifier(.navigationDestination(true, dismiss)) = node.content, node.children.count > 1 {
                found = (node.children[1], dismiss)
            }
            if case .navigationStack = node.content, node !== screen { return }
            for child in visibleChildren(of: node) { search(child) }
        }
        search(screen)
        return found
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
