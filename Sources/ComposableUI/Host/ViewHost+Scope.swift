/// Narrowing a ``ViewHost``'s lookups to a part of the screen: `host.within("Counter 1")`.
extension ViewHost {
    /// The part of the screen titled `title`, for lookups that would be ambiguous on the whole
    /// screen: two counters each with a "plus" button, told apart by the text beside them.
    ///
    /// The part is the view marked `.accessibilityIdentifier(title)`, or else the nearest view
    /// around the text `title` that shows more than that text (the row, stack or section it
    /// labels). It is found again on every call, so it follows the screen as it changes.
    ///
    /// ```swift
    /// struct Counters: View {
    ///     @State var first = 0
    ///     @State var second = 0
    ///
    ///     var body: some View {
    ///         VStack {
    ///             HStack {
    ///                 Text("Counter 1")
    ///                 Button("plus") { first += 1 }
    ///             }
    ///             HStack {
    ///                 Text("Counter 2")
    ///                 Button("plus") { second += 1 }
    ///             }
    ///             Text("\(first) and \(second)")
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Counters())
    /// try host.within("Counter 2").tap("plus")
    /// assert(host.texts.last == "0 and 1")
    /// ```
    public func within(_ title: String) -> ViewHostScope {
        ViewHostScope(host: self, chain: scopeChain + [title])
    }

    /// Runs `body` with lookups narrowed to the parts titled `chain`, outermost first.
    func scoped<T>(_ chain: [String], _ body: () throws -> T) rethrows -> T {
        let saved = scopeChain
        scopeChain = chain
        defer { scopeChain = saved }
        return try body()
    }

    /// The node lookups start from: the root, or the part of the screen the scope names.
    func scopeRoot() throws -> ViewNode {
        var base = root
        for (depth, title) in scopeChain.enumerated() {
            base = try part(titled: title, under: base, path: Array(scopeChain.prefix(depth)))
        }
        return base
    }

    private func part(titled title: String, under base: ViewNode, path: [String]) throws -> ViewNode {
        var marked: [ViewNode] = []
        var labelled: [ViewNode] = []
        var identifiers: [String] = []
        var texts: [String] = []
        Screen.walk(base) { node in
            switch node.content {
            case let .modifier(.accessibilityIdentifier(identifier)):
                identifiers.append(identifier)
                if identifier == title { marked.append(node) }
            case let .text(string):
                texts.append(string)
                if string == title { labelled.append(node) }
            default:
                break
            }
        }
        let matches = marked.isEmpty ? labelled.map { Self.enclosingPart(of: $0, below: base) } : marked
        let unique = matches.reduce(into: [ViewNode]()) { found, node in
            if !found.contains(where: { $0 === node }) { found.append(node) }
        }
        guard unique.count == 1, let part = unique.first else {
            let place = path.isEmpty ? "on screen" : "inside " + path.map { "\"\($0)\"" }.joined(separator: " inside ")
            let listedTexts = texts.isEmpty ? "none" : texts.map { "\"\($0)\"" }.joined(separator: ", ")
            let listedIdentifiers = identifiers.isEmpty ? "none" : identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
            let problem = unique.isEmpty
                ? "No text or accessibility identifier reads \"\(title)\" \(place)"
                : "\(unique.count) parts of the screen read \"\(title)\" \(place), so which one to look in is ambiguous"
            throw ViewHostError(
                "\(problem). Texts: \(listedTexts). Accessibility identifiers: \(listedIdentifiers). "
                    + "Scope with a text that labels one part, or mark the part with .accessibilityIdentifier(...)."
            )
        }
        return part
    }

    /// The nearest view around `text` that shows more than it: the row or stack it labels.
    private static func enclosingPart(of text: ViewNode, below base: ViewNode) -> ViewNode {
        var current = text
        while let parent = current.parent, current !== base {
            current = parent
            if shownPieces(in: current) > 1 { return current }
        }
        return current
    }

    /// How many texts, images and controls `node` shows.
    private static func shownPieces(in node: ViewNode) -> Int {
        var count = 0
        Screen.walk(node) { visited in
            switch visited.content {
            case .transparent, .modifier, .stack, .list, .form, .section, .label: break
            default: count += 1
            }
        }
        return count
    }

    /// The `.accessibilityIdentifier` set on `node` or on the modifiers right around it.
    static func accessibilityIdentifier(of node: ViewNode) -> String? {
        var current: ViewNode? = node.parent
        while let visited = current {
            switch visited.content {
            case let .modifier(.accessibilityIdentifier(identifier)): return identifier
            case .modifier, .transparent: current = visited.parent
            default: return nil
            }
        }
        return nil
    }

    /// Closes the menus around `control` after one of their buttons was tapped, as a menu does.
    func closeMenus(around control: ViewNode) {
        var current = control.parent
        while let visited = current {
            if case let .disclosure(.menu, isOpen) = visited.content, isOpen.wrappedValue { isOpen.wrappedValue = false }
            current = visited.parent
        }
    }

    /// Moves the focus to `field` when a `.focused` modifier around it can take it.
    func focus(_ field: ViewNode) {
        var current = field.parent
        while let visited = current {
            switch visited.content {
            case let .modifier(.focused(isFocused, focus)):
                if !isFocused { focus() }
                return
            case .modifier, .transparent: current = visited.parent
            default: return
            }
        }
    }

    /// The title of the control that has the focus, as `.focused` marks it; `nil` when none has.
    public var focusedField: String? {
        update()
        var focused: String?
        Screen.walk(root) { node in
            guard focused == nil, case .modifier(.focused(true, _)) = node.content else { return }
            Screen.walk(node) { inner in
                if focused == nil, case let .textField(title, _, _) = inner.content { focused = title }
            }
            focused = focused ?? Screen.title(of: node)
        }
        return focused
    }
}

