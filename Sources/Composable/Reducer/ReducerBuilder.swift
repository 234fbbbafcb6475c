/// Builds a reducer from a list of reducers that run one after another on the same action.
///
/// It is what lets a ``Reducer/body`` list `Scope`, `Reduce` and other reducers, and use `if`,
/// `if`/`else`, `for` loops and optional reducers between them:
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
/// struct Logging: Reducer {
///     typealias State = Parent.State
///     typealias Action = Parent.Action
///
///     var body: some ReducerOf<Self> {
///         Reduce { _, action in
///             print("received \(action)")
///             return .none
///         }
///     }
/// }
///
/// struct Parent: Reducer {
///     struct State: Equatable {
///         var child = Child.State()
///     }
///
///     enum Action {
///         case child(Child.Action)
///     }
///
///     var isLoggingEnabled = true
/// // snippet.show
/// var body: some ReducerOf<Self> {
///     Scope(state: \.child, action: \.child) { Child() }
///     if isLoggingEnabled { Logging() }
///     Reduce { state, action in .none }
/// }
/// // snippet.hide
/// }
///
/// let store = Store(initialState: Parent.State()) { Parent() }
/// store.send(.child(.tapped))
/// precondition(store.child.count == 1)
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
    /// Passes a single reducer through.
    @inlinable
    public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R {
        reducer
    }

    /// A reducer whose type is hidden behind `any Reducer`, such as one picked at run time:
    /// `Feature() as any ReducerOf<Feature>`.
    @inlinable
    @_disfavoredOverload
    public static func buildExpression(_ reducer: any Reducer<State, Action>) -> Reduce<State, Action> {
        Reduce(reducer)
    }

    /// A `for` loop: the reducers it lists run one after another, in order.
    ///
    /// ```swift output
    /// struct AddOne: Reducer {
    ///     var body: some Reducer<Int, Void> {
    ///         Reduce { state, _ in
    ///             state += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// let store = Store(initialState: 0) {
    ///     for _ in 1...3 {
    ///         AddOne()
    ///     }
    /// }
    /// store.send(())
    /// print(store.state)
    /// ```
    ///
    /// ```text
    /// 3
    /// ```
    @inlinable
    public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> ReducerArray<R> {
        ReducerArray(reducers)
    }

    /// A body with no reducers does nothing.
    @inlinable
    public static func buildBlock() -> EmptyReducer<State, Action> {
        EmptyReducer()
    }

    /// A body of one reducer is that reducer, unchanged, as in the original.
    ///
    /// ```swift
    /// let counting = Reduce<Int, Void> { count, _ in
    ///     count += 1
    ///     return .none
    /// }
    /// let built: Reduce<Int, Void> = ReducerBuilder<Int, Void>.buildBlock(counting)
    /// var count = 0
    /// _ = built.reduce(into: &count, action: ())
    /// assert(count == 1)
    /// ```
    @inlinable
    public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
        reducer
    }

    /// Passes a single reducer through.
    @inlinable
    public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
        first
    }

    /// Runs the reducers built so far, then the next one.
    @inlinable
    public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
        accumulated: R0, next: R1
    ) -> ReducerSequence<R0, R1> {
        ReducerSequence(accumulated, next)
    }

    /// An `if` without `else`: the reducer runs only when the condition held.
    @inlinable
    public static func buildOptional<R: Reducer<State, Action>>(_ reducer: R?) -> OptionalReducer<R> {
        OptionalReducer(reducer)
    }

    /// The first branch of an `if`/`else`.
    @inlinable
    public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
        first reducer: First
    ) -> EitherReducer<First, Second> {
        .first(reducer)
    }

    /// The second branch of an `if`/`else`.
    @inlinable
    public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
        second reducer: Second
    ) -> EitherReducer<First, Second> {
        .second(reducer)
    }

    /// `if #available` branches.
    @inlinable
    public static func buildLimitedAvailability<R: Reducer<State, Action>>(_ reducer: R) -> R {
        reducer
    }

    /// The built reducer.
    @inlinable
    public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
        reducer
    }
}
