import Observation

extension Shared: Equatable where Value: Equatable {
    /// Whether two shared values hold equal values.
    ///
    /// Inside a `TestStore` assertion, a shared value compared with itself compares the value
    /// the test expects with the value now, which is how an unasserted shared change fails.
    ///
    /// ```swift
    /// precondition(Shared(value: 1) == Shared(value: 1))
    /// ```
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if let tracker = SharedChangeTracker.asserting, lhs.reference.isSame(as: rhs.reference) {
            tracker.markAsserted(lhs.reference.root)
            return lhs.wrappedValue == (rhs.reference.assertedActual ?? rhs.reference.wrappedValue)
        }
        return lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Shared: Identifiable where Value: Identifiable {
    /// The id of the value, so that a collection of shared values can be listed by id.
    ///
    /// ```swift
    /// struct Item: Identifiable { let id: Int }
    /// precondition(Shared(value: Item(id: 7)).id == 7)
    /// ```
    public var id: Value.ID {
        wrappedValue.id
    }
}

extension Shared: CustomStringConvertible {
    /// The type and where the value lives: `Shared<Int>(.inMemory("count"))`.
    ///
    /// ```swift
    /// print(Shared(value: 1))
    /// ```
    public var description: String {
        "Shared<\(failureTypeName(Value.self))>(\(reference.description))"
    }
}

extension Shared: CustomReflectable {
    /// The value's own mirror, so that dumps and diffs show the value, not the reference.
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue)
    }
}

extension Shared: Observable {}

extension Shared: FailureDumpProxy {
    func failureDumpValue(isActualSide: Bool) -> Any { isActualSide ? (reference.assertedActual ?? reference.wrappedValue) : wrappedValue }
    var failureDiffIdentity: ObjectIdentifier { ObjectIdentifier(reference.root) }
    var failureDiffSides: (expected: Any, actual: Any) {
        (reference.snapshot ?? reference.wrappedValue, reference.assertedActual ?? reference.wrappedValue)
    }
}
