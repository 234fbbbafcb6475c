import Foundation
import Observation

/// The root of a `Shared(value:)`: a value in a box, with no key behind it.
final class BoxReference<Value>: MutableSharedReference, Observable, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let registrar = ObservationRegistrar()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    var wrappedValue: Value {
        registrar.access(self, keyPath: \.wrappedValue)
        return lock.withLock { value }
    }

    var isLoading: Bool { false }
    var loadError: (any Error)? { nil }
    var saveError: (any Error)? { nil }
    var snapshot: Value? { rootSnapshot() }
    var assertedActual: Value? { rootAssertedActual() }

    func takeSnapshot(_ value: Value, at site: CallSite) {
        recordRootSnapshot(value, at: site)
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try registrar.withMutation(of: self, keyPath: \.wrappedValue) {
            // The change is made on a copy and stored after: reading this value (or a value
            // derived from it) while `body` runs is then no overlapping access.
            try lock.withLock {
                var copy = value
                defer { value = copy }
                return try body(&copy)
            }
        }
    }

    func load() async throws {}
    func save() async throws {}

    func touch() {
        registrar.withMutation(of: self, keyPath: \.wrappedValue) {}
    }

    func isSame(as other: any MutableSharedReference<Value>) -> Bool {
        other === self
    }

    var description: String {
        "value: \(String(reflecting: wrappedValue))"
    }
}
