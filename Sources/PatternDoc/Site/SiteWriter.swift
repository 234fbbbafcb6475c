import Foundation

/// Puts a built site in place all at once: the files are written to a fresh folder beside the
/// destination, which then replaces the destination. A build that fails before this step, or
/// while writing, leaves the previous site as it was.
///
/// Every site carries a marker file, ``markerName``; a destination is replaced only when it is
/// missing, empty, or holds that marker, so a mistyped `--out` never deletes anything else.
/// Staging folders that an interrupted run left beside the destination are removed by the
/// next write.
public enum SiteWriter {
    /// The file that marks a folder as a site patterndoc wrote.
    public static let markerName = ".patterndoc-site"

    /// The rules for the site's folder: what ``write(_:to:)`` accepts as a destination.
    public static let folder = OutputFolder(
        purpose: "the site",
        flag: "--out",
        notOwnedHint: "patterndoc replaces a folder only when it is empty or holds a site it wrote (with a \(markerName) file). Pass a new or empty folder, or remove this one yourself."
    ) { path in
        FileManager.default.fileExists(atPath: "\(path)/\(markerName)")
    }

    private static let markerText = "This folder is a site written by patterndoc. `patterndoc build` replaces it whole.\n"

    /// Writes `files` (relative path → bytes) and moves them to `destination`.
    ///
    /// - Throws: a ``DocError`` when the destination is a file or a folder patterndoc did not
    ///   write (nothing is written then), or when writing fails (the previous site stays).
    public static func write(_ files: [String: Data], to destination: String) throws {
        try write(to: destination) { write in
            let writes = Array(files)
            let failures = ParallelMap.map(writes.count) { index in
                Result { try write(writes[index].key, writes[index].value) }
            }
            for case .failure(let error) in failures { throw error }
        }
    }

    /// Hands `produce` a function that writes one file (relative path, bytes) into a staging
    /// folder, from any thread, and moves the folder to `destination` once `produce` returns.
    /// The files of a large site then need not all be in memory at once.
    ///
    /// When `produce` throws, the staging folder is removed and its error rethrown, leaving
    /// the previous site as it was; a file written twice keeps the second write's bytes.
    ///
    /// - Throws: what ``write(_:to:)`` throws, and `produce`'s error.
    public static func write(
        to destination: String,
        _ produce: (_ write: @escaping @Sendable (String, Data) throws -> Void) throws -> Void
    ) throws {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        try refuseUnlessOwned(target.path)
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        removeLeftovers(of: target)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).building-\(UUID().uuidString)")
        do {
            // The marker goes first, so that a staging folder left by an interrupted run is
            // recognisably ours and safe to remove.
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            try PlainFile.write(Data(markerText.utf8), to: staging.appendingPathComponent(markerName).path)
            let folders = StagingFolders(root: staging.path)
            try produce { relative, data in
                try folders.make(relative.split(separator: "/").dropLast().joined(separator: "/"))
                try PlainFile.write(data, to: "\(staging.path)/\(relative)")
            }
        } catch let error where error is DocError || error is DocErrors {
            // The site is refused (a broken link, say): the docs' problem, said as it is.
            try? manager.removeItem(at: staging)
            throw error
        } catch {
            try? manager.removeItem(at: staging)
            let reason = (error as? PlainFile.Failure)?.description ?? error.localizedDescription
            throw DocError(
                at: nil,
                "could not write the site to \(staging.path): \(reason).",
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
            try? manager.removeItem(at: staging)
            throw error
        }
        try? manager.removeItem(at: retired)
    }

    /// Throws unless `path` is missing, an empty folder, or a site patterndoc wrote.
    private static func refuseUnlessOwned(_ path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return }
        let isEmpty = isFolder.boolValue && ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).isEmpty
        guard isFolder.boolValue, isEmpty || folder.isOwned(path) else {
            throw DocError(
                at: nil,
                "\(path) is \(isFolder.boolValue ? "a folder patterndoc did not write" : "a file"), so the site was not written there.",
                hint: folder.notOwnedHint
            )
        }
    }

    /// Removes the staging and retired folders of earlier, interrupted writes to `target`:
    /// only those named after it that are empty or carry the marker.
    private static func removeLeftovers(of target: URL) {
        let manager = FileManager.default
        let parent = target.deletingLastPathComponent()
        let prefixes = [".\(target.lastPathComponent).building-", ".\(target.lastPathComponent).old-"]
        for name in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
        where prefixes.contains(where: name.hasPrefix) {
            let leftover = parent.appendingPathComponent(name)
            let isEmpty = ((try? manager.contentsOfDirectory(atPath: leftover.path)) ?? ["?"]).isEmpty
            if isEmpty || manager.fileExists(atPath: leftover.appendingPathComponent(markerName).path) {
                try? manager.removeItem(at: leftover)
            }
        }
    }

    /// The folders made so far in a staging folder, so that each is made once however many
    /// threads write into it.
    private final class StagingFolders: @unchecked Sendable {
        private let root: String
        private let lock = NSLock()
        private var made: Set<String> = [""]

        init(root: String) {
            self.root = root
        }

        /// Makes `relative` (and its parents) below the root unless it was made already.
        func make(_ relative: String) throws {
            lock.lock()
            defer { lock.unlock() }
            guard !made.contains(relative) else { return }
            try FileManager.default.createDirectory(atPath: "\(root)/\(relative)", withIntermediateDirectories: true)
            made.insert(relative)
        }
    }
}
