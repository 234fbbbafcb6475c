import Foundation
import Observation

/// The root of a shared value kept by a key: it loads the value when made, follows the key's
/// subscription, and (for a `SharedKey`) saves each change.
final class PersistentReference<Key: SharedReaderKey>: SharedReference, Observable, @unchecked Sendable {
    private let key: Key
    private let lock = NSRecursiveLock()
    private let registrar = ObservationRegistrar()
    private var value: Key.Value
    private var _isLoading = false
    private var _loadError: (any Error)?
    private var _saveError: (any Error)?
    private var subscription: SharedSubscription?
    var onDeinit: (@Sendable () -> Void)?

    init(key: Key, value initialValue: Key.Value, skipInitialLoad: Bool) {
        self.key = key
        self.value = initialValue
        let initial = UncheckedSendableBox(initialValue)
        let receive: @Sendable (Result<Key.Value?, any Error>) -> Void = { [weak self] result in
            guard let self else { return }
            self.isLoading = false
            switch result {
            case .failure(let error):
                self.loadError = error
            case .success(let newValue):
                if self.loadError != nil { self.loadError = nil }
                self.replaceValue(with: newValue ?? initial.value)
            }
        }
        if !skipInitialLoad {
            isLoading = true
            key.load(context: .initialValue(initialValue), continuation: LoadContinuation("\(key)", callback: receive))
        }
        subscription = key.subscribe(
            context: skipInitialLoad ? .userInitiated : .initialValue(initialValue),
            subscriber: SharedSubscriber(callback: receive, onLoading: { [weak self] in self?.isLoading = $0 })
        )
    }

    deinit {
        subscription?.cancel()
        onDeinit?()
    }

    var wrappedValue: Key.Value {
        registrar.access(self, keyPath: \.wrappedValue)
        return lock.withLock { value }
    }

    /// A value from the key: no save, no snapshot.
    private func replaceValue(with newValue: Key.Value) {
        registrar.withMutation(of: self, keyPath: \.wrappedValue) {
            lock.withLock { value = newValue }
        }
    }

    var isLoading: Bool {
        get {
            registrar.access(self, keyPath: \.isLoading)
            return lock.withLock { _isLoading }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.isLoading) { lock.withLock { _isLoading = newValue } }
        }
    }

    var loadError: (any Error)? {
        get {
            registrar.access(self, keyPath: \.loadError)
            return lock.withLock { _loadError }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.loadError) { lock.withLock { _loadError = newValue } }
        }
    }

    var saveError: (any Error)? {
        get {
            registrar.access(self, keyPath: \.saveError)
            return lock.withLock { _saveError }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.saveError) { lock.withLock { _saveError = newValue } }
        }
    }

    func load() async throws {
        isLoading = true
        defer { isLoading = false }
        let key = self.key
        do {
            let loaded = try await withUnsafeThrowingContinuation { continuation in
                key.load(
                    context: .userInitiated,
                    continuation: LoadContinuation("\(key)") { continuation.resume(with: $0.map(UncheckedSendableBox.init)) }
                )
            }
            if let newValue = loaded.value { replaceValue(with: newValue) }
            if loadError != nil { loadError = nil }
        } catch {
            loadError = error
            throw error
        }
    }

    func touch() {
        registrar.withMutation(of: self, keyPath: \.wrappedValue) {}
    }

    var description: String {
        String(reflecting: key)
    }
}

extension PersistentReference: MutableSharedReference where Key: SharedKey {
    var snapshot: Key.Value? { rootSnapshot() }
    var assertedActual: Key.Value? { rootAssertedActual() }

    func takeSnapshot(_ value: Key.Value, at site: CallSite) {
        recordRootSnapshot(value, at: site)
    }

    func withLock<R>(_ body: (inout Key.Value) throws -> R) rethrows -> R {
        let (result, saved) = try registrar.withMutation(of: self, keyPath: \.wrappedValue) {
            try lock.withLock {
                // Changed on a copy, as BoxReference does: a read while `body` runs is no overlap.
                var copy = value
                defer { value = copy }
                let result = try body(&copy)
                return (result, copy)
            }
        }
        let key = self.key
        key.save(saved, context: .didSet, continuation: SaveContinuation("\(key)") { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                if self.saveError != nil { self.saveError = nil }
            case .failure(let error):
                self.saveError = error
            }
        })
        return result
    }

    func save() async throws {
        if saveError != nil { saveError = nil }
        let key = self.key
        let current = UncheckedSendableBox(lock.withLock { value })
        do {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                key.save(current.value, context: .userInitiated, continuation: SaveContinuation("\(key)") { continuation.resume(with: $0.map { _ in () }) })
            }
        } catch {
            saveError = error
            throw error
        }
    }

    func isSame(as other: any MutableSharedReference<Key.Value>) -> Bool {
        other === self
    }
}
