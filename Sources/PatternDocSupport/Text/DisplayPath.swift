import Foundation

/// How a file's path is shown in messages and positions: relative to the package (or docs)
/// root when the file is inside it, absolute otherwise.
package enum DisplayPath {
    /// The path of `file` relative to `root` when inside it, `.` for the root itself, else the
    /// absolute path.
    package static func of(_ file: URL, relativeTo root: URL) -> String {
        relative(to: root)(file)
    }

    /// ``of(_:relativeTo:)`` for many files below one root, the root's path read once: a
    /// docs folder's pages are each shown this way.
    package static func relative(to root: URL) -> (URL) -> String {
        let rootPath = root.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return { file in
            // Standardizing removes `.` and `..` components and empty ones, which a path without
            // "/." or "//" cannot have: most paths (every page of a docs folder) are spared it.
            let raw = file.path
            let path = raw.containsBytes("/.") || raw.containsBytes("//") ? file.standardizedFileURL.path : raw
            if path == rootPath { return "." }
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
    }
}
