/// What a `receive` was asked for, for its failure messages.
enum ReceiveExpectation<Action> {
    /// Exactly this action.
    case action(Action)
    /// An action of a case; for a case and value, the action the test expected when a received
    /// action has the case but another value.
    case casePath(sameCaseWithValue: (Action) -> Action?)
    /// An action a predicate accepts.
    case predicate

    static var casePath: Self { .casePath(sameCaseWithValue: { _ in nil }) }

    var notReceivedMessage: String {
        switch self {
        case let .action(action): TestStoreFailureMessages.expectedActionNotReceived(action)
        case .casePath: TestStoreFailureMessages.expectedCasePathNotReceived
        case .predicate: TestStoreFailureMessages.expectedPredicateNotReceived
        }
    }

    func describe(received: Action) -> String {
        switch self {
        case let .action(expected): TestStoreFailureMessages.actionDifference(expected: expected, received: received)
        case let .casePath(sameCaseWithValue): TestStoreFailureMessages.receivedAction(received, expected: sameCaseWithValue(received))
        case .predicate: TestStoreFailureMessages.receivedAction(received, expected: nil)
        }
    }
}
