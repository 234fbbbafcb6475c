/// Runs `body` with `transaction`'s values added to the current transaction: the changes
/// `body` makes reach `observe(_:)` closures with them.
///
/// ```swift output
/// enum Animated: UITransactionKey { static let defaultValue = false }
///
/// var transaction = UITransaction()
/// transaction[Animated.self] = true
/// let seen = withUITransaction(transaction) { "done" }
/// print(seen)
/// ```
///
/// ```text
/// done
/// ```
public func withUITransaction<Result>(
    _ transaction: UITransaction,
    _ body: () throws -> Result
) rethrows -> Result {
    try UITransaction.$current.withValue(UITransaction.current.merging(transaction), operation: body)
}

/// Runs `body` with one value of the current transaction set, named by its key path.
///
/// ```swift
/// // snippet.hide
/// extension UITransaction {
///     var animated: Bool {
///         get { self[Animated.self] }
///         set { self[Animated.self] = newValue }
///     }
/// }
/// // snippet.show
/// withUITransaction(\.animated, true) {
///     print("animated change")
/// }
/// ```
public func withUITransaction<Result, Value>(
    _ keyPath: WritableKeyPath<UITransaction, Value>,
    _ value: Value,
    _ body: () throws -> Result
) rethrows -> Result {
    var transaction = UITransaction()
    transaction[keyPath: keyPath] = value
    return try withUITransaction(transaction, body)
}
