#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a file really is, every symbolic link on the way resolved: the one test of whether a
/// page, image or download lies inside the docs folder, whether an output folder holds the
/// package or the docs, and whether a folder walk has been somewhere before.
///
/// Comparing the paths as written is not enough: `Docs/shared -> /etc` makes `Docs/shared/passwd`
/// look inside. Foundation's `resolvingSymlinksInPath()` is not used because on some systems
/// it drops a leading `/private`, which the real path of a file inside the folder keeps.
package enum RealPath {
    /// The absolute path of `path` with every link resolved, or `nil` when it does not exist
    /// (or a link on the way is broken or loops).
    package static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `folder` itself or lies below it; both real paths.
    package static func isInside(_ path: String, folder: String) -> Bool {
        if path == folder { return true }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix)
    }
}
