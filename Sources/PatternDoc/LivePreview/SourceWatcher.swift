import Foundation
import PatternDocSite

/// Notices edits to the files a preview is built from (the docs folder, the package's
/// `Sources`, `Snippets` and `Package.swift`) by looking at every file's modification time,
/// size and inode a few times a second.
///
/// Polling needs nothing from the system and sees every way a file changes: written in
/// place, replaced by an editor's atomic save (a new inode), added, removed or renamed.
/// Hidden files and folders (`.build`, `.git`, an editor's `.swp`) and the `excluded` folders
/// (the site being written, patterndoc's work folder) are not looked at. A change is reported
/// once the files have stopped changing for one interval, so that an editor's save in several
/// steps, or a `git checkout`, costs one rebuild, not several.
struct SourceWatcher: Sendable {
    /// What a file looked like when last seen.
    struct Stamp: Equatable, Sendable {
        var modified: timespec
        var size: Int
        var inode: UInt

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.size == b.size && a.inode == b.inode
        }
    }

    /// Every watched file (absolute path) with its stamp.
    typealias Snapshot = [String: Stamp]

    /// The files and folders watched (absolute paths); those that do not exist are watched
    /// for appearing.
    let roots: [String]
    /// Folders below the roots that are not looked at (absolute paths).
    let excluded: [String]
    /// Seconds between two looks.
    let interval: Double

    /// Watches `roots`, leaving out `excluded`, looking every `interval` seconds.
    init(roots: [String], excluded: [String] = [], interval: Double = 0.3) {
        self.roots = roots.map(Self.normalized)
        self.excluded = excluded.map(Self.normalized)
        self.interval = interval
    }

    /// What a preview of `options` depends on: the docs folder, and the package's `Sources`,
    /// `Snippets` and `Package.swift`; the site folder and the work folder left out.
    init(for options: SitePublisher.Options, interval: Double = 0.3) {
        let package = options.verify.packageRoot
        self.init(
            roots: [options.verify.docs, "\(package)/Sources", "\(package)/Snippets", "\(package)/Package.swift"],
            excluded: [options.output, options.verify.workDirectory],
            interval: interval
        )
    }

    /// The files as they are now.
    func snapshot() -> Snapshot {
        var files: Snapshot = [:]
        for root in roots {
            collect(root, into: &files)
        }
        return files
    }

    /// The paths that were added, removed or changed from `old` to `new`, sorted.
    static func changes(from old: Snapshot, to new: Snapshot) -> [String] {
        var changed = Set(old.keys).symmetricDifference(new.keys)
        for (path, stamp) in new where old[path].map({ $0 != stamp }) ?? false {
            changed.insert(path)
        }
        return changed.sorted()
    }

    /// Waits until the files differ from `old` and have then stayed the same for one interval;
    /// returns the new snapshot and what changed, or `nil` once `isStopped` says so.
    func waitForChange(from old: Snapshot, isStopped: () -> Bool) -> (snapshot: Snapshot, changed: [String])? {
        var current = old
        // Settling: a change seen, but the files were still moving at the last look.
        var settling = false
        while !isStopped() {
            Thread.sleep(forTimeInterval: interval)
            let now = snapshot()
            if now != current {
                current = now
                settling = true
            } else if settling {
                let changed = Self.changes(from: old, to: current)
                // An edit undone before it settled changed nothing.
                if !changed.isEmpty { return (current, changed) }
                settling = false
            }
        }
        return nil
    }

    /// Stamps the files at and below `path`. Symbolic links are followed, as the build follows
    /// them; `depth` stops a link that leads back up from walking for ever.
    private func collect(_ path: String, into files: inout Snapshot, depth: Int = 0) {
        guard !isExcluded(path), depth < 32 else { return }
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for entry in entries where !entry.hasPrefix(".") {
                collect("\(path)/\(entry)", into: &files, depth: depth + 1)
            }
        } else {
            files[path] = Stamp(modified: info.st_mtim, size: Int(info.st_size), inode: UInt(info.st_ino))
        }
    }

    private func isExcluded(_ path: String) -> Bool {
        excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    private static func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
