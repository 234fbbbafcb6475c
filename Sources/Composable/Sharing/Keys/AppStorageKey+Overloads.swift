import Foundation

extension SharedReaderKey {
    /// A key whose value, a switch, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage1() {
    /// // snippet.show
    /// @Shared(.appStorage("isOn")) var isOn: Bool = true
    /// // snippet.hide
    /// _ = isOn
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Bool> {
        AppStorageKey(lookup: .castable, key: key, store: store)
    }

    /// A key whose value, a count, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage2() {
    /// // snippet.show
    /// @Shared(.appStorage("count")) var count: Int = 0
    /// // snippet.hide
    /// _ = count
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Int> {
        AppStorageKey(lookup: .castable, key: key, store: store)
    }

    /// A key whose value, a number, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage3() {
    /// // snippet.show
    /// @Shared(.appStorage("volume")) var volume: Double = 1.5
    /// // snippet.hide
    /// _ = volume
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Double> {
        AppStorageKey(lookup: .castable, key: key, store: store)
    }

    /// A key whose value, a text, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage4() {
    /// // snippet.show
    /// @Shared(.appStorage("name")) var name: String = "Blob"
    /// // snippet.hide
    /// _ = name
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<String> {
        AppStorageKey(lookup: .castable, key: key, store: store)
    }

    /// A key whose value, a list of texts, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage5() {
    /// // snippet.show
    /// @Shared(.appStorage("names")) var names: [String] = ["Blob"]
    /// // snippet.hide
    /// _ = names
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<[String]> {
        AppStorageKey(lookup: .castable, key: key, store: store)
    }

    /// A key whose value, a link, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage6() {
    /// // snippet.show
    /// @Shared(.appStorage("link")) var link: URL = URL(fileURLWithPath: "/")
    /// // snippet.hide
    /// _ = link
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<URL> {
        AppStorageKey(lookup: .url, key: key, store: store)
    }

    /// A key whose value, raw bytes, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage7() {
    /// // snippet.show
    /// @Shared(.appStorage("bytes")) var bytes: Data = Data()
    /// // snippet.hide
    /// _ = bytes
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Data> {
        AppStorageKey(lookup: .castable, key: key, store: store)
    }

    /// A key whose value, a moment, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage8() {
    /// // snippet.show
    /// @Shared(.appStorage("lastOpened")) var lastOpened: Date = Date(timeIntervalSince1970: 0)
    /// // snippet.hide
    /// _ = lastOpened
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Date> {
        AppStorageKey(lookup: .castable, key: key, store: store)
    }

    /// A key whose value, encoded as JSON data, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// struct Point: Codable, Sendable {
    ///     var x = 0
    /// }
    /// func declareAppStorage9() {
    /// // snippet.show
    /// @Shared(.appStorage("origin")) var origin: Point = Point()
    /// // snippet.hide
    /// _ = origin
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    @_disfavoredOverload
    public static func appStorage<Value: Codable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Value> {
        AppStorageKey(lookup: AppStorageLookup<Value>.json, key: key, store: store)
    }

    /// A key whose value, stored as its raw integer, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// enum Level: Int, Sendable {
    ///     case low, high
    /// }
    /// func declareAppStorage10() {
    /// // snippet.show
    /// @Shared(.appStorage("level")) var level: Level = .low
    /// // snippet.hide
    /// _ = level
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage<Value: RawRepresentable<Int>>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Value> {
        AppStorageKey(lookup: AppStorageLookup<Value>.rawInt, key: key, store: store)
    }

    /// A key whose value, stored as its raw text, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// enum Theme: String, Sendable {
    ///     case light, dark
    /// }
    /// func declareAppStorage11() {
    /// // snippet.show
    /// @Shared(.appStorage("theme")) var theme: Theme = .light
    /// // snippet.hide
    /// _ = theme
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage<Value: RawRepresentable<String>>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Value> {
        AppStorageKey(lookup: AppStorageLookup<Value>.rawString, key: key, store: store)
    }

