/// A value that failure texts write as a short text of its own rather than field by field, as
/// the original writes a stack element id: `#3`.
protocol FailureDumpText {
    var failureDumpText: String { get }
}

/// A collection that failure texts write as `key: element` entries, in its own order, as the
/// original writes a navigation stack: `#0: Detail.State(…)`.
protocol FailureDumpEntries {
    var failureDumpEntries: [FailureChild] { get }
}

extension StackElementID: FailureDumpText {
    var failureDumpText: String { description }
}

extension StackState: FailureDumpEntries {
    var failureDumpEntries: [FailureChild] {
        ids.map { FailureChild(label: $0.description, value: self[id: $0]!) }
    }
}

/// A value that failure texts write as another value, and that a diff may show as two
/// different values on its two sides though both sides hold the same object: a `@Shared`
/// field shows its value, and in a test store's failure the value before the change on the
/// expected side.
protocol FailureDumpProxy {
    /// The value written in place of this one; `isActualSide` tells a diff's actual side
    /// from its expected side (or a dump of one value).
    func failureDumpValue(isActualSide: Bool) -> Any
    /// The object both sides must hold for ``failureDiffSides`` to be used.
    var failureDiffIdentity: ObjectIdentifier { get }
    /// What the expected side and the actual side show.
    var failureDiffSides: (expected: Any, actual: Any) { get }
}

/// Whether a dump is writing the actual side of a diff, for ``FailureDumpProxy``.
enum FailureDumpSide {
    @TaskLocal static var isActual = false
}
