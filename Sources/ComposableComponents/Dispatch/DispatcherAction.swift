import Composable

/// The actions of the store a dispatcher runs on: the inputs a view sends, and the changes its
/// asynchronous work sends back.
///
/// You meet it when you test a dispatcher with a `TestStore`: send an input, then receive the
/// change an effect made.
///
/// ```swift skip("uses Die, dieDispatcher from elsewhere")
/// let store = TestStore(initialState: Die(number: 1)) {
///     dieDispatcher.reducer(environment: .rollsFour)
/// }
/// await store.send(.input(.rollTapped))
/// await store.receive(\.update) { $0 = Die(number: 4) }
/// ```
public enum DispatcherAction<State, Input> {
    /// An input from the view, handled by the dispatcher.
    case input(Input)
    /// A change made by a step of the dispatcher that ran asynchronously, applied as it
    /// arrives.
    case update(StateChange<State>)
}

extension DispatcherAction: Sendable where Input: Sendable {}

extension DispatcherAction: CasePathable {
    /// The case paths of ``DispatcherAction``: `\.input` and `\.update`.
    ///
    /// ```swift skip("uses store from a skipped block")
    /// await store.receive(\.update) { $0.count = 4 }
    /// ```
    public struct AllCasePaths: Sendable {
        /// Inputs from the view.
        public var input: AnyCasePath<DispatcherAction, Input> {
            AnyCasePath(
                caseName: "input",
                embed: { .input($0) },
                extract: { action in
                    guard case let .input(input) = action else { return nil }
                    return input
                }
            )
        }

        /// Changes sent back by asynchronous steps.
        public var update: AnyCasePath<DispatcherAction, StateChange<State>> {
            AnyCasePath(
                caseName: "update",
                embed: { .update($0) },
                extract: { action in
                    guard case let .update(change) = action else { return nil }
                    return change
                }
            )
        }
    }

    /// The case paths of ``DispatcherAction``; see ``AllCasePaths``.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}
