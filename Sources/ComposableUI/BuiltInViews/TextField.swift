/// An editable line of text bound to a `String`; a test types into it by its title with
/// ``ViewHost/type(_:into:)``.
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var text = ""
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
/// TextField("Type here", text: $store.text)
/// // snippet.hide
///         }
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// try host.type("Hello", into: "Type here")
/// precondition(store.text == "Hello")
/// ```
public struct TextField: View {
    let title: String
    let text: Binding<String>

    /// A field titled `title` (shown as its placeholder) editing `text`.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension TextField: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .textField(title: title, text: text, isSecure: false)
        reconciler.reconcile(node, children: [])
    }
}

/// A text field whose text is hidden, for passwords.
public struct SecureField: View {
    let title: String
    let text: Binding<String>

    /// A field titled `title` editing `text` without showing it.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension SecureField: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .textField(title: title, text: text, isSecure: true)
        reconciler.reconcile(node, children: [])
    }
}
