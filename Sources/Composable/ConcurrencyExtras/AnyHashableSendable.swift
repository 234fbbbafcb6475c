/// A type-erased value that is both `Hashable` and `Sendable`: `AnyHashable` for values that
/// must cross concurrency boundaries, such as the id of a reusable component or a cancel id
/// built from any element id.
///
/// ```swift
/// struct CancelID: Hashable, Sendable {
///     let id: AnyHashableSendable
/// }
///
/// let first = CancelID(id: AnyHashableSendable(1))
/// let second = CancelID(id: AnyHashableSendable("deadbeef"))
/// print(first == second)  // false
/// // snippet.hide
/// precondition(first != second && first == CancelID(id: 1))
/// ```
///
/// Two values are equal when their wrapped values are, as `AnyHashable` decides it: so
/// `AnyHashableSendable(1) == AnyHashableSendable(1 as Int)`, while an `Int` and a `String`
/// never are.
public struct AnyHashableSendable: Hashable, Sendable {
    /// The wrapped value.
    ///
    /// ```swift
    /// let id = AnyHashableSendable(42)
    /// print(id.base as? Int == 42)  // true
    /// // snippet.hide
    /// precondition(id.base as? Int == 42)
    /// ```
    public let base: any Hashable & Sendable

    /// Wraps a value whose type is only known as `any Hashable & Sendable`.
    ///
    /// ```swift
    /// let values: [any Hashable & Sendable] = [1, "two"]
    /// let ids = values.map { AnyHashableSendable($0) }
    /// // snippet.hide
    /// precondition(ids == [1, "two"])
    /// ```
    @_disfavoredOverload
    public init(_ base: any Hashable & Sendable) {
        self.init(base)
    }

    /// Wraps `base`; wrapping a value that is already an `AnyHashableSendable` does not nest it.
    ///
    /// ```swift
    /// let id = AnyHashableSendable("row-1")
    /// let again = AnyHashableSendable(id)
    /// // snippet.hide
    /// precondition(again == id && again.base is String)
    /// ```
    public init(_ base: some Hashable & Sendable) {
        if let base = base as? AnyHashableSendable {
            self = base
        } else {
            self.base = base
        }
    }

    /// Whether the wrapped values are equal.
    ///
    /// ```swift
    /// print(AnyHashableSendable(1) == AnyHashableSendable(1))  // true
    /// // snippet.hide
    /// precondition(AnyHashableSendable(1) == AnyHashableSendable(1))
    /// ```
    public static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the wrapped value.
    ///
    /// ```swift
    /// let set: Set<AnyHashableSendable> = [1, 1, "one"]
    /// print(set.count)  // 2
    /// // snippet.hide
    /// precondition(set.count == 2)
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

extension AnyHashableSendable: CustomDebugStringConvertible {
    /// `AnyHashableSendable(...)` around the wrapped value's debug description.
    ///
    /// ```swift
    /// print(AnyHashableSendable("id").debugDescription)  // AnyHashableSendable("id")
    /// // snippet.hide
    /// precondition(AnyHashableSendable("id").debugDescription == #"AnyHashableSendable("id")"#)
    /// ```
    public var debugDescription: String {
        "AnyHashableSendable(\(String(reflecting: base)))"
    }
}

extension AnyHashableSendable: CustomReflectable {
    /// A mirror with the wrapped value as its one child, so that dumps and test failures show
    /// the value itself.
    ///
    /// ```swift
    /// let mirror = Mirror(reflecting: AnyHashableSendable(3))
    /// // snippet.hide
    /// precondition(mirror.children.first?.value as? Int == 3)
    /// ```
    public var customMirror: Mirror {
        Mirror(self, children: ["value": base])
    }
}

extension AnyHashableSendable: CustomStringConvertible {
    /// The wrapped value's description.
    ///
    /// ```swift
    /// print(AnyHashableSendable(3))  // 3
    /// // snippet.hide
    /// precondition(AnyHashableSendable(3).description == "3")
    /// ```
    public var description: String {
        String(describing: base)
    }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral {
    /// Wraps a `Bool` written as a literal.
    ///
    /// ```swift
    /// let id: AnyHashableSendable = true
    /// // snippet.hide
    /// precondition(id.base as? Bool == true)
    /// ```
    public init(booleanLiteral value: Bool) {
        self.init(value)
    }
}

extension AnyHashableSendable: ExpressibleByFloatLiteral {
    /// Wraps a `Double` written as a literal.
    ///
    /// ```swift
    /// let id: AnyHashableSendable = 1.5
    /// // snippet.hide
    /// precondition(id.base as? Double == 1.5)
    /// ```
    public init(floatLiteral value: Double) {
        self.init(value)
    }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral {
    /// Wraps an `Int` written as a literal.
    ///
    /// ```swift
    /// let id: AnyHashableSendable = 1
    /// // snippet.hide
    /// precondition(id == AnyHashableSendable(1))
    /// ```
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension AnyHashableSendable: ExpressibleByStringLiteral {
    /// Wraps a `String` written as a literal.
    ///
    /// ```swift
    /// let id: AnyHashableSendable = "deadbeef"
    /// // snippet.hide
    /// precondition(id == AnyHashableSendable("deadbeef"))
    /// ```
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
