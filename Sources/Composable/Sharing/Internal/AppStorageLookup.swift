import Foundation

/// How an `AppStorageKey` reads and writes one type of value in `UserDefaults`.
struct AppStorageLookup<Value: Sendable>: Sendable {
    /// The value under a name, or `nil` when there is none (or it is of another type).
    let load: @Sendable (UserDefaults, String) -> Value?
    let save: @Sendable (UserDefaults, String, Value) -> Void
}

extension AppStorageLookup {
    /// A property-list value: a number, text, data, date or list of texts.
    static var castable: Self {
        Self(
            load: { store, key in store.object(forKey: key).flatMap(castValue) },
            save: { store, key, value in store.set(value, forKey: key) }
        )
    }

    /// The value, or nothing: `nil` removes the name.
    var optional: AppStorageLookup<Value?> {
        let base = self
        return AppStorageLookup<Value?>(
            load: { store, key in base.load(store, key).map { .some($0) } },
            save: { store, key, value in
                if let value { base.save(store, key, value) } else { store.removeObject(forKey: key) }
            }
        )
    }

    /// Casts a property-list value to `Value`, converting numbers between their kinds.
    private static func castValue(_ object: Any) -> Value? {
        if let value = object as? Value { return value }
        if let number = object as? NSNumber {
            switch Value.self {
            case is Bool.Type: return number.boolValue as? Value
            case is Int.Type: return number.intValue as? Value
            case is Double.Type: return number.doubleValue as? Value
            default: return nil
            }
        }
        return nil
    }
}

extension AppStorageLookup where Value == URL {
    /// A link, as `UserDefaults` stores links.
    static var url: Self {
        Self(
            load: { store, key in store.url(forKey: key) },
            save: { store, key, value in store.set(value, forKey: key) }
        )
    }
}

extension AppStorageLookup where Value: Codable {
    /// Any codable value, as JSON data.
    static var json: Self {
        Self(
            load: { store, key in store.data(forKey: key).flatMap { try? JSONDecoder().decode(Value.self, from: $0) } },
            save: { store, key, value in
                if let data = try? JSONEncoder().encode(value) { store.set(data, forKey: key) }
            }
        )
    }
}

extension AppStorageLookup where Value: RawRepresentable<Int> {
    /// An enum (or other raw-representable value) by its integer.
    static var rawInt: Self {
        let base = AppStorageLookup<Int>.castable
        return Self(
            load: { store, key in base.load(store, key).flatMap(Value.init(rawValue:)) },
            save: { store, key, value in base.save(store, key, value.rawValue) }
        )
    }
}

extension AppStorageLookup where Value: RawRepresentable<String> {
    /// An enum (or other raw-representable value) by its text.
    static var rawString: Self {
        let base = AppStorageLookup<String>.castable
        return Self(
            load: { store, key in base.load(store, key).flatMap(Value.init(rawValue:)) },
            save: { store, key, value in base.save(store, key, value.rawValue) }
        )
    }
}
