import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocSite
@testable import PatternDocVerify

/// The preview's file watcher notices every way a file changes, once it has settled, and
/// leaves hidden and excluded folders alone.
@Suite
struct SourceWatcherTests {
    /// A temporary folder with `Docs/Guide.md`, `Sources/Lib/Lib.swift`, a hidden `.build` and
    /// an excluded `_site`.
    final class WatchedFolder {
        let root: String
        let watcher: SourceWatcher

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString)").path
            watcher = SourceWatcher(roots: ["\(root)/Docs", "\(root)/Sources", "\(root)/Package.swift"], excluded: ["\(root)/Docs/_site"], interval: 0.05)
            for (path, text) in ["Docs/Guide.md": "# Guide\n", "Sources/Lib/Lib.swift": "public let a = 1\n", ".build/x": "", "Docs/_site/index.html": ""] {
                try write(path, text)
            }
        }

        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: "\(root)/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// What the watcher reports after `edit`, or `nil` when nothing within `timeout` seconds.
        func changes(after edit: () throws -> Void, timeout: Double = 3) throws -> [String]? {
            let before = watcher.snapshot()
            try edit()
            let deadline = Date(timeIntervalSinceNow: timeout)
            return watcher.waitForChange(from: before) { Date() > deadline }?.changed
                .map { String($0.dropFirst(root.count + 1)) }
        }

        deinit {
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    @Test func noticesAnEditInPlaceEvenOfTheSameSize() throws {
        let folder = try WatchedFolder()
        let changed = try folder.changes {
            // Same length and inode: only the modification time tells. The kernel stamps files
            // with a clock that ticks every few milliseconds, and a person's next save is
            // further away than that; so is this one.
            Thread.sleep(forTimeInterval: 0.02)
            try folder.write("Docs/Guide.md", "# Gxide\n")
        }
        #expect(changed == ["Docs/Guide.md"])
    }

    @Test func noticesAnAtomicSaveAnAdditionAndARemoval() throws {
        let folder = try WatchedFolder()
        #expect(try folder.changes {
            try Data("public let a = 2\n".utf8).write(to: URL(fileURLWithPath: "\(folder.root)/Sources/Lib/Lib.swift"), options: .atomic)
        } == ["Sources/Lib/Lib.swift"])
        #expect(try folder.changes { try folder.write("Docs/New.md", "# New\n") } == ["Docs/New.md"])
        #expect(try folder.changes { try FileManager.default.removeItem(atPath: "\(folder.root)/Docs/New.md") } == ["Docs/New.md"])
        #expect(try folder.changes { try folder.write("Package.swift", "// swift-tools-version: 6.0\n") } == ["Package.swift"])
    }

    @Test func manyWritesInARowAreOneChange() throws {
        let folder = try WatchedFolder()
        let changed = try folder.changes {
            for step in 0..<5 {
                try folder.write("Docs/Guide.md", "# Guide \(step)\n")
                try folder.write("Docs/Other.md", "# Other \(step)\n")
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        #expect(changed == ["Docs/Guide.md", "Docs/Other.md"])
    }

    @Test func hiddenFilesAndExcludedFoldersAreNotWatched() throws {
        let folder = try WatchedFolder()
        let changed = try folder.changes(after: {
            try folder.write("Docs/_site/index.html", "<p>rebuilt</p>")
            try folder.write("Docs/.Guide.md.swp", "x")
            try folder.write(".build/y", "y")
        }, timeout: 0.5)
        #expect(changed == nil)
    }

    @Test func changesAreTheAddedRemovedAndModifiedPathsInOrder() {
        let stamp = SourceWatcher.Stamp(modified: timespec(tv_sec: 1, tv_nsec: 0), size: 1, inode: 1)
        var later = stamp
        later.modified.tv_nsec = 5
        let old: SourceWatcher.Snapshot = ["/a": stamp, "/b": stamp, "/c": stamp]
        let new: SourceWatcher.Snapshot = ["/a": stamp, "/c": later, "/d": stamp]
        #expect(SourceWatcher.changes(from: old, to: new) == ["/b", "/c", "/d"])
    }

    @Test func aPreviewWatchesTheDocsSourcesSnippetsAndManifestButNotItsOutput() {
        let options = SitePublisher.Options(verify: VerifyOptions(packageRoot: "/pkg", docs: "/pkg/Sources/Lib/Lib.docc"), output: "/pkg/_site")
        let watcher = SourceWatcher(for: options)
        #expect(watcher.roots == ["/pkg/Sources/Lib/Lib.docc", "/pkg/Sources", "/pkg/Snippets", "/pkg/Package.swift"])
        #expect(watcher.excluded == ["/pkg/_site", options.verify.workDirectory])
        #expect(options.verify.workDirectory.hasPrefix("/pkg/.build/patterndoc/docs/Lib-"))
    }
}
