/// Values that travel with a change, from where it is made (``withUITransaction(_:_:)`` or a
/// ``UIBinding`` given a ``UIBinding/transaction``) to the `observe(_:)`
/// closures that see it: whether to animate it, for example. Add your own values with a
/// ``UITransactionKey`` and a computed property.
///
/// ```swift output
/// enum Animated: UITransactionKey { static let defaultValue = false }
///
/// extension UITransaction {
///     var animated: Bool {
///         get { self[Animated.self] }
///         set { self[Animated.self] = newValue }
///     }
/// }
///
/// var transaction = UITransaction()
/// print(transaction.animated)
/// transaction.animated = true
/// print(transaction.animated)
/// ```
///
/// ```text
/// false
/// true
/// ```
public struct UITransaction: Sendable {
    /// The transaction of the change being made in this task.
    @TaskLocal static var current = UITransaction()

    private var storage: [ObjectIdentifier: any Sendable] = [:]

    /// An empty transaction: every key reads its default value.
    ///
    /// ```swift
    /// let transaction = UITransaction()
    /// ```
    public init() {}

    /// The value stored for `key`, or its ``UITransactionKey/defaultValue``.
    ///
    /// ```swift
    /// var transaction = UITransaction()
    /// transaction[Animated.self] = true
    /// ```
    public subscript<K: UITransactionKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    var isEmpty: Bool {
        storage.isEmpty
    }

    /// This transaction with the values of `other` added, `other`'s winning.
    func merging(_ other: UITransaction) -> UITransaction {
        var merged = self
        merged.storage.merge(other.storage) { $1 }
        return merged
    }
}

/// A key for a value of a ``UITransaction``: its type and its value when none is set.
///
/// ```swift
/// enum Animated: UITransactionKey {
///     static let defaultValue = false
/// }
/// ```
public protocol UITransactionKey {
    /// The type of the value.
    associatedtype Value: Sendable

    /// The value a transaction reads when none was set.
    static var defaultValue: Value { get }
}
