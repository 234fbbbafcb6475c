extension Binding {
    /// This binding, animating the changes made through it: a picker or a toggle whose
    /// change moves things on screen, `Picker(..., selection: $store.filter.animation())`.
    public func animation(_ animation: Animation? = .default) -> Binding {
        transaction(Transaction(animation: animation))
    }

    /// This binding, making its changes in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding {
        Binding(
            get: { wrappedValue },
            set: { newValue in Transaction.$current.withValue(transaction) { wrappedValue = newValue } }
        )
    }
}

extension View {
    /// Changes the transaction of the changes shown inside this view (`$0.animation = nil`
    /// to show them without animation); recorded, since the host draws no animation.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        recorded("transaction")
    }
}

extension Binding {
    /// A binding that reads with `get` and writes with `set`, which is also given the
    /// transaction of the change (its animation, if the change is animated).
    ///
    /// ```swift
    /// var log: [String] = []
    /// var value = 0
    /// let binding = Binding<Int>(
    ///     get: { value },
    ///     set: { newValue, transaction in
    ///         log.append("\(newValue) \(transaction.animation.map { "\($0)" } ?? "unanimated")")
    ///         value = newValue
    ///     }
    /// )
    /// binding.wrappedValue = 1
    /// binding.animation(.easeIn).wrappedValue = 2
    /// assert(log == ["1 unanimated", "2 easeIn"])
    /// ```
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value, Transaction) -> Void) {
        self.init(get: get, set: { newValue in set(newValue, Transaction.current) })
    }
}

/// Runs `body` with its changes made in `transaction`: animated with its animation, or not
/// at all.
///
/// ```swift
/// var seen: Animation?
/// withTransaction(Transaction(animation: .spring)) {
///     seen = Transaction.current.animation
/// }
/// assert(seen == .spring)
/// ```
@MainActor
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) {
        try body()
    }
}

/// Runs `body` with one value of the current transaction changed:
/// `withTransaction(\.animation, nil) { ... }`.
///
/// ```swift
/// var seen: Animation? = .default
/// withAnimation {
///     withTransaction(\.animation, nil) {
///         seen = Transaction.current.animation
///     }
/// }
/// assert(seen == nil)
/// ```
@MainActor
@discardableResult
public func withTransaction<Value, Result>(
    _ keyPath: WritableKeyPath<Transaction, Value>,
    _ value: Value,
    _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
