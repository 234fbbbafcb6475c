import Foundation
import Synchronization

/// Where `.fileStorage` keys read and write their files: the real file system, or a file
/// system in memory for tests and previews.
///
/// The default, ``DependencyValues/defaultFileStorage``, is the file system in an app and a
/// fresh in-memory one in each Swift Testing test, so tests never touch the disk.
///
/// ```swift
/// // snippet.hide
/// import Foundation
///
/// func useInMemoryFiles() {
/// // snippet.show
/// withDependencies {
///     $0.defaultFileStorage = .inMemory
/// } operation: {
///     @Shared(.fileStorage(URL(fileURLWithPath: "/tmp/settings.json"))) var volume = 5
///     $volume.withLock { $0 = 7 }
/// }
/// // snippet.hide
/// }
/// ```
public struct FileStorage: Hashable, Sendable {
    private let id: Identity
    let load: @Sendable (URL) throws -> Data
    let save: @Sendable (Data, URL) throws -> Void

    /// Files on disk, written atomically, their folders made as needed.
    public static let fileSystem = Self(
        id: .fileSystem,
        load: { url in try Data(contentsOf: url) },
        save: { data, url in
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
    )

    /// A new, empty file system in memory.
    public static var inMemory: Self {
        let files = InMemoryFiles()
        return Self(
            id: .inMemory(ObjectIdentifier(files)),
            load: { url in
                guard let data = files.contents.withLock({ $0[url] }) else {
                    throw CocoaError(.fileReadNoSuchFile)
                }
                return data
            },
            save: { data, url in files.contents.withLock { $0[url] = data } }
        )
    }

    /// Whether both are the same file system.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the file system's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    private init(
        id: Identity,
        load: @escaping @Sendable (URL) throws -> Data,
        save: @escaping @Sendable (Data, URL) throws -> Void
    ) {
        self.id = id
        self.load = load
        self.save = save
    }

    private enum Identity: Hashable, Sendable {
        case fileSystem
        case inMemory(ObjectIdentifier)
    }

    private final class InMemoryFiles: Sendable {
        let contents = Mutex<[URL: Data]>([:])
    }
}

private enum DefaultFileStorageKey: DependencyKey {
    static var liveValue: FileStorage? { nil }
    static var testValue: FileStorage? { nil }
}

extension DependencyValues {
    /// The file system `.fileStorage` keys made by the code running now use: the disk in an
    /// app, a fresh in-memory one in each Swift Testing test.
    ///
    /// ```swift
    /// // snippet.hide
    /// func checkTestFileStorage() {
    /// // snippet.show
    /// @Dependency(\.defaultFileStorage) var storage
    /// // snippet.hide
    /// _ = storage
    /// }
    /// ```
    public var defaultFileStorage: FileStorage {
        get { self[DefaultFileStorageKey.self] ?? SharedScope.current(in: context).fileStorage }
        set { self[DefaultFileStorageKey.self] = newValue }
    }
}
