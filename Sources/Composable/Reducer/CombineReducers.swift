/// Groups reducers so that a modifier such as `.ifLet` applies to all of them at once.
///
/// ```swift
/// // snippet.hide
/// struct Child: Reducer {
///     struct State: Equatable {
///         var count = 0
///     }
///
///     enum Action {
///         case tapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.count += 1
///             return .none
///         }
///     }
/// }
///
/// struct Analytics: Reducer {
///     typealias State = Feature.State
///     typealias Action = Feature.Action
///
///     var body: some ReducerOf<Self> {
///         Reduce { _, action in
///             print("analytics: \(action)")
///             return .none
///         }
///     }
/// }
///
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var child: Child.State? = Child.State()
///     }
///
///     enum Action {
///         case child(Child.Action)
///     }
///
///     var body: some ReducerOf<Self> {
/// // snippet.show
/// CombineReducers {
///     Reduce { state, action in .none }
///     Analytics()
/// }
/// .ifLet(\.child, action: \.child) { Child() }
/// // snippet.hide
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// store.send(.child(.tapped))
/// precondition(store.child?.count == 1)
/// ```
///
/// A `body` already runs the reducers it lists in order, so `CombineReducers` is needed only
/// where a group must be one reducer: to apply a modifier such as
/// ``Reducer/ifLet(_:action:then:fileID:line:)`` or ``Reducer/onChange(of:_:)`` to all of them,
/// or to pass several reducers where one is expected.
///
/// [Several children](doc:Scoping#Several-children) in <doc:Scoping> lists reducers in a `body`,
/// which combines them without a `CombineReducers`.
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: Reducers

    /// Runs the reducers the builder lists, in order.
    @inlinable
    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
        self.reducers = build()
    }

    /// Runs the grouped reducers.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reducers.reduce(into: &state, action: action)
    }

    /// Resolves the grouped reducers.
    @inlinable
    public func _resolve() -> ResolvedReducer<State, Action> {
        reducers._resolve()
    }
}
