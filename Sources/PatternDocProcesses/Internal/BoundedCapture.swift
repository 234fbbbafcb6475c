import Foundation

/// Reads one output stream of a child process on a thread of its own, keeping its first and
/// last ``limit`` bytes and counting the bytes between them, so that a child printing without
/// end costs a bounded amount of memory (and no disk) however much it prints.
final class BoundedCapture: @unchecked Sendable {
    /// How many bytes are kept at each end.
    let limit: Int

    // Guarded by `lock` once the reading thread runs.
    private var head: [UInt8] = []
    private var tail: [UInt8] = []
    private var total = 0
    private var stopping = false
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private let descriptor: Int32

    /// Starts reading `descriptor` (the read end of a pipe, which the capture closes when done).
    init(reading descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
        let thread = Thread { [self] in readUntilEnd() }
        thread.name = "patterndoc output capture"
        thread.start()
    }

    /// Waits until the stream ends (every writer closed it) or `seconds` pass; after that,
    /// what is still buffered in the pipe is read and the stream is left: a process that holds
    /// the pipe open (one patterndoc could not end) cannot keep the run waiting.
    func finish(waitingAtMost seconds: Double) {
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            lock.withLock { stopping = true }
            finished.wait()
        }
    }

    /// The bytes read: the whole stream when it fit, else its head, a line saying how many
    /// bytes were left out, and its tail, each end cut at a line break where there is one.
    var text: String {
        lock.withLock {
            guard total > 2 * limit else { return String(decoding: head + tail, as: UTF8.self) }
            var kept = head.prefix(limit)
            if let newline = kept.lastIndex(of: 0x0A) { kept = kept[...newline] }
            var end = tail.suffix(limit)
            if let newline = end.firstIndex(of: 0x0A), newline < end.endIndex - 1 { end = end[(newline + 1)...] }
            let left = total - kept.count - end.count
            let note = "[patterndoc: \(left) bytes of output between these lines were not kept; only the first and last \(limit) bytes are]\n"
            return String(decoding: kept, as: UTF8.self) + note + String(decoding: end, as: UTF8.self)
        }
    }

    /// How many bytes the stream held in all.
    var byteCount: Int { lock.withLock { total } }

    private func readUntilEnd() {
        defer {
            close(descriptor)
            finished.signal()
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready == 0 {
                if lock.withLock({ stopping }) { return }
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            append(buffer[..<count])
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>) {
        lock.withLock {
            total += bytes.count
            var rest = bytes
            if head.count < limit {
                let taken = rest.prefix(limit - head.count)
                head += taken
                rest = rest.dropFirst(taken.count)
            }
            guard !rest.isEmpty else { return }
            tail += rest
            // Dropping the front only when the tail is twice its size keeps appends cheap.
            if tail.count > 2 * limit { tail.removeFirst(tail.count - limit) }
        }
    }
}
