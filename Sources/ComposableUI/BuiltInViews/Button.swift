/// A control that performs an action when tapped; a test taps it by its label's text with
/// ``ViewHost/tap(_:)``.
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var isCounterShown = false
///         var count = 0
///     }
///
///     enum Action {
///         case toggleCounterButtonTapped
///         case incrementButtonTapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .toggleCounterButtonTapped:
///                 state.isCounterShown.toggle()
///                 return .none
///             case .incrementButtonTapped:
///                 state.count += 1
///                 return .none
///             }
///         }
///     }
/// }
///
/// struct FeatureView: View {
///     let store: StoreOf<Feature>
///
///     var body: some View {
///         VStack {
/// // snippet.show
/// Button("Toggle Counter") { store.send(.toggleCounterButtonTapped) }
/// Button { store.send(.incrementButtonTapped) } label: { Image(systemName: "plus") }
/// // snippet.hide
///         }
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// try host.tap("Toggle Counter")
/// precondition(store.isCounterShown)
/// ```
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    /// Whether this button was made by a style from its configuration, so no style applies.
    var isStyled = false

    /// A button showing `label`.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a role, such as `.destructive`, showing `label`.
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button titled `title`.
    @preconcurrency
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button titled `title`, with a role such as `.destructive`.
    @preconcurrency
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == ComposableUI.Label<Text, Image> {
    /// A button titled `title` with a system symbol.
    @preconcurrency
    public init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ComposableUI.Label(title, systemImage: systemImage) }
    }
}

/// What a button does, for how it is shown: a destructive button is red.
public enum ButtonRole: Hashable, Sendable {
    /// Deletes or discards something.
    case destructive
    /// Cancels what is going on.
    case cancel
}

extension Button: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let style = isStyled ? nil : EnvironmentValues.resolved(for: node.parent).buttonStyle
        let label = PrimitiveButtonStyleConfiguration.Label(content: AnyView(self.label))
        switch style {
        case nil:
            node.content = .button(role: role, action: action)
            reconciler.reconcile(node, children: [(.label, self.label)])
        case let .label(makeBody):
            node.content = .button(role: role, action: action)
            let configuration = ButtonStyleConfiguration(role: role, label: label, isPressed: false)
            // Keyed apart from a plain label, so that `render()` shows what the style drew.
            reconciler.reconcile(node, children: [(.attachment, makeBody(configuration).environment(\.buttonStyle, nil))])
        case let .primitive(makeBody):
            // The style decides what shows and what performs the action.
            node.content = .transparent
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: label, action: action)
            // Buttons the style's body makes are plain ones, or the style would style itself forever.
            reconciler.reconcile(node, children: [(.content, makeBody(configuration).environment(\.buttonStyle, nil))])
        }
    }
}
