import Synchronization

/// The dependencies each object made inside ``withDependencies(_:operation:)`` was made with,
/// for ``withDependencies(from:operation:fileID:filePath:line:column:)`` to hand on to the
/// objects it makes. Entries hold their object weakly and go when it does.
final class DependencyObjects: Sendable {
    static let shared = DependencyObjects()

    private struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
        let values: DependencyValues
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// Remembers that `result`, if it is an object, was made with `values`.
    func store<R>(_ result: R, values: DependencyValues) {
        guard R.self is AnyClass || type(of: result as Any) is AnyClass else { return }
        let object = result as AnyObject
        entries.withLock { entries in
            entries = entries.filter { $0.value.object != nil }
            entries[ObjectIdentifier(object)] = Entry(object: object, values: values)
        }
    }

    /// The dependencies `object` was made with: those of its first `@Dependency` property, or
    /// else those in place when a ``withDependencies(_:operation:)`` returned it.
    func values(from object: AnyObject) -> DependencyValues? {
        for child in Mirror(reflecting: object).children {
            if let dependency = child.value as? any DependencyCapturingValues {
                return dependency.initialValues
            }
        }
        return entries.withLock { entries in
            guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.values
        }
    }
}

/// A `@Dependency` property, which remembers the values in place where it was made.
protocol DependencyCapturingValues {
    var initialValues: DependencyValues { get }
}
