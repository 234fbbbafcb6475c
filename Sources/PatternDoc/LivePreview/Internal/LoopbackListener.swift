import Foundation
import PatternDocModel
import Synchronization

/// The preview server's listening socket: TCP on 127.0.0.1 only, so that the preview is never
/// reachable from another machine.
final class LoopbackListener: Sendable {
    /// The port it listens on (the one the system chose, when asked for any).
    let port: Int
    private let descriptor: Int32
    private let isClosed = Mutex(false)

    /// Listens on `port`, or on a free port the system picks when `port` is `nil` or 0.
    ///
    /// - Throws: a ``DocError`` saying which port could not be had and what to do.
    init(port: Int?) throws {
        let requested = port ?? 0
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else {
            throw DocError(at: nil, "could not open a socket for the preview server (\(String(cString: strerror(errno)))).")
        }
        var one: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(requested).bigEndian)
        address.sin_addr = in_addr(s_addr: in_addr_t(UInt32(0x7F00_0001).bigEndian))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = Glibc.close(descriptor)
            throw DocError(
                at: nil,
                "the preview server could not listen on 127.0.0.1:\(requested) (\(reason)).",
                hint: requested == 0 ? "Check that the loopback interface is up." : "Pass another --port, or leave --port out to take a free one."
            )
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }

    /// Waits for the next connection; `nil` once the listener is closed.
    func accept() -> Int32? {
        while !isClosed.withLock({ $0 }) {
            let connection = Glibc.accept(descriptor, nil, nil)
            if connection >= 0 {
                // Not inherited by the builds' child processes (Glibc's accept4 is not imported).
                _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
                return connection
            }
            if errno == EINTR || errno == ECONNABORTED { continue }
            if errno == EINVAL || errno == EBADF { return nil }
            // Out of descriptors and the like: wait a moment rather than spin.
            usleep(50_000)
        }
        return nil
    }

    /// Stops listening and wakes a thread waiting in ``accept()``; later calls do nothing.
    func close() {
        let shouldClose = isClosed.withLock { isClosed in
            defer { isClosed = true }
            return !isClosed
        }
        guard shouldClose else { return }
        // On Linux, shutting a listening socket down is what makes a blocked accept return.
        // The descriptor itself is closed only in deinit, once the accepting thread has let go
        // of the listener: closed earlier, its number could be reused by another socket that
        // the accepting thread would then take connections from.
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    deinit {
        close()
        _ = Glibc.close(descriptor)
    }
}
