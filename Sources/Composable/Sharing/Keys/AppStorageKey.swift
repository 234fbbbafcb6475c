import Foundation

/// The key of `.appStorage(_:store:)`: a name in `UserDefaults`, by default
/// ``DependencyValues/defaultAppStorage``.
///
/// Holders in the app share one reference, so a change through one reaches them all. A value
/// written to the defaults directly (`defaults.set(_:forKey:)`) reaches them where
/// `UserDefaults` posts `didChangeNotification` for it; Foundation on Linux does not, so there
/// such a value is read at the next launch, or by `load()`.
///
/// ```swift
/// let key: AppStorageKey<Int> = .appStorage("launchCount")
/// print(key)
/// ```
public struct AppStorageKey<Value: Sendable>: SharedKey {
    private let lookup: AppStorageLookup<Value>
    private let key: String
    private let store: UncheckedSendableBox<UserDefaults>

    init(lookup: AppStorageLookup<Value>, key: String, store: UserDefaults?) {
        self.lookup = lookup
        self.key = key
        self.store = UncheckedSendableBox(store ?? DependencyValues.current.defaultAppStorage)
    }

    /// The name and the defaults.
    public var id: AppStorageKeyID {
        AppStorageKeyID(key: key, store: ObjectIdentifier(store.value))
    }

    /// The value in the defaults. The first load writes the declared default when there is
    /// none, as the original does, so that every reader of the defaults agrees.
    public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
        if let value = lookup.load(store.value, key) {
            continuation.resume(returning: value)
            return
        }
        if let initialValue = context.initialValue {
            AppStorageSaving.$isSaving.withValue(true) { lookup.save(store.value, key, initialValue) }
        }
        continuation.resumeReturningInitialValue()
    }

    /// Follows the defaults' change notifications, where `UserDefaults` posts them.
    public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
        let lookup = self.lookup
        let key = self.key
        let store = self.store
        let observer = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification,
            object: store.value,
            queue: nil
        ) { _ in
            guard !AppStorageSaving.isSaving else { return }
            if let value = lookup.load(store.value, key) {
                subscriber.yield(value)
            } else {
                subscriber.yieldReturningInitialValue()
            }
        }
        let token = UncheckedSendableBox(observer)
        return SharedSubscription { NotificationCenter.default.removeObserver(token.value) }
    }

    /// Writes the value to the defaults (or removes it, for `nil`).
    public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
        AppStorageSaving.$isSaving.withValue(true) { lookup.save(store.value, key, value) }
        continuation.resume()
    }
}

extension AppStorageKey: CustomStringConvertible {
    /// `.appStorage("count")`.
    public var description: String {
        ".appStorage(\(String(reflecting: key)))"
    }
}

/// What tells two app storage keys apart: their name and their defaults.
///
/// ```swift
/// let first: AppStorageKey<Int> = .appStorage("count")
/// let second: AppStorageKey<Int> = .appStorage("count")
/// precondition(first.id == second.id)
/// ```
public struct AppStorageKeyID: Hashable {
    let key: String
    let store: ObjectIdentifier
}

/// Set while a key writes to the defaults, so that its own subscription does not hear the
/// write back as someone else's.
enum AppStorageSaving {
    @TaskLocal static var isSaving = false
}

private enum DefaultAppStorageKey: DependencyKey {
    static var liveValue: UncheckedSendableBox<UserDefaults>? { nil }
    static var testValue: UncheckedSendableBox<UserDefaults>? { nil }
}

extension DependencyValues {
    /// The defaults `.appStorage` keys made by the code running now use: `UserDefaults.standard`
    /// in an app, fresh in-memory defaults in each Swift Testing test.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func separateDefaults() {
    /// // snippet.show
    /// withDependencies {
    ///     $0.defaultAppStorage = .inMemory
    /// } operation: {
    ///     @Shared(.appStorage("count")) var count = 0
    ///     precondition(count == 0)
    /// }
    /// // snippet.hide
    /// }
    /// ```
    public var defaultAppStorage: UserDefaults {
        get { self[DefaultAppStorageKey.self]?.value ?? SharedScope.current(in: context).appStorage }
        set { self[DefaultAppStorageKey.self] = UncheckedSendableBox(newValue) }
    }
}

extension UserDefaults {
    /// New, empty defaults of their own, in a suite no one else uses: for tests and previews.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    /// // snippet.show
    /// let defaults = UserDefaults.inMemory
    /// defaults.set(1, forKey: "count")
    /// precondition(defaults.integer(forKey: "count") == 1)
    /// ```
    public static var inMemory: UserDefaults {
        UserDefaults(suiteName: "\(NSTemporaryDirectory())composable.sharing.\(UUID().uuidString)")!
    }
}
