/// A reducer written inline as a closure.
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable {
///         var count = 0
///     }
///
///     enum Action {
///         case incrementTapped
///         case resetTapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .incrementTapped:
///                 state.count += 1
///                 return .none
///             case .resetTapped:
///                 state.count = 0
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func theCounterCountsTapsUntilItIsReset() async {
///     let store = TestStore(initialState: Counter.State()) { Counter() }
///
///     await store.send(.incrementTapped) { $0.count = 1 }
///     await store.send(.incrementTapped) { $0.count = 2 }
///     await store.send(.resetTapped) { $0.count = 0 }
/// }
/// ```
///
/// Use `Reduce` for the logic a feature writes itself, inside its `body`, next to the
/// reducers it composes (``Scope``, ``Reducer/ifLet(_:action:then:fileID:line:)``,
/// ``BindingReducer``). A feature with no children can instead implement
/// ``Reducer/reduce(into:action:)`` directly. Reducers in a `body` run in the order they are
/// listed, each on the state the ones before it left, and their effects run together.
///
/// [A child feature on its own](doc:Scoping#A-child-feature-on-its-own) in <doc:Scoping> is one
/// `Reduce`; [why `Scope` goes before the parent's
/// `Reduce`](doc:Scoping#Why-Scope-goes-before-the-parent-s-Reduce) shows what the order of a
/// `body` is for.
public struct Reduce<State, Action>: Reducer {
    @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

    /// Creates a reducer from a closure that mutates the state and returns an effect.
    @inlinable
    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    /// Wraps any reducer of the same domain, hiding its type.
    @inlinable
    public init<R: Reducer<State, Action>>(_ reducer: R) {
        self.reduce = { reducer.reduce(into: &$0, action: $1) }
    }

    /// The original's internal spelling of the closure initializer, `Reduce { state, action in ... }`,
    /// which its own test suite uses; public here so that those tests compile.
    @inlinable
    @_disfavoredOverload
    public init(internal reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    /// Calls the closure.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduce(&state, action)
    }

    /// The closure is already a function.
    @inlinable
    public func _resolve() -> ResolvedReducer<State, Action> {
        ResolvedReducer(reduce)
    }
}
