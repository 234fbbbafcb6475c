import Foundation
import Testing
@testable import PatternDoc

/// `dump-package`'s answer is used again only while the manifest files and the toolchain are
/// the same.
@Suite struct ManifestCacheTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theKeyChangesWithTheManifestAndStaysWithoutChanges() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = root.appendingPathComponent("Package.swift")
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: manifest)
        let cache = ManifestCache(folder: root.appendingPathComponent("cache").path)
        let first = try #require(cache.key(root: root.path, manifestFiles: [manifest.path]))
        #expect(cache.key(root: root.path, manifestFiles: [manifest.path]) == first)
        try Data("// swift-tools-version: 6.0\nimport PackageDescription\n".utf8).write(to: manifest)
        #expect(cache.key(root: root.path, manifestFiles: [manifest.path]) != first)
        #expect(cache.key(root: root.path + "/other", manifestFiles: [manifest.path]) != first)
    }

    @Test func anAnswerIsKeptUnderItsKeyAndNothingElseIsFound() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = ManifestCache(folder: root.appendingPathComponent("cache").path)
        #expect(cache.answer(for: "abc") == nil)
        cache.keep(Data("{\"name\":\"P\"}".utf8), for: "abc")
        #expect(cache.answer(for: "abc") == Data("{\"name\":\"P\"}".utf8))
        #expect(cache.answer(for: "abd") == nil)
    }

    @Test func aCachedAnswerIsReadInsteadOfAskingSwiftPM() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        // No manifest SwiftPM could read: only the kept answer can describe this package.
        let manifest = root.appendingPathComponent("Package.swift")
        try Data("not a manifest".utf8).write(to: manifest)
        let cache = ManifestCache(folder: root.appendingPathComponent("cache").path)
        let key = try #require(cache.key(root: root.path, manifestFiles: [manifest.path]))
        cache.keep(Data(#"{"name":"Kept","products":[],"targets":[]}"#.utf8), for: key)
        let answer = try PackageInspector.dumpPackage(root.path, cache: cache)
        #expect(answer["name"] as? String == "Kept")
    }
}
