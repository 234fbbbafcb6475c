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
///
/// Give a feature a `body` when it is made of other reducers: its own logic in a ``Reduce``,
/// children with ``Scope``, ``Reducer/ifLet(_:action:then:fileID:line:)``,
/// ``Reducer/ifCaseLet(_:action:then:fileID:line:)`` and
/// ``Reducer/forEach(_:action:element:fileID:line:)``, bindings with ``BindingReducer``. The
/// reducers of a `body` run in order, each on the state the ones before it left. Implement
/// ``reduce(into:action:)`` instead for a small feature with no children. A ``Store`` runs a
/// reducer in an app, and a `TestStore` in a test.
///
/// For a walk-through, see <doc:Scoping>, then <doc:Collections> and <doc:Navigation> for children
/// that come and go.
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

    /// Implementation detail of the store, not for you to implement: turns the reducer into a
    /// function once, so that a store does not rebuild `body` (and re-resolve its case key
    /// paths) for every action.
    func _resolve() -> ResolvedReducer<State, Action>
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

extension Reducer {
    /// A reducer that implements ``reduce(into:action:)`` is resolved to that method.
    @inlinable
    public func _resolve() -> ResolvedReducer<State, Action> {
        ResolvedReducer(self.reduce(into:action:))
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// Runs the reducer's ``body``.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }

    /// A reducer with a ``body`` is resolved through its body, which is built once.
    ///
    /// A store therefore reads `body` once, when it is created: describe the feature's
    /// structure in `body`, and keep decisions that depend on the state inside reducers.
    ///
    /// A feature that embeds itself (one that presents itself, or lists rows of itself) would
    /// be resolved without end; the second time a reducer type is met while resolving, it is
    /// run through its `body` on each action instead, so the levels below resolve as deep as
    /// the state goes.
    @inlinable
    public func _resolve() -> ResolvedReducer<State, Action> {
        let type = ObjectIdentifier(Self.self)
        if ReducersBeingResolved.contains(type) {
            return ResolvedReducer(self.reduce(into:action:))
        }
        return ReducersBeingResolved.resolving(type) {
            body._resolve()
        }
    }
}

/// The reducer types whose bodies are being resolved on this task: how `_resolve()` notices a
/// feature that embeds itself.
@usableFromInline
enum ReducersBeingResolved {
    @TaskLocal private static var current: Set<ObjectIdentifier> = []

    @usableFromInline
    static func contains(_ type: ObjectIdentifier) -> Bool {
        current.contains(type)
    }

    @usableFromInline
    static func resolving<Result>(_ type: ObjectIdentifier, _ body: () -> Result) -> Result {
        $current.withValue(current.union([type]), operation: body)
    }
}
