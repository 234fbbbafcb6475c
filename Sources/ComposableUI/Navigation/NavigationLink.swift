/// A control that pushes a screen on the enclosing `NavigationStack`; a test taps it by its
/// label's text with ``ViewHost/tap(_:)``.
///
/// ```swift
/// // snippet.hide
/// struct Detail: Reducer {
///     struct State: Equatable {
///         var title = "Milk"
///     }
///
///     enum Action {
///         case titleChanged(String)
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             if case let .titleChanged(title) = action { state.title = title }
///             return .none
///         }
///     }
/// }
///
/// struct DetailView: View {
///     let store: StoreOf<Detail>
///
///     var body: some View {
///         Text("Detail: \(store.title)")
///     }
/// }
///
/// struct Path: Reducer {
///     enum State: Equatable {
///         case detail(Detail.State)
///     }
///
///     enum Action {
///         case detail(Detail.Action)
///     }
///
///     var body: some ReducerOf<Self> {
///         Scope(state: \.detail, action: \.detail) { Detail() }
///     }
/// }
///
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var detail = Detail.State()
///     }
///
///     enum Action {
///         case detail(Detail.Action)
///     }
///
///     var body: some ReducerOf<Self> {
///         Scope(state: \.detail, action: \.detail) { Detail() }
///     }
/// }
///
/// struct FeatureView: View {
///     let store: StoreOf<Feature>
///
///     var body: some View {
///         VStack {
/// // snippet.show
/// NavigationLink("Details") { DetailView(store: store.scope(state: \.detail, action: \.detail)) }
/// NavigationLink(state: Path.State.detail(Detail.State())) { Text("Open") }
/// // snippet.hide
///         }
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// precondition(host.texts.contains("Details") && host.texts.contains("Open"))
/// ```
public struct NavigationLink<Label: View>: View {
    let target: NavigationLinkTarget
    let label: Label
    /// What a link driven by a binding pushes while the binding is set (a
    /// `.navigationDestination(isPresented:)` beside the label).
    var attachment: (any View)?

    /// A link showing `label` that pushes `destination`.
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination())
        self.label = label()
    }

    /// A link showing `label` that pushes `destination`, given as a value (the older
    /// spelling).
    ///
    /// ```swift
    /// struct Detail: View {
    ///     var body: some View { Text("Detail") }
    /// }
    ///
    /// let host = ViewHost(NavigationStack {
    ///     NavigationLink(destination: Detail()) { Text("Open") }
    /// })
    /// try host.tap("Open")
    /// assert(host.texts == ["Detail"])
    /// ```
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination)
        self.label = label()
    }

    /// A link showing `label` that pushes `state` onto the path of the enclosing stack
    /// (`NavigationStack(path:root:destination:)`): the stack's store receives
    /// `.push(id:state:)`.
    public init<State>(state: State?, @ViewBuilder label: () -> Label) {
        self.target = state.map { .state($0) } ?? .view(EmptyView())
        self.label = label()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination`, given as a value (the older spelling).
    public init<Destination: View>(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `state` onto the path of the enclosing stack.
    public init<State>(_ title: String, state: State?) {
        self.init(state: state) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .navigationLink(target)
        var children: [(NodeKey, any View)] = [(.label, label)]
        if let attachment { children.append((.attachment, attachment)) }
        reconciler.reconcile(node, children: children)
    }
}
