import Foundation

/// How a file's path is shown in messages and positions: relative to the package (or docs)
/// root when the file is inside it, absolute otherwise.
enum DisplayPath {
    /// The path of `file` relative to `root` when inside it, `.` for the root itself, else the
    /// absolute path.
    static func of(_ file: URL, relativeTo root: URL) -> String {
        let path = file.standardizedFileURL.path
        if path == root.path { return "." }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
