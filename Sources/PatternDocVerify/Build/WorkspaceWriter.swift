import Foundation
import PatternDocPlan

/// Writes a ``WorkspacePlan``'s files to disk, touching only files whose content changed, so
/// that SwiftPM rebuilds only the modules of pages that changed; removes generated files that
/// the plan no longer has.
package enum WorkspaceWriter {
    /// Brings `directory` in line with `files` (relative path → content); returns how many
    /// files were written. A file under `Sources/` or `Tests/` that `files` does not list is
    /// removed when `removingStale` says so of its path (every such file by default).
    @discardableResult
    package static func write(
        _ files: [String: String],
        to directory: String,
        removingStale: (String) -> Bool = { _ in true }
    ) throws -> Int {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written = 0
        for (relative, content) in files.sorted(by: { $0.key < $1.key }) {
            let path = "\(directory)/\(relative)"
            if let existing = manager.contents(atPath: path), existing == Data(content.utf8) { continue }
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true
            )
            try content.write(toFile: path, atomically: true, encoding: .utf8)
            written += 1
        }
        try removeStale(keeping: Set(files.keys), in: directory, folders: ["Sources", "Tests"], when: removingStale)
        return written
    }

    /// Deletes files under the generated folders that the plan does not list, and folders left
    /// empty, so a renamed page leaves no module behind.
    static func removeStale(
        keeping files: Set<String>,
        in directory: String,
        folders: [String],
        when shouldRemove: (String) -> Bool
    ) throws {
        let manager = FileManager.default
        for folder in folders {
            let root = "\(directory)/\(folder)"
            guard let walker = manager.enumerator(atPath: root) else { continue }
            var stale: [String] = []
            while let entry = walker.nextObject() as? String {
                let relative = "\(folder)/\(entry)"
                var isDirectory: ObjCBool = false
                _ = manager.fileExists(atPath: "\(directory)/\(relative)", isDirectory: &isDirectory)
                if !isDirectory.boolValue, !files.contains(relative), shouldRemove("\(directory)/\(relative)") {
                    stale.append(relative)
                }
            }
            for relative in stale { try manager.removeItem(atPath: "\(directory)/\(relative)") }
            for entry in (try? manager.contentsOfDirectory(atPath: root)) ?? [] {
                let path = "\(root)/\(entry)"
                if (try? manager.contentsOfDirectory(atPath: path))?.isEmpty == true {
                    try manager.removeItem(atPath: path)
                }
            }
        }
    }
}
