/// Makes bindings to the properties of an object a view holds: with `@Bindable var store`,
/// `$store.text` is a `Binding<String>` for a `TextField`, and `$store.count.sending(\.changed)`
/// a binding that sends an action.
///
/// ```swift
/// struct BindingForm: Reducer {
///     struct State: Equatable {
///         var text = ""
///     }
///
///     enum Action: BindableAction {
///         case binding(BindingAction<State>)
///     }
///
///     var body: some ReducerOf<Self> {
///         BindingReducer()
///     }
/// }
///
/// struct BindingFormView: View {
///     @Bindable var store: StoreOf<BindingForm>
///
///     var body: some View {
///         TextField("Type here", text: $store.text)
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func typingWritesTheTextThroughTheBinding() throws {
///     let store = Store(initialState: BindingForm.State()) { BindingForm() }
///     let host = ViewHost(BindingFormView(store: store))
///
///     try host.type("Hello", into: "Type here")
///
///     #expect(store.text == "Hello")
/// }
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `value`, for making bindings in a body: `Bindable(store).text`.
    public init(_ value: Value) {
        self.wrappedValue = value
    }

    /// The wrapper itself, from which `$store.property` makes bindings.
    public var projectedValue: Bindable<Value> {
        self
    }

    /// A binding to a writable property of the object.
    public subscript<Member>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
    ) -> Binding<Member> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
