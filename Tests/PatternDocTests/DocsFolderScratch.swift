import Foundation
@testable import PatternDoc
@testable import PatternDocLoad
@testable import PatternDocReport
@testable import PatternDocSite

/// A folder of hand-made files in a fresh temporary folder, for tests of where pages and the
/// files they link to may come from; removed by `remove()`.
struct DocsFolderScratch {
    /// The temporary folder, symbolic links resolved.
    let root: URL

    /// Writes `files` (path relative to the root → text) and makes `links` (path of the link →
    /// what it points at, as written).
    init(files: [String: String], links: [String: String] = [:]) throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("DocsFolderScratch-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        root = folder.resolvingSymlinksInPath()
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        for (path, destination) in links {
            let link = root.appendingPathComponent(path)
            try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
        }
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// Loads the docs folder `docs` of the package at `package` (both relative to the root).
    func load(docs: String = "Package/Docs", package: String = "Package") throws -> LoadedDocs {
        try DocsLoader.load(docs: path(docs), packageRoot: path(package))
    }

    /// The error lines loading gives, empty if it loads.
    func loadProblems(docs: String = "Package/Docs", package: String = "Package") -> [String] {
        do {
            _ = try load(docs: docs, package: package)
            return []
        } catch let error as DocErrors {
            return error.errors.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// The input of a site build of `docs` alone: no code blocks, an empty report, no examples.
func siteInput(_ docs: LoadedDocs, refusesRemoteImages: Bool = false) -> SiteInput {
    SiteInput(
        title: "Scratch",
        docs: docs,
        docsFolder: docs.folder,
        blocks: [:],
        report: VerificationReport(dependencyHash: "", pages: [], blocks: [], problems: [], seconds: 0),
        modules: [],
        examples: [],
        refusesRemoteImages: refusesRemoteImages
    )
}

/// The error lines a site build of `input` gives, empty if it builds.
func siteProblems(_ input: SiteInput) -> [String] {
    do {
        _ = try SiteBuilder.build(input)
        return []
    } catch let error as DocErrors {
        return error.errors.map(\.description)
    } catch {
        return ["unexpected \(error)"]
    }
}

extension SiteBuilder.Output {
    /// The text of the site file at `path`, empty when there is none.
    func text(_ path: String) -> String {
        files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