/// A part of a ``ViewHost``'s screen, from ``ViewHost/within(_:)``: the same lookups, narrowed
/// to what is inside that part.
@MainActor
public struct ViewHostScope {
    let host: ViewHost
    let chain: [String]

    /// A part inside this part.
    public func within(_ title: String) -> ViewHostScope {
        ViewHostScope(host: host, chain: chain + [title])
    }

    /// The texts inside this part, in reading order.
    public var texts: [String] {
        host.scoped(chain) { host.texts }
    }

    /// Taps the one button, link, menu or disclosure group inside this part titled `title`.
    public func tap(_ title: String) throws {
        try host.scoped(chain) { try host.tap(title) }
    }

    /// Types `text` into the one text field inside this part titled `title`.
    public func type(_ text: String, into title: String) throws {
        try host.scoped(chain) { try host.type(text, into: title) }
    }

    /// Flips the one toggle inside this part titled `title`.
    public func toggle(_ title: String) throws {
        try host.scoped(chain) { try host.toggle(title) }
    }

    /// Presses + on the one stepper inside this part titled `title`.
    public func increment(_ title: String) throws {
        try host.scoped(chain) { try host.increment(title) }
    }

    /// Presses − on the one stepper inside this part titled `title`.
    public func decrement(_ title: String) throws {
        try host.scoped(chain) { try host.decrement(title) }
    }

    /// Chooses `option` in the one picker inside this part titled `title`.
    public func select(_ option: String, in title: String) throws {
        try host.scoped(chain) { try host.select(option, in: title) }
    }
}

/// Lets the host's `openURL` reach the host without the host owning itself.
@MainActor
final class OpenedURLs {
    weak var host: ViewHost?
}

extension ViewHostError {
    /// This lookup error, saying which part of the screen was searched.
    func inside(_ chain: [String]) -> ViewHostError {
        let place = chain.map { "\"\($0)\"" }.joined(separator: " inside ")
        return ViewHostError(message.replacingOccurrences(of: "on screen", with: "inside \(place)"))
    }
}