    /// A key whose value, a switch or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage12() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeIsOn")) var maybeIsOn: Bool? = nil
    /// // snippet.hide
    /// _ = maybeIsOn
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Bool?> {
        AppStorageKey(lookup: AppStorageLookup<Bool>.castable.optional, key: key, store: store)
    }

    /// A key whose value, a count or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage13() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeCount")) var maybeCount: Int? = nil
    /// // snippet.hide
    /// _ = maybeCount
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Int?> {
        AppStorageKey(lookup: AppStorageLookup<Int>.castable.optional, key: key, store: store)
    }

    /// A key whose value, a number or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage14() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeVolume")) var maybeVolume: Double? = nil
    /// // snippet.hide
    /// _ = maybeVolume
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Double?> {
        AppStorageKey(lookup: AppStorageLookup<Double>.castable.optional, key: key, store: store)
    }

    /// A key whose value, a text or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage15() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeName")) var maybeName: String? = nil
    /// // snippet.hide
    /// _ = maybeName
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<String?> {
        AppStorageKey(lookup: AppStorageLookup<String>.castable.optional, key: key, store: store)
    }

    /// A key whose value, a list of texts or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage16() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeNames")) var maybeNames: [String]? = nil
    /// // snippet.hide
    /// _ = maybeNames
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<[String]?> {
        AppStorageKey(lookup: AppStorageLookup<[String]>.castable.optional, key: key, store: store)
    }

    /// A key whose value, a link or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage17() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeLink")) var maybeLink: URL? = nil
    /// // snippet.hide
    /// _ = maybeLink
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<URL?> {
        AppStorageKey(lookup: AppStorageLookup<URL>.url.optional, key: key, store: store)
    }

    /// A key whose value, raw bytes or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage18() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeBytes")) var maybeBytes: Data? = nil
    /// // snippet.hide
    /// _ = maybeBytes
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Data?> {
        AppStorageKey(lookup: AppStorageLookup<Data>.castable.optional, key: key, store: store)
    }

    /// A key whose value, a moment or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareAppStorage19() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeLastOpened")) var maybeLastOpened: Date? = nil
    /// // snippet.hide
    /// _ = maybeLastOpened
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Date?> {
        AppStorageKey(lookup: AppStorageLookup<Date>.castable.optional, key: key, store: store)
    }

    /// A key whose value, encoded as JSON data, or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// struct OptionalPoint: Codable, Sendable {
    ///     var x = 0
    /// }
    /// func declareAppStorage20() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeOrigin")) var maybeOrigin: OptionalPoint? = nil
    /// // snippet.hide
    /// _ = maybeOrigin
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    @_disfavoredOverload
    public static func appStorage<Value: Codable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Self == AppStorageKey<Value?> {
        AppStorageKey(lookup: AppStorageLookup<Value>.json.optional, key: key, store: store)
    }

    /// A key whose value, stored as its raw integer, or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// enum OptionalLevel: Int, Sendable {
    ///     case low, high
    /// }
    /// func declareAppStorage21() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeLevel")) var maybeLevel: OptionalLevel? = nil
    /// // snippet.hide
    /// _ = maybeLevel
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage<Value: RawRepresentable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Value.RawValue == Int, Self == AppStorageKey<Value?> {
        AppStorageKey(lookup: AppStorageLookup<Value>.rawInt.optional, key: key, store: store)
    }

    /// A key whose value, stored as its raw text, or nothing, lives in `UserDefaults` under `key`.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// enum OptionalTheme: String, Sendable {
    ///     case light, dark
    /// }
    /// func declareAppStorage22() {
    /// // snippet.show
    /// @Shared(.appStorage("maybeTheme")) var maybeTheme: OptionalTheme? = nil
    /// // snippet.hide
    /// _ = maybeTheme
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The name in the defaults.
    ///   - store: The defaults; ``DependencyValues/defaultAppStorage`` when `nil`.
    public static func appStorage<Value: RawRepresentable>(_ key: String, store: UserDefaults? = nil) -> Self
    where Value.RawValue == String, Self == AppStorageKey<Value?> {
        AppStorageKey(lookup: AppStorageLookup<Value>.rawString.optional, key: key, store: store)
    }

}
