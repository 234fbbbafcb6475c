import Foundation

/// Finds the PatternDoc target's resource bundle, the folder SwiftPM copies next to every
/// executable that links the target (`PatternDoc_PatternDoc.resources`).
///
/// SwiftPM's generated `Bundle.module` looks in the same place but stops the process with a
/// `fatalError` when the folder is missing, as it is when the `patterndoc` binary was copied
/// somewhere without it. Looking here first turns that into an error that says what to copy.
enum SiteResources {
    /// The bundle's folder name: the package's name, then the target's.
    static let bundleName = "PatternDoc_PatternDoc.resources"

    /// Where the bundle may be: beside the main executable as Foundation sees it, and beside
    /// the executable's real file when it was started through a symbolic link.
    static var candidates: [URL] {
        var folders = [Bundle.main.bundleURL]
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        var seen: Set<String> = []
        return folders.map { $0.appendingPathComponent(bundleName).standardizedFileURL }.filter { seen.insert($0.path).inserted }
    }

    /// The first bundle folder that holds `entry`.
    ///
    /// - Throws: a ``DocError`` naming every place looked in, and what to copy where.
    static func folder(holding entry: String, among candidates: [URL] = candidates) throws -> URL {
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent(entry).path) }) {
            return found
        }
        throw DocError(
            at: nil,
            "patterndoc's resources (\(bundleName)/\(entry): the site's style sheet and script) were not found; looked in "
                + candidates.map(\.path).joined(separator: ", ") + ".",
            hint: "Keep the \(bundleName) folder that 'swift build' writes beside the patterndoc executable, "
                + "and copy it along when you copy the executable elsewhere."
        )
    }

    /// The UTF-8 text of `path` inside the bundle `folder`.
    static func text(of path: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
            throw DocError(
                at: nil,
                "patterndoc's resource \(file.path) could not be read as UTF-8 text.",
                hint: "Rebuild patterndoc ('swift build') so that its \(bundleName) folder is written again."
            )
        }
        return text
    }
}
