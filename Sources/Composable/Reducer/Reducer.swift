/// A feature's logic: how its state changes in answer to an action, and which effects follow.
///
/// Conform a type and give it either a `body` built from other reducers, or a
/// `reduce(into:action:)` method:
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable { var count = 0 }
///     enum Action { case incrementTapped }
///
///     var body: some Reducer<State, Action> {
///         Reduce { state, action in
///             state.count += 1
///             return .none
///         }
///     }
/// }
/// ```
public protocol Reducer<State, Action> {
    /// The feature's state.
    associatedtype State

    /// The actions the feature answers.
    associatedtype Action

    /// The type of ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
    associatedtype Body

    /// The feature's logic as a composition of other reducers, run in order.
    @ReducerBuilder<State, Action>
    var body: Body { get }

    /// Changes `state` for `action` and returns the effect to run next.
    func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// The reducer type for the domain of the reducer `R`, for writing `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
    /// A reducer that implements ``reduce(into:action:)`` has no body; reading it is a
    /// programming error.
    public var body: Body {
        fatalError(
            """
            '\(Self.self)' has no body: it implements 'reduce(into:action:)'. \
            Call that method instead of reading 'body'.
            """
        )
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// Runs the reducer's ``body``.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }
}
