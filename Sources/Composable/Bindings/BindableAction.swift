/// An action enum with a `binding` case that carries writes from the view straight to state.
///
/// ```swift
/// struct Profile: Reducer {
///     struct State: Equatable {
///         var name = ""
///         var saved: String?
///     }
///
///     enum Action: BindableAction {
///         case binding(BindingAction<State>)
///         case saveTapped
///     }
///
///     var body: some ReducerOf<Self> {
///         BindingReducer()
///         Reduce { state, action in
///             if case .saveTapped = action {
///                 state.saved = state.name
///             }
///             return .none
///         }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func aBindingWritesTheNameThatSaveKeeps() async {
///     let store = TestStore(initialState: Profile.State()) { Profile() }
///
///     await store.send(.binding(.set(\.name, "Ada"))) { $0.name = "Ada" }
///     await store.send(.saveTapped) { $0.saved = "Ada" }
/// }
/// ```
///
/// The `binding` case itself satisfies ``binding(_:)``. Add `BindingReducer()` to the body to
/// apply the writes.
public protocol BindableAction {
    /// The state the bindings write to.
    associatedtype State

    /// Wraps a binding action; an enum case `binding(BindingAction<State>)` provides it.
    static func binding(_ action: BindingAction<State>) -> Self

    /// The binding action this action carries, or `nil` for any other action.
    var binding: BindingAction<State>? { get }
}

extension BindableAction {
    /// Finds the payload of the `binding` case by reflection, so a conforming enum needs no
    /// code beyond its case. Implement the property yourself to avoid the reflection.
    public var binding: BindingAction<State>? {
        let mirror = Mirror(reflecting: self)
        guard mirror.displayStyle == .enum, let child = mirror.children.first else { return nil }
        return child.value as? BindingAction<State>
    }

    /// Sets the value at `keyPath` to `value`: `.set(\.text, "Hello")`.
    public static func set<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<State, Value>,
        _ value: Value
    ) -> Self {
        .binding(.set(keyPath, value))
    }
}
