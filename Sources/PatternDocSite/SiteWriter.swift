import Foundation
import PatternDocModel
import PatternDocOutput
import PatternDocSupport
import Synchronization

/// Puts a built site in place all at once: the files are written to a fresh folder beside the
/// destination, which then replaces the destination. A build that fails before this step, or
/// while writing, leaves the previous site as it was.
///
/// Every site carries a marker file, ``markerName``; a destination is replaced only when it is
/// missing, empty, or holds that marker, so a mistyped `--out` never deletes anything else.
/// Staging folders that an interrupted run left beside the destination are removed by the
/// next write.
package enum SiteWriter {
    /// The file that marks a folder as a site patterndoc wrote.
    static let markerName = ".patterndoc-site"

    /// The rules for the site's folder: what ``write(_:to:)`` accepts as a destination.
    package static let folder = OutputFolder(
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
    package static func write(_ files: [String: Data], to destination: String) throws {
        try write(to: destination) { site in
            let writes = Array(files)
            let failures = ParallelMap.map(writes.count) { index in
                Result { try site.write(writes[index].key, writes[index].value) }
            }
            for case .failure(let error) in failures { throw error }
        }
    }

    /// Hands `produce` the files of a staging folder (`SiteFiles`: a whole file, or a large one
    /// in pieces, by relative path, from any thread), and moves the folder to `destination`
    /// once `produce` returns. The files of a large site then need not all be in memory at
    /// once, nor its largest files whole.
    ///
    /// When `produce` throws, the staging folder is removed and its error rethrown, leaving
    /// the previous site as it was, with whatever was written so far, files written in pieces
    /// included; a file written twice keeps the second write's bytes.
    ///
    /// With `spareFolder` (a folder patterndoc owns, such as one in `.build/patterndoc`), the
    /// site that is replaced is kept there instead of deleted, and the next write starts from
    /// it: its files are overwritten in place and those the new site lacks are removed before
    /// the swap. Creating a thousand files right after deleting a thousand is what a rebuild
    /// otherwise spends most of its system time on. When the spare folder is on another disk
    /// than the destination, the old site is deleted as without it.
    ///
    /// - Throws: what ``write(_:to:)`` throws, and `produce`'s error.
    static func write(
        to destination: String,
        spareFolder: String? = nil,
        _ produce: (_ files: SiteFiles) throws -> Void
    ) throws {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        try refuseUnlessOwned(target.path)
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        removeLeftovers(of: target)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).building-\(UUID().uuidString)")
        let spare = spareFolder.map { URL(fileURLWithPath: $0).standardizedFileURL }
        var files = StagingFiles(root: staging.path, isRecycled: false)
        do {
            files.isRecycled = spare.map { reuse($0, as: staging) } ?? false
            if !files.isRecycled {
                try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            }
            // The marker goes first, so that a staging folder left by an interrupted run is
            // recognisably ours and safe to remove.
            try PlainFile.write(Data(markerText.utf8), to: staging.appendingPathComponent(markerName).path)
            let written = files
            try produce(SiteFiles(
                write: { relative, data in try written.write(data, to: relative) },
                open: { relative in try written.open(relative) }
            ))
            try files.removeUnwritten()
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
        guard manager.fileExists(atPath: retired.path) else { return }
        if let spare, keep(retired, as: spare) { return }
        try? manager.removeItem(at: retired)
    }

    /// Moves the spare site at `spare` to `staging` when it is one patterndoc wrote; a spare
    /// folder that is not (or cannot be moved) is left alone, and the write starts empty.
    private static func reuse(_ spare: URL, as staging: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: spare.appendingPathComponent(markerName).path) else { return false }
        return rename(spare.path, staging.path) == 0
    }

    /// Keeps the replaced site `retired` as the spare at `spare`, replacing an older spare
    /// only when it carries the marker. False when it cannot be kept there.
    private static func keep(_ retired: URL, as spare: URL) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: spare.path) {
            guard manager.fileExists(atPath: spare.appendingPathComponent(markerName).path) else { return false }
            try? manager.removeItem(at: spare)
        }
        try? manager.createDirectory(at: spare.deletingLastPathComponent(), withIntermediateDirectories: true)
        return rename(retired.path, spare.path) == 0
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

    /// The staging folder as files are written into it, from any thread: each folder is made
    /// once, and when the folder is a recycled site, what this write did not put there is
    /// removed before it replaces the destination.
    private struct StagingFiles: Sendable {
        let root: String
        var isRecycled: Bool
        private let state = Locked()

        init(root: String, isRecycled: Bool) {
            self.root = root
            self.isRecycled = isRecycled
        }

        /// Writes `data` at `relative`, making its folders first.
        func write(_ data: Data, to relative: String) throws {
            try making(relative) { try PlainFile.write(data, to: $0) }
        }

        /// Opens `relative` to be written in pieces, making its folders first.
        func open(_ relative: String) throws -> StreamedFile {
            try making(relative) { try StreamedFile(path: $0) }
        }

        /// Makes the folders of `relative`, then its file with `make` (handed its full path).
        private func making<File>(_ relative: String, _ make: (String) throws -> File) throws -> File {
            let folder = relative.split(separator: "/").dropLast().joined(separator: "/")
            func attempt() throws -> File {
                try state.record(relative, folder: folder, isRecycled: isRecycled) {
                    try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
                }
                return try make("\(root)/\(relative)")
            }
            do {
                return try attempt()
            } catch where isRecycled {
                // The recycled site had a file where this one has a folder, or the reverse.
                clearWay(for: relative)
                return try attempt()
            }
        }

        /// Removes what stands in the way of writing `relative` in a recycled site: a file
        /// where one of its folders goes, or a folder where the file goes.
        private func clearWay(for relative: String) {
            let manager = FileManager.default
            var path = root
            let parts = relative.split(separator: "/")
            for (position, part) in parts.enumerated() {
                path += "/\(part)"
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return }
                let isLast = position == parts.count - 1
                if isFolder.boolValue == isLast {
                    try? manager.removeItem(atPath: path)
                    return
                }
            }
        }

        /// Removes the recycled site's files and folders that this write did not write.
        func removeUnwritten() throws {
            guard isRecycled else { return }
            let (files, folders) = state.written()
            var unwanted: [String] = []
            FolderListing.walk(root) { relative, isFolder in
                let kept = isFolder ? folders.contains(relative) : files.contains(relative) || relative == markerName
                if !kept { unwanted.append(relative) }
                return kept
            }
            for relative in unwanted { try FileManager.default.removeItem(atPath: "\(root)/\(relative)") }
        }

        /// The paths written and folders made so far, under a lock.
        private final class Locked: Sendable {
            private let paths = Mutex<(files: Set<String>, folders: Set<String>)>(([], [""]))

            func record(_ file: String, folder: String, isRecycled: Bool, make: () throws -> Void) throws {
                try paths.withLock { paths throws in
                    if isRecycled { paths.files.insert(file) }
                    guard !paths.folders.contains(folder) else { return }
                    try make()
                    var parent = Substring(folder)
                    while !parent.isEmpty, paths.folders.insert(String(parent)).inserted {
                        parent = parent.lastIndex(of: "/").map { parent[..<$0] } ?? ""
                    }
                }
            }

            func written() -> (files: Set<String>, folders: Set<String>) {
                paths.withLock { $0 }
            }
        }
    }
}
