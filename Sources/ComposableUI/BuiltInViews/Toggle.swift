/// A switch bound to a `Bool`; a test flips it by its title with ``ViewHost/toggle(_:)``.
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var toggleIsOn = false
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
/// Toggle("Disable other controls", isOn: $store.toggleIsOn)
/// // snippet.hide
///         }
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// try host.toggle("Disable other controls")
/// precondition(store.toggleIsOn)
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Toggle where Label == Text {
    /// A toggle titled `title`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .toggle(isOn: isOn)
        reconciler.reconcile(node, children: [(.label, label)])
    }
}
