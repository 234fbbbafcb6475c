import Foundation

/// What `Reducer._printChanges(_:)` prints for each action
/// a reducer receives: a function of the action, the state before it and the state after.
///
/// ```swift
/// let printer = _ReducerPrinter<Int, Bool> { action, oldState, newState in
///     print("\(action): \(oldState) → \(newState)")
/// }
/// let reducer = Reduce<Int, Bool> { state, action in
///     state += action ? 1 : -1
///     return .none
/// }
/// ._printChanges(printer)
/// ```
///
/// Two are ready-made: ``customDump``, the action and a diff of the state, and
/// ``actionLabels``, the action's case alone.
public struct _ReducerPrinter<State, Action>: Sendable {
    private let _printChange: @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

    /// The queue the original prints on. Here the change is printed at once, on the thread
    /// that reduced the action, so that what a test or a log reads follows the actions in
    /// order; the queue is kept for code that passes one.
    public let queue: DispatchQueue?

    /// A printer that calls `printChange` with each action, the state before it and the
    /// state after it.
    ///
    /// - Parameters:
    ///   - printChange: What to do with each change.
    ///   - queue: Kept for the original's spelling; the change is printed at once.
    public init(
        printChange: @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void,
        queue: DispatchQueue? = nil
    ) {
        self._printChange = printChange
        self.queue = queue
    }

    /// Prints one change: `receivedAction` took the state from `oldState` to `newState`.
    public func printChange(receivedAction: Action, oldState: State, newState: State) {
        _printChange(receivedAction, oldState, newState)
    }
}

extension _ReducerPrinter {
    /// Prints the action, then a diff of the state (or `(No state changes)`), to standard
    /// output:
    ///
    /// ```text
    /// received action:
    ///   Counter.Action.incrementTapped
    /// (Expected: −, Actual: +)
    ///   Counter.State(
    /// −   count: 0
    /// +   count: 1
    ///   )
    /// ```
    public static var customDump: Self {
        Self { action, oldState, newState in
            print(changeDescription(action: action, before: oldState, after: newState))
        }
    }

    /// Prints only the action's case, as `received action: Counter.Action.incrementTapped`,
    /// for following a feature whose state is too large to diff on every action.
    public static var actionLabels: Self {
        Self { action, _, _ in
            print("received action: \(debugCaseOutput(action))")
        }
    }
}
