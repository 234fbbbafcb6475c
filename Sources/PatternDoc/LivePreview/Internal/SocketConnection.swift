import Foundation
import Synchronization

/// One accepted TCP connection of the preview server: it reads a request head, writes the
/// answer, and is closed once.
///
/// Writes use `MSG_NOSIGNAL`, so a browser that goes away in the middle of an answer (a reload
/// does that to its event stream) costs a failed write, never a `SIGPIPE` that would end
/// patterndoc.
final class SocketConnection: Sendable {
    /// What reading a request head gave.
    enum Head {
        /// The bytes before the blank line that ends the head.
        case bytes([UInt8])
        /// The head went past the limit without ending.
        case tooLarge
        /// The client closed the connection, or sent nothing before the read time limit.
        case closed
    }

    private let descriptor: Int32
    private let isClosed = Mutex(false)

    /// Takes over `descriptor`; reads wait at most `readTimeout` seconds for the client.
    init(descriptor: Int32, readTimeout: Double) {
        self.descriptor = descriptor
        var limit = timeval(tv_sec: Int(readTimeout), tv_usec: Int((readTimeout - readTimeout.rounded(.down)) * 1_000_000))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads up to the blank line (`\r\n\r\n`) that ends a request head.
    func readHead(limit: Int = 16 * 1024) -> Head {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .closed }
            // Look for the end only where it can be: in the new bytes and the three before them.
            let searchFrom = max(0, received.count - 3)
            received += chunk[0..<count]
            if let end = Self.endOfHead(in: received, from: searchFrom) {
                return end <= limit ? .bytes(Array(received[..<end])) : .tooLarge
            }
            if received.count > limit { return .tooLarge }
        }
    }

    /// Writes all of `bytes`; `false` when the client has gone.
    @discardableResult
    func write(_ bytes: some Collection<UInt8>) -> Bool {
        let bytes = Array(bytes)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                send(descriptor, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Writes `text` as UTF-8; `false` when the client has gone.
    @discardableResult
    func write(_ text: String) -> Bool {
        write(Array(text.utf8))
    }

    /// Ends the connection; later calls do nothing.
    func close() {
        let shouldClose = isClosed.withLock { isClosed in
            defer { isClosed = true }
            return !isClosed
        }
        guard shouldClose else { return }
        // A lingering close: say we are done writing, then read what the client may still be
        // sending (the rest of a head that was too large) until it closes its side. Closing a
        // socket with unread bytes makes the system reset the connection, and the client could
        // lose the answer it has not read yet.
        _ = shutdown(descriptor, Int32(SHUT_WR))
        var limit = timeval(tv_sec: 0, tv_usec: 200_000)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var drained = 0
        var chunk = [UInt8](repeating: 0, count: 4096)
        while drained < 1 << 20 {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            drained += count
        }
        _ = Glibc.close(descriptor)
    }

    deinit {
        close()
    }

    /// Where `\r\n\r\n` ends in `bytes`, looking from `start`.
    private static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in start...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}
