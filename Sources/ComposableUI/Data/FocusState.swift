/// Which control has the keyboard focus, kept by a view as `@State` is:
/// `@FocusState var focusedField: Field?`, with `.focused($focusedField, equals: .username)` on
/// each field.
///
/// In a ``ViewHost``, typing into a field (`host.type(_:into:)`) moves the focus to it, and
/// ``ViewHost/focusedField`` names the field that has it.
///
/// ```swift
/// struct SignIn: View {
///     enum Field: Hashable { case username, password }
///     @State var username = ""
///     @State var password = ""
///     @FocusState var focusedField: Field?
///
///     var body: some View {
///         VStack {
///             TextField("Username", text: $username)
///                 .focused($focusedField, equals: .username)
///             SecureField("Password", text: $password)
///                 .focused($focusedField, equals: .password)
///             Button("Next") { focusedField = .password }
///         }
///     }
/// }
///
/// let host = ViewHost(SignIn())
/// try host.type("ada", into: "Username")
/// assert(host.focusedField == "Username")
/// try host.tap("Next")
/// assert(host.focusedField == "Password")
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable> {
    let state: State<Value>

    /// Focus kept as a flag: whether the one control bound to it has the focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Focus kept as an optional value: the control whose value it is has the focus; `nil`
    /// when none has.
    public init<Field: Hashable>() where Value == Field? {
        state = State(wrappedValue: nil)
    }

    /// The value of the control that has the focus; setting it moves the focus.
    @MainActor
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The focus as `.focused(_:equals:)` and `.bind(_:to:)` take it.
    @MainActor
    public var projectedValue: Binding {
        Binding(binding: state.projectedValue)
    }

    /// Reads and moves the focus of a ``FocusState``.
    public struct Binding {
        let binding: ComposableUI.Binding<Value>

        /// The value of the control that has the focus.
        @MainActor
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
    }
}

extension FocusState: StateProperty {
    func connect(to storages: inout [String: AnyObject], name: String) {
        state.connect(to: &storages, name: name)
    }
}

/// Marks its content as the control that gets the focus when the focus state equals `value`.
struct FocusedModifier<Value: Hashable>: ViewModifier, BuiltInModifier {
    let focus: FocusState<Value>.Binding
    let value: Value
    typealias Body = Never

    func update<Content: View>(_ node: ViewNode, content: Content, in reconciler: Reconciler) {
        let focus = focus
        let value = value
        let isFocused = reconciler.read(on: node, for: ModifiedContent(content: content, modifier: self)) {
            focus.wrappedValue == value
        }
        node.content = .modifier(.focused(isFocused: isFocused, focus: { focus.wrappedValue = value }))
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension View {
    /// Gives this control the focus while `binding` equals `value`, and sets `binding` to
    /// `value` when the control gets the focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(focus: binding, value: value))
    }

    /// Gives this control the focus while `condition` is true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(focus: condition, value: true))
    }
}
