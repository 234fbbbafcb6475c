/// Prints every action a reducer receives and how it changed the state; built by
/// `Reducer._printChanges(_:)` (underscored, so not on the API pages).
public struct PrintChangesReducer<Base: Reducer>: Reducer {
    let base: Base
    let printer: (String) -> Void

    /// Runs the base reducer, then prints the action and the state's diff.
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let before = state
        let effect = base.reduce(into: &state, action: action)
        let change = diff(before, state).map { "\n\($0)" } ?? "\n  (No state changes)"
        printer("received action:\n  \(structuralDump(action))" + change)
        return effect
    }
}

extension Reducer {
    /// Prints each action this reducer receives and a diff of the state it leaves, for
    /// following a feature while debugging. Remove it before shipping: dumping the state on
    /// every action is slow for large states.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     struct State: Equatable {
    ///         var count = 0
    ///     }
    ///
    ///     enum Action {
    ///         case incrementTapped
    ///     }
    /// // snippet.show
    /// var body: some ReducerOf<Self> {
    ///     Reduce { state, action in
    ///         // ...
    /// // snippet.hide
    ///         state.count += 1
    ///         return .none
    /// // snippet.show
    ///     }
    ///         ._printChanges()
    /// }
    /// // snippet.hide
    /// }
    ///
    /// let store = Store(initialState: Counter.State()) { Counter() }
    /// store.send(.incrementTapped)
    /// // snippet.show
    /// // received action:
    /// //   Counter.Action.incrementTapped
    /// // (Expected: −, Actual: +)
    /// //   Counter.State(
    /// // −   count: 0
    /// // +   count: 1
    /// //   )
    /// // snippet.hide
    /// precondition(store.count == 1)
    /// ```
    ///
    /// - Parameter printer: Where the text goes; standard output by default.
    public func _printChanges(_ printer: @escaping (String) -> Void = { print($0) }) -> PrintChangesReducer<Self> {
        PrintChangesReducer(base: self, printer: printer)
    }
}
