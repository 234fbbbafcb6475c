/// A property of a view state that reads and writes a ``BindingState`` property of the
/// feature's state: the original's older spelling, `@BindingViewState var name: String`,
/// filled from a ``BindingViewStore`` (`ViewState(name: $0.$name)`), kept so that code written
/// against it compiles and runs (with a deprecation warning, as in the original).
///
/// Use a plain property and bindings from the store instead: `$store.name` in a view whose
/// store's actions are `BindableAction`.
///
/// ```swift
/// struct Profile: Reducer {
///     struct State: Equatable {
///         var name = ""
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
/// @MainActor func typeName() {
///     let store = Store(initialState: Profile.State()) { Profile() }
///     store.name = "Ada"  // what a binding to `$store.name` does when the user types
///     precondition(store.name == "Ada")
/// }
/// ```
///
/// A view state holding one is equal to another when both the value it was made with and the
/// value now are, so that a `ViewStore` sees a write made through an older view state as a
/// change. `viewStore.$name` (with `ComposableUI`) is the binding a control takes.
@available(*, deprecated, message: "Use a plain property and bindings from the store ('$store.name').")
@propertyWrapper
@dynamicMemberLookup
public struct BindingViewState<Value> {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void
    let initialValue: Value

    @MainActor
    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
        self.initialValue = get()
    }

    /// Reads the value from a caller known to be on the main actor but not marked so (`==`,
    /// which `Equatable` declares nonisolated). A main-actor function and a plain one of the
    /// same signature are the same at run time; only the compiler's check differs.
    func readOnMainActor() -> Value {
        unsafeBitCast(get, to: (() -> Value).self)()
    }

    /// The property's value now, read through the store; setting it sends the binding action.
    @MainActor
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The wrapper itself: `viewStore.$name` turns it into a binding (with `ComposableUI`).
    public var projectedValue: Self {
        self
    }

    /// The wrapper for a property of the value: `$0.$contact.name`.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> BindingViewState<Subject> {
        let get = get
        let set = set
        return BindingViewState<Subject>(
            get: { get()[keyPath: keyPath] },
            set: { subject in
                var value = get()
                value[keyPath: keyPath] = subject
                set(value)
            }
        )
    }
}

@available(*, deprecated)
extension BindingViewState: Equatable where Value: Equatable {
    /// Equal when both the value each was made with and the value now are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.preconditionIsolated("A view state is compared on the main actor, where its store is read.")
        return lhs.initialValue == rhs.initialValue && lhs.readOnMainActor() == rhs.readOnMainActor()
    }
}

@available(*, deprecated)
extension BindingViewState: CustomReflectable {
    /// Reflects the value, so that a dump of a view state shows the value.
    public var customMirror: Mirror {
        Mirror(reflecting: initialValue)
    }
}
