/// A choice among options, each marked with `.tag(value)`; a test chooses one by its text with
/// ``ViewHost/select(_:in:)``.
///
/// ```swift
/// // snippet.hide
/// enum Filter: Hashable, Sendable {
///     case all
///     case active
/// }
///
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var filter = Filter.all
///     }
///
///     enum Action: BindableAction {
///         case binding(BindingAction<State>)
///
///     }
///
///     var body: some ReducerOf<Self> {
///         BindingReducer()
///         Reduce { state, action in
///             switch action {
///
///             default:
///                 return .none
///             }
///         }
///     }
/// }
///
/// struct FeatureView: View {
///     @Bindable var store: StoreOf<Feature>
///
///     var body: some View {
///         VStack {
/// // snippet.show
/// Picker("Filter", selection: $store.filter) {
///     Text("All").tag(Filter.all)
///     Text("Active").tag(Filter.active)
/// }
/// // snippet.hide
///         }
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// try host.select("Active", in: "Filter")
/// precondition(store.filter == .active)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker showing `label`, choosing among the options `content` builds.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Picker where Label == Text {
    /// A picker titled `title`, choosing among the options `content` builds.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let selection = selection
        let current = reconciler.read(on: node, for: self) { selection.wrappedValue }
        node.content = .picker(
            selection: AnyHashable(current),
            select: { tag in
                guard let value = tag.base as? SelectionValue else { return false }
                selection.wrappedValue = value
                return true
            }
        )
        reconciler.reconcile(node, children: [(.label, label), (.content, content)])
    }
}
