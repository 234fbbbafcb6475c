import Foundation

/// Puts a built site in place all at once: the files are written to a fresh folder beside the
/// destination, which then replaces the destination. A build that fails before this step, or
/// while writing, leaves the previous site as it was.
public enum SiteWriter {
    /// Writes `files` (relative path → bytes) and moves them to `destination`.
    public static func write(_ files: [String: Data], to destination: String) throws {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).building-\(UUID().uuidString)")
        do {
            for (relative, data) in files {
                let url = staging.appendingPathComponent(relative)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw DocError(
                at: nil,
                "could not write the site to \(staging.path): \(error.localizedDescription).",
                hint: "Check that the folder is writable; the previous site at \(target.path) is untouched."
            )
        }
        let retired = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(UUID().uuidString)")
        if manager.fileExists(atPath: target.path) {
            try manager.moveItem(at: target, to: retired)
        }
        do {
            try manager.moveItem(at: staging, to: target)
        } catch {
            // Put the old site back rather than leave nothing.
            if manager.fileExists(atPath: retired.path) { try? manager.moveItem(at: retired, to: target) }
            throw error
        }
        try? manager.removeItem(at: retired)
    }
}
