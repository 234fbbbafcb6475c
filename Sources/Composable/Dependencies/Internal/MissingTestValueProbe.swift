import Synchronization

/// Tells a ``DependencyValues`` that the key it asked for a test value fell back to the default
/// of ``DependencyKey``, that is, that the key has no test value of its own.
///
/// A protocol's default implementation cannot be told apart from a conforming type's own from
/// the outside, so the default reports itself to the probe in place while it runs.
final class MissingTestValueProbe: Sendable {
    private let missing = Atomic(false)

    /// The probe of the key being asked for its test value right now, if any.
    @TaskLocal static var current: MissingTestValueProbe?

    /// Called by the default `testValue`.
    func noteMissing() {
        missing.store(true, ordering: .relaxed)
    }

    /// Reads `Key.testValue` and says whether it was the default one.
    static func testValue<Key: TestDependencyKey>(of key: Key.Type) -> (value: Key.Value, isMissing: Bool) {
        let probe = MissingTestValueProbe()
        let value = $current.withValue(probe) { Key.testValue }
        return (value, probe.missing.load(ordering: .relaxed))
    }
}
