import Foundation

/// A field of another shared value, read-only: `$settings.theme` on a `SharedReader`, or a
/// read-only property of a `Shared` value.
final class KeyPathReference<Base: SharedReference, Value>: SharedReference, @unchecked Sendable {
    private let base: Base
    private let keyPath: KeyPath<Base.Value, Value>

    init(base: Base, keyPath: KeyPath<Base.Value, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    var root: AnyObject { base.root }
    var wrappedValue: Value { base.wrappedValue[keyPath: keyPath] }
    var isLoading: Bool { base.isLoading }
    var loadError: (any Error)? { base.loadError }
    func load() async throws { try await base.load() }
    func touch() { base.touch() }
    var description: String { "\(base.description)[dynamicMember: \(keyPath)]" }
}

/// A writable field of another shared value: `$settings.theme` on a `Shared`. Changing it
/// changes the whole value, under the whole value's lock.
final class WritableKeyPathReference<Base: MutableSharedReference, Value>: MutableSharedReference, @unchecked Sendable {
    private let base: Base
    private let keyPath: WritableKeyPath<Base.Value, Value>

    init(base: Base, keyPath: WritableKeyPath<Base.Value, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    var root: AnyObject { base.root }
    var wrappedValue: Value { base.wrappedValue[keyPath: keyPath] }
    var isLoading: Bool { base.isLoading }
    var loadError: (any Error)? { base.loadError }
    var saveError: (any Error)? { base.saveError }
    var snapshot: Value? { base.snapshot?[keyPath: keyPath] }
    var assertedActual: Value? { base.assertedActual?[keyPath: keyPath] }

    func takeSnapshot(_ value: Value, at site: CallSite) {
        var whole = base.snapshot ?? base.wrappedValue
        whole[keyPath: keyPath] = value
        base.takeSnapshot(whole, at: site)
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try base.withLock { try body(&$0[keyPath: keyPath]) }
    }

    func load() async throws { try await base.load() }
    func save() async throws { try await base.save() }
    func touch() { base.touch() }

    func isSame(as other: any MutableSharedReference<Value>) -> Bool {
        guard let other = other as? Self else { return false }
        return other.keyPath == keyPath && base.isSame(as: other.base)
    }

    var description: String { "\(base.description)[dynamicMember: \(keyPath)]" }
}

/// A shared optional seen as its unwrapped value (`Shared($optional)`). Once the optional
/// becomes `nil` it keeps showing the last value it had, as a view animating away still reads
/// it; changes made then go nowhere.
final class OptionalReference<Base: SharedReference, Value>: SharedReference, @unchecked Sendable
where Base.Value == Value? {
    private let base: Base
    private let lock = NSRecursiveLock()
    private var lastValue: Value

    init(base: Base, initialValue: Value) {
        self.base = base
        self.lastValue = initialValue
    }

    var root: AnyObject { base.root }

    var wrappedValue: Value {
        guard let value = base.wrappedValue else { return lock.withLock { lastValue } }
        lock.withLock { lastValue = value }
        return value
    }

    var isLoading: Bool { base.isLoading }
    var loadError: (any Error)? { base.loadError }
    func load() async throws { try await base.load() }
    func touch() { base.touch() }
    var description: String { "\(base.description)!" }
}

extension OptionalReference: MutableSharedReference where Base: MutableSharedReference {
    var saveError: (any Error)? { base.saveError }
    var snapshot: Value? { base.snapshot ?? nil }
    var assertedActual: Value? { base.assertedActual ?? nil }

    func takeSnapshot(_ value: Value, at site: CallSite) {
        guard base.wrappedValue != nil else { return }
        base.takeSnapshot(value, at: site)
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try base.withLock { optional in
            guard var unwrapped = optional else {
                return try lock.withLock { try body(&lastValue) }
            }
            defer {
                optional = unwrapped
                lock.withLock { lastValue = unwrapped }
            }
            return try body(&unwrapped)
        }
    }

    func save() async throws { try await base.save() }

    func isSame(as other: any MutableSharedReference<Value>) -> Bool {
        guard let other = other as? Self else { return false }
        return base.isSame(as: other.base)
    }
}

/// A value computed from another shared value (`$shared.read { ... }`), read-only.
final class ReadClosureReference<Base: SharedReference, Value>: SharedReference, @unchecked Sendable {
    private let base: Base
    private let body: @Sendable (Base.Value) -> Value

    init(base: Base, body: @escaping @Sendable (Base.Value) -> Value) {
        self.base = base
        self.body = body
    }

    var root: AnyObject { base.root }
    var wrappedValue: Value { body(base.wrappedValue) }
    var isLoading: Bool { base.isLoading }
    var loadError: (any Error)? { base.loadError }
    func load() async throws { try await base.load() }
    func touch() { base.touch() }
    var description: String { ".map(\(base.description), as: \(Value.self).self)" }
}
