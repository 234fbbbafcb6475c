/// Prints every action a reducer receives and how it changed the state; built by
/// `Reducer._printChanges(_:)` (underscored, so not on the API pages).
public struct PrintChangesReducer<Base: Reducer>: Reducer {
    let base: Base
    /// Given the action, the state before and the state after; `nil` prints nothing.
    let printChange: ((Base.Action, Base.State, Base.State) -> Void)?

    /// Runs the base reducer, then prints the action and the state's diff.
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        guard let printChange else { return base.reduce(into: &state, action: action) }
        let before = state
        let effect = base.reduce(into: &state, action: action)
        printChange(action, before, state)
        return effect
    }
}

/// The original's name for ``PrintChangesReducer``.
public typealias _PrintChangesReducer = PrintChangesReducer

/// The text `Reducer._printChanges(_:)` prints for one action: the action,
/// then the state's diff.
func changeDescription(action: Any, before: Any, after: Any) -> String {
    let change = diff(before, after).map { "\n\($0)" } ?? "\n  (No state changes)"
    return "received action:\n  \(structuralDump(action))" + change
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
    /// - Parameter printer: Where the text goes.
    public func _printChanges(_ printer: @escaping (String) -> Void) -> PrintChangesReducer<Self> {
        PrintChangesReducer(base: self) { action, before, after in
            printer(changeDescription(action: action, before: before, after: after))
        }
    }

    /// Prints each action this reducer receives with `printer`, the original's spelling:
    /// `._printChanges()` prints the action and the state's diff to standard output (as
    /// ``_ReducerPrinter/customDump`` does), `._printChanges(.actionLabels)` only the action's
    /// case, and `nil` prints nothing.
    ///
    /// ```swift
    /// let reducer = Reduce<Int, Bool> { state, action in
    ///     state += action ? 1 : -1
    ///     return .none
    /// }
    /// ._printChanges(.actionLabels)  // received action: true
    /// ```
    ///
    /// The change is printed as the action is reduced, where the original prints it a moment
    /// later on a queue of its own.
    ///
    /// - Parameter printer: What to print for each action; ``_ReducerPrinter/customDump`` by
    ///   default.
    public func _printChanges(_ printer: _ReducerPrinter<State, Action>? = .customDump) -> PrintChangesReducer<Self> {
        PrintChangesReducer(base: self, printChange: printer.map { printer in
            { action, before, after in printer.printChange(receivedAction: action, oldState: before, newState: after) }
        })
    }
}
