/// What the child operators (`ifLet`, `ifCaseLet`, `forEach`, and their navigation forms) share:
/// a parent reducer and one child reducer, run together by the operator's `run`, which takes
/// both as functions.
///
/// An operator states `run` once; this protocol gives it `reduce(into:action:)`, which hands
/// `run` the two reducers' own `reduce`, and `_resolve()`, which resolves both once and hands
/// `run` the resolved functions, so that a store's every action runs without rebuilding either.
@usableFromInline
protocol ChildEmbeddingReducer: Reducer where State == Parent.State, Action == Parent.Action {
    /// The reducer the child is embedded in.
    associatedtype Parent: Reducer
    /// The embedded reducer: of the child, the presented destination, or one row.
    associatedtype Child: Reducer

    var parent: Parent { get }
    var child: Child { get }

    /// One action through the child and the parent, given as functions.
    func run(
        _ state: inout Parent.State,
        _ action: Parent.Action,
        _ child: (inout Child.State, Child.Action) -> Effect<Child.Action>,
        _ parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
    ) -> Effect<Parent.Action>
}

extension ChildEmbeddingReducer {
    /// Runs the child and the parent through `run`.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        run(&state, action, child.reduce(into:action:), parent.reduce(into:action:))
    }

    /// Resolves the parent and the child once, and runs them through `run`.
    @inlinable
    public func _resolve() -> ResolvedReducer<Parent.State, Parent.Action> {
        let child = child._resolve().run
        let parent = parent._resolve().run
        return ResolvedReducer { state, action in self.run(&state, action, child, parent) }
    }
}
