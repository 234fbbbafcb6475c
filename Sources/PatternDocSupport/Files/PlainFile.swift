import Foundation

/// Writes a file with plain `open`, `write` and `close`. Foundation's `Data.write(to:)` calls
/// `fsync` for every file on Linux, which on a busy disk costs more than the whole render; the
/// site does not need it, because it is written into a staging folder that replaces the old
/// site only once every file is there.
package enum PlainFile {
    /// Creates `path` or overwrites it from its start, writes `data` into it, and cuts the file
    /// to the length of `data`.
    ///
    /// A rebuild writes over the previous site's files, and most come out as long as they were:
    /// truncating each to nothing first made the file system free its blocks and allocate
    /// them again (ext4's truncate alone was about 3% of a small-page rebuild's CPU). Cutting it
    /// afterwards does nothing when the length is the same.
    ///
    /// - Throws: a ``Failure`` naming the file and the system's reason.
    package static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw Failure(path) }
                offset += written
            }
        }
        while ftruncate(descriptor, off_t(data.count)) != 0 {
            guard errno == EINTR else { throw Failure(path) }
        }
    }

    /// Why a file could not be written, kept apart from ``DocError`` so that the site writer
    /// can tell a full disk from a problem in the docs.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) {
            self.description = description
        }

        /// The failure of the last system call on `path`, as `errno` tells it.
        package init(_ path: String) {
            description = "\(path): \(String(cString: strerror(errno)))"
        }
    }
}
