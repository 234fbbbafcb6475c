import Foundation
import Synchronization

extension SharedReaderKey {
    /// A key whose value lives in memory for as long as the app runs: for state several
    /// features share that need not outlive a launch.
    ///
    /// ```swift
    /// // snippet.hide
    /// func declareInMemory() {
    /// // snippet.show
    /// @Shared(.inMemory("selectedTab")) var selectedTab = 0
    /// // snippet.hide
    /// precondition(selectedTab == 0)
    /// }
    /// ```
    ///
    /// - Parameter key: The name shared by every holder of the value.
    public static func inMemory<Value>(_ key: String) -> Self
    where Self == InMemoryKey<Value> {
        InMemoryKey(key)
    }
}

/// The key of ``SharedReaderKey/inMemory(_:)``: a name in an ``InMemoryStorage``, by default
/// ``DependencyValues/defaultInMemoryStorage``.
///
/// ```swift
/// let key: InMemoryKey<Int> = .inMemory("count")
/// print(key)
/// ```
public struct InMemoryKey<Value: Sendable>: SharedKey {
    private let key: String
    private let store: InMemoryStorage

    fileprivate init(_ key: String) {
        self.key = key
        self.store = DependencyValues.current.defaultInMemoryStorage
    }

    /// The name and the storage: the same name in another storage is another value.
    public var id: InMemoryKeyID {
        InMemoryKeyID(key: key, store: store)
    }

    /// The value the storage holds, or the declared default (which the storage then keeps).
    public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
        switch context {
        case .initialValue(let initialValue):
            continuation.resume(returning: store.values.value(forKey: key, default: initialValue))
        case .userInitiated:
            if let value = store.values[key] as? Value {
                continuation.resume(returning: value)
            } else {
                continuation.resumeReturningInitialValue()
            }
        }
    }

    /// Nothing to follow: every holder in the process shares the reference already.
    public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
        SharedSubscription {}
    }

    /// Keeps the value in the storage.
    public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
        store.values[key] = value
        continuation.resume()
    }
}

extension InMemoryKey: CustomStringConvertible {
    /// `.inMemory("count")`.
    public var description: String {
        ".inMemory(\(String(reflecting: key)))"
    }
}

/// What tells two in-memory keys apart: their name and their storage.
///
/// ```swift
/// let key: InMemoryKey<Int> = .inMemory("count")
/// precondition(key.id == (InMemoryKey<Int>.inMemory("count")).id)
/// ```
public struct InMemoryKeyID: Hashable {
    let key: String
    let store: InMemoryStorage
}

/// Where in-memory shared values live. Each storage holds its own values; the one in
/// ``DependencyValues/defaultInMemoryStorage`` is fresh in each test.
///
/// ```swift
/// let storage = InMemoryStorage()
/// precondition(storage != InMemoryStorage())
/// ```
public struct InMemoryStorage: Hashable, Sendable {
    private let id = UUID()
    fileprivate let values = Values()

    /// A new, empty storage.
    public init() {}

    /// Whether both are the same storage.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the storage's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    fileprivate final class Values: Sendable {
        private let storage = Mutex<[String: any Sendable]>([:])

        subscript(key: String) -> (any Sendable)? {
            get { storage.withLock { $0[key] } }
            set { storage.withLock { $0[key] = newValue } }
        }

        func value<Value: Sendable>(forKey key: String, default defaultValue: Value) -> Value {
            storage.withLock { storage in
                if let value = storage[key] as? Value { return value }
                storage[key] = defaultValue
                return defaultValue
            }
        }
    }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
    static var liveValue: InMemoryStorage? { nil }
    static var testValue: InMemoryStorage? { nil }
}

extension DependencyValues {
    /// The storage of `.inMemory` keys made by the code running now: the app's own, or a
    /// fresh one in each Swift Testing test. Set it to give a part of the app values of its
    /// own.
    ///
    /// ```swift
    /// // snippet.hide
    /// func separateStorage() {
    /// // snippet.show
    /// withDependencies {
    ///     $0.defaultInMemoryStorage = InMemoryStorage()
    /// } operation: {
    ///     @Shared(.inMemory("count")) var count = 0
    ///     precondition(count == 0)
    /// }
    /// // snippet.hide
    /// }
    /// ```
    public var defaultInMemoryStorage: InMemoryStorage {
        get { self[DefaultInMemoryStorageKey.self] ?? SharedScope.current(in: context).inMemoryStorage }
        set { self[DefaultInMemoryStorageKey.self] = newValue }
    }
}
