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
    let entry: TextEntry

    /// A field titled `title` (shown as its placeholder) editing `text`.
    public init(_ title: String, text: Binding<String>) {
        entry = TextEntry(title: title, text: text, isSecure: false)
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension TextField: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        entry.update(node, in: reconciler)
    }
}

/// A text field whose text is hidden, for passwords.
public struct SecureField: View {
    let entry: TextEntry

    /// A field titled `title` editing `text` without showing it.
    public init(_ title: String, text: Binding<String>) {
        entry = TextEntry(title: title, text: text, isSecure: true)
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension SecureField: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        entry.update(node, in: reconciler)
    }
}
