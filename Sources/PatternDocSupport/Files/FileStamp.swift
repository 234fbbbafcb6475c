import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What tells a file apart from its earlier versions without reading it: its size, its
/// modification time to the nanosecond and its inode. The verifier's reuse key stamps the
/// toolchain with it, the fence cache the patterndoc binary that wrote it.
package enum FileStamp {
    /// The stamp of the file at `path`, or `nil` if it is missing.
    package static func of(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_ino)"
    }
}
