/// Read and write access to a value that lives elsewhere (a store, a `@State`), for the
/// controls that change it: a `TextField` takes a `Binding<String>`.
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var name = ""
///         var isOn = false
///     }
///
///     enum Action: BindableAction {
///         case binding(BindingAction<State>)
///         case toggled(Bool)
///     }
///
///     var body: some ReducerOf<Self> {
///         BindingReducer()
///         Reduce { state, action in
///             switch action {
///             case let .toggled(isOn):
///                 state.isOn = isOn
///                 return .none
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
/// TextField("Name", text: $store.name)                  // from @Bindable var store
/// Toggle("On", isOn: Binding(get: { store.isOn }, set: { store.send(.toggled($0)) }))
/// // snippet.hide
///         }
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// try host.type("Ada", into: "Name")
/// try host.toggle("On")
/// precondition(store.name == "Ada" && store.isOn)
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.read = get
        self.write = set
    }

    /// The binding a `@Binding` property is given: `ChildView(isOn: $isOn)`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes, for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    @MainActor
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so that `$value` can be handed on.
    public var projectedValue: Binding<Value> {
        self
    }

    /// A binding to a part of the value: `$settings.volume` from a `Binding<Settings>`.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { read()[keyPath: keyPath] },
            set: { member in
                var whole = read()
                whole[keyPath: keyPath] = member
                write(whole)
            }
        )
    }
}
