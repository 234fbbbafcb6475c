/// A reusable change to a view, applied with `.modifier(_:)`; its `body(content:)` wraps the
/// view it is applied to.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().font(.headline)
///     }
/// }
/// Text("Hello").modifier(Card())
/// ```
@MainActor
public protocol ViewModifier {
    /// The type of view ``body(content:)`` returns.
    associatedtype Body: View
    /// The view the modifier is applied to, as the body sees it.
    typealias Content = ViewModifierContent<Self>

    /// Wraps `content`.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body: the host knows what they do.
    public func body(content: Content) -> Never {
        fatalError("'\(Self.self)' is a built-in modifier and has no body; a ViewHost applies it.")
    }
}

/// The view a ``ViewModifier`` is applied to, standing in for it inside `body(content:)`.
public struct ViewModifierContent<Modifier: ViewModifier>: View {
    let content: any View

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension ViewModifierContent: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        reconciler.reconcile(node, children: [(.erased(ObjectIdentifier(type(of: content))), content)])
    }
}

/// A view with a modifier applied: what `.modifier(_:)` and the built-in modifiers return.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// The view the modifier applies to.
    public let content: Content
    /// The modifier.
    public let modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        if let builtIn = modifier as? any BuiltInModifier {
            builtIn.update(node, content: content, in: reconciler)
        } else {
            node.content = .transparent
            reconciler.reconcile(node, children: [(.content, ModifierBody(modifier: modifier, content: content))])
        }
    }
}

/// A modifier's `body(content:)`, evaluated as a view's body is: tracked, and only when needed.
struct ModifierBody<Modifier: ViewModifier, Content: View>: View {
    let modifier: Modifier
    let content: Content

    var body: Modifier.Body {
        modifier.body(content: ViewModifierContent(content: content))
    }
}

/// A modifier the host applies itself: it describes the node and reconciles the content.
@MainActor
protocol BuiltInModifier {
    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler)
}

/// The built-in modifiers that only describe their content (styling, tags): a modifier node
/// with the content as its only child.
@MainActor
protocol DescribingModifier: BuiltInModifier {
    var description: NodeContent.Modifier { get }
}

extension DescribingModifier {
    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        node.content = .modifier(description)
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
