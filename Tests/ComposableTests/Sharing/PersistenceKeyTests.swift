import Composable
import Foundation
import Synchronization
import Testing

/// `.appStorage` and `.fileStorage`: what they write, what a relaunch reads, and that tests
/// never reach the real defaults or disk.
struct PersistenceKeyTests {
    enum Theme: String { case light, dark }
    enum Level: Int { case low = 1, high = 2 }
    struct Point: Codable, Equatable { var x = 0, y = 0 }

    @Test func appStorageWritesEachTypeToTheTestsOwnDefaults() {
        @Dependency(\.defaultAppStorage) var defaults
        @Shared(.appStorage("isOn")) var isOn = false
        @Shared(.appStorage("count")) var count = 0
        @Shared(.appStorage("volume")) var volume = 0.5
        @Shared(.appStorage("name")) var name = ""
        @Shared(.appStorage("link")) var link = URL(fileURLWithPath: "/")
        @Shared(.appStorage("bytes")) var bytes = Data()
        @Shared(.appStorage("theme")) var theme = Theme.light
        @Shared(.appStorage("level")) var level = Level.low
        @Shared(.appStorage("point")) var point = Point()

        $isOn.withLock { $0 = true }
        $count.withLock { $0 = 3 }
        $volume.withLock { $0 = 0.75 }
        $name.withLock { $0 = "Blob" }
        $link.withLock { $0 = URL(fileURLWithPath: "/tmp/x") }
        $bytes.withLock { $0 = Data([1, 2]) }
        $theme.withLock { $0 = .dark }
        $level.withLock { $0 = .high }
        $point.withLock { $0 = Point(x: 1, y: 2) }

        #expect(defaults.bool(forKey: "isOn"))
        #expect(defaults.integer(forKey: "count") == 3)
        #expect(defaults.double(forKey: "volume") == 0.75)
        #expect(defaults.string(forKey: "name") == "Blob")
        #expect(defaults.url(forKey: "link")?.path == "/tmp/x")
        #expect(defaults.data(forKey: "bytes") == Data([1, 2]))
        #expect(defaults.string(forKey: "theme") == "dark")
        #expect(defaults.integer(forKey: "level") == 2)
        #expect(defaults.data(forKey: "point").flatMap { try? JSONDecoder().decode(Point.self, from: $0) } == Point(x: 1, y: 2))
        #expect(defaults !== UserDefaults.standard)
    }

    @Test func appStorageReadsWhatTheDefaultsAlreadyHold() {
        @Dependency(\.defaultAppStorage) var defaults
        defaults.set(9, forKey: "stored")
        defaults.set("dark", forKey: "storedTheme")

        @Shared(.appStorage("stored")) var stored = 0
        @SharedReader(.appStorage("storedTheme")) var theme = Theme.light

        #expect(stored == 9)
        #expect(theme == .dark)
    }

    @Test func anOptionalAppStorageValueRemovesTheEntryWhenNil() {
        @Dependency(\.defaultAppStorage) var defaults
        @Shared(.appStorage("nickname")) var nickname: String?
        #expect(nickname == nil)

        $nickname.withLock { $0 = "Blob" }
        #expect(defaults.string(forKey: "nickname") == "Blob")

        $nickname.withLock { $0 = nil }
        #expect(defaults.object(forKey: "nickname") == nil)
    }

    @Test func appStorageDefaultsAreFreshInEachTest() {
        // appStorageWritesEachTypeToTheTestsOwnDefaults set "count" to 3 in its own defaults.
        @Shared(.appStorage("count")) var count = 0
        #expect(count == 0)
    }

    @Test func fileStorageWritesJSONWhenTheValueChanges() throws {
        let url = URL(fileURLWithPath: "/no/such/folder/points.json")
        @Dependency(\.defaultFileStorage) var files
        @Shared(.fileStorage(url)) var points = [Point]()

        $points.withLock { $0.append(Point(x: 3, y: 4)) }

        let written = try JSONDecoder().decode([Point].self, from: files.loadForTesting(url))
        #expect(written == [Point(x: 3, y: 4)])
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// A relaunch, simulated in this process: the holders of the first "launch" go away (and
    /// with them the cached reference), then a new declaration reads the file from disk. A
    /// real disk is used, in a temporary folder.
    @Test func fileStorageIsReadBackByTheNextLaunch() throws {
        let folder = URL.temporaryDirectory.appending(component: "sharing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(component: "settings.json")

        withDependencies {
            $0.defaultFileStorage = .fileSystem
        } operation: {
            @Shared(.fileStorage(url)) var volume = 5
            #expect(volume == 5)
            $volume.withLock { $0 = 8 }
        }
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "8")

        withDependencies {
            $0.defaultFileStorage = .fileSystem
        } operation: {
            @Shared(.fileStorage(url)) var volume = 5
            #expect(volume == 8)
        }
    }

    @Test func aFileWrittenByAnotherProcessIsReadByLoad() async throws {
        let folder = URL.temporaryDirectory.appending(component: "sharing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(component: "count.json")

        try await withDependencies {
            $0.defaultFileStorage = .fileSystem
        } operation: {
            @Shared(.fileStorage(url)) var count = 0
            $count.withLock { $0 = 1 }

            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "printf 41 > \"$0\"", url.path]
            try process.run()
            process.waitUntilExit()

            try await $count.load()
            #expect(count == 41)
        }
    }

    @Test func aFileThatDoesNotDecodeReportsALoadErrorAndKeepsTheDefault() {
        let url = URL(fileURLWithPath: "/settings.json")
        let files = FileStorage.inMemory
        files.saveForTesting(Data("not json".utf8), url)

        withDependencies {
            $0.defaultFileStorage = files
        } operation: {
            @Shared(.fileStorage(url)) var volume = 5
            #expect(volume == 5)
            #expect($volume.loadError != nil)
        }
    }
}

extension FileStorage {
    /// The bytes at `url`, through the storage's own reader.
    func loadForTesting(_ url: URL) throws -> Data {
        let loaded = Mutex<Result<Data, any Error>?>(nil)
        let key: FileStorageKey<Data> = withDependencies { $0.defaultFileStorage = self } operation: {
            .fileStorage(url, decode: { $0 }, encode: { $0 })
        }
        key.load(context: .userInitiated, continuation: LoadContinuation { result in
            loaded.withLock { $0 = result.map { $0 ?? Data() } }
        })
        return try loaded.withLock { $0 }!.get()
    }

    /// Writes `data` at `url` through the storage's own writer.
    func saveForTesting(_ data: Data, _ url: URL) {
        let key: FileStorageKey<Data> = withDependencies { $0.defaultFileStorage = self } operation: {
            .fileStorage(url, decode: { $0 }, encode: { $0 })
        }
        key.save(data, context: .userInitiated, continuation: SaveContinuation { _ in })
    }
}
