/// A store's state as a `ViewStore`'s `observe` closure sees it when the store's actions are
/// `BindableAction`: its properties read as usual, and each ``BindingState`` property, through
/// `$`, becomes a ``BindingViewState`` that writes by sending a binding action. The original's
/// older spelling, kept so that code written against it compiles and runs (with a deprecation
/// warning, as in the original).
///
/// Use the store itself instead: `store.name` reads, `store.name = "Ada"` (or `$store.name` in
/// a view) writes.
///
/// ```swift
/// struct Login: Reducer {
///     struct State: Equatable {
///         var email = ""
///         var isRequestInFlight = false
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
/// @MainActor func fillIn() {
///     let store = Store(initialState: Login.State()) { Login() }
///     store.email = "ada@example.com"  // was: viewStore.$email, from ViewState(email: $0.$email)
///     precondition(store.email == "ada@example.com" && !store.isRequestInFlight)
/// }
/// ```
@available(*, deprecated, message: "Read and write the store's properties directly ('store.name', '$store.name').")
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct BindingViewStore<State> {
    let state: @MainActor () -> State
    let send: @MainActor (BindingAction<State>) -> Void
    let actionType: Any.Type

    package init<Action: BindableAction>(store: Store<State, Action>) where Action.State == State {
        state = { store.withState { $0 } }
        send = { store.send(.binding($0)) }
        actionType = Action.self
    }

    /// Wraps another binding view store, for the `$` spelling of a parameter.
    public init(projectedValue: Self) {
        self = projectedValue
    }

    /// The store's state now.
    public var wrappedValue: State {
        state()
    }

    /// The binding view store itself.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// A property of the state: `$0.isRequestInFlight`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state()[keyPath: keyPath]
    }

    /// A ``BindingState`` property, as a ``BindingViewState`` that writes by sending
    /// `.binding(.set(\.$name, value))`: `$0.$name`.
    public subscript<Value: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
    ) -> BindingViewState<Value> {
        let state = state
        let send = send
        let actionType = actionType
        return BindingViewState(
            get: { state()[keyPath: keyPath].wrappedValue },
            set: { value in
                let probe = UnhandledBindingProbe(
                    actionType: actionType,
                    valueDescription: String(reflecting: value),
                    bindingStateDeclaration: state()[keyPath: keyPath].declaration
                )
                send(.bindingStateWrite(keyPath, value, probe: probe))
            }
        )
    }
}
