import Foundation

/// A file written a piece at a time: the pieces gather in a buffer of `chunkSize` bytes that
/// goes to the file whenever it fills, so a file of tens of megabytes (the search index, the
/// verification page, the report of a large site) is never held whole, nor as text and as
/// bytes at once.
///
/// On disk it writes like `PlainFile`: over an existing file from its start, cut to its new
/// length when closed, without `fsync`. In memory (`init(collecting:)`) it hands its bytes
/// over when closed: what a site built for a test, or a report's `json()`, needs.
///
/// `append(_:)` does not throw, so that it can sit in a closure that does not: the
/// first failure is kept, later pieces are dropped, and `close()` throws it. One writer at a
/// time; a file that is never closed is closed when let go, left as far as it got.
package final class StreamedFile: @unchecked Sendable {
    /// How many bytes gather before they go to the file.
    package static let chunkSize = 1 << 16

    private enum Destination {
        case disk(descriptor: Int32, path: String)
        case memory(Data, finished: (Data) -> Void)
    }

    private var destination: Destination
    private var buffer: [UInt8] = []
    private var length = 0
    private var failure: PlainFile.Failure?
    private var isClosed = false

    /// Opens `path` for writing, creating it if it is missing.
    ///
    /// - Throws: a `PlainFile/Failure` naming the file and the system's reason.
    package init(path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw PlainFile.Failure(path) }
        destination = .disk(descriptor: descriptor, path: path)
        buffer.reserveCapacity(Self.chunkSize)
    }

    /// A file kept in memory, whose bytes `finished` receives when it is closed.
    package init(collecting finished: @escaping (Data) -> Void) {
        destination = .memory(Data(), finished: finished)
        buffer.reserveCapacity(Self.chunkSize)
    }

    deinit {
        if case .disk(let descriptor, _) = destination, !isClosed { Foundation.close(descriptor) }
    }

    /// Writes the file at `path` in pieces through `write`, beside it first
    /// (`<path>.writing-<UUID>`), and renames it over the old file only once it is whole: until
    /// then readers find the previous file, or none.
    ///
    /// - Throws: what `write` throws, or a `PlainFile/Failure` when the file cannot be written
    ///   or put in place; nothing is left of the attempt then.
    package static func replacing(_ path: String, _ write: (StreamedFile) throws -> Void) throws {
        let partial = "\(path).writing-\(UUID().uuidString)"
        do {
            let output = try StreamedFile(path: partial)
            try write(output)
            try output.close()
            guard rename(partial, path) == 0 else { throw PlainFile.Failure(path) }
        } catch {
            unlink(partial)
            throw error
        }
    }

    /// Adds `text` at the end of the file.
    package func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Adds `bytes` at the end of the file.
    package func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Adds `bytes` at the end of the file.
    package func append(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !isClosed else { return }
        if buffer.count + bytes.count > Self.chunkSize {
            flush()
            guard failure == nil else { return }
            if bytes.count >= Self.chunkSize {
                // A large piece goes straight through rather than through the buffer.
                send(bytes)
                return
            }
        }
        buffer.append(contentsOf: bytes)
    }

    /// Writes what is left in the buffer, cuts the file at its length and closes it (in
    /// memory: hands the bytes over).
    ///
    /// - Throws: the first failure of any write, as a `PlainFile/Failure`; the file is
    ///   closed either way.
    package func close() throws {
        guard !isClosed else { return }
        flush()
        isClosed = true
        switch destination {
        case .disk(let descriptor, let path):
            if failure == nil {
                while ftruncate(descriptor, off_t(length)) != 0 {
                    guard errno == EINTR else { failure = PlainFile.Failure(path); break }
                }
            }
            Foundation.close(descriptor)
        case .memory(let data, let finished):
            destination = .memory(Data(), finished: finished)
            finished(data)
        }
        buffer = []
        if let failure { throw failure }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { send($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func send(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, bytes.count > 0 else { return }
        switch destination {
        case .disk(let descriptor, let path):
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    failure = PlainFile.Failure(path)
                    return
                }
                offset += written
            }
        case .memory(var data, let finished):
            // Let go of the case's copy first, so that appending does not copy the bytes.
            destination = .memory(Data(), finished: finished)
            data.append(bytes.bindMemory(to: UInt8.self))
            destination = .memory(data, finished: finished)
        }
        length += bytes.count
    }
}
