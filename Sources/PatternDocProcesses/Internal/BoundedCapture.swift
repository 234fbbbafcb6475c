import Foundation
import Synchronization

/// Reads one output stream of a child process on a thread of its own, keeping its first and
/// last ``limit`` bytes and counting the bytes between them, so that a child printing without
/// end costs a bounded amount of memory (and no disk) however much it prints.
final class BoundedCapture: Sendable {
    /// How many bytes are kept at each end.
    let limit: Int

    private struct Kept {
        var head: [UInt8] = []
        var tail: [UInt8] = []
        var total = 0
        var stopping = false
    }

    private let kept = Mutex(Kept())
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
            kept.withLock { $0.stopping = true }
            finished.wait()
        }
    }

    /// The bytes read: the whole stream when it fit, else its head, a line saying how many
    /// bytes were left out, and its tail, each end cut at a line break where there is one.
    var text: String {
        kept.withLock { [limit] in
            let (head, tail, total) = ($0.head, $0.tail, $0.total)
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
    var byteCount: Int { kept.withLock { $0.total } }

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
                if kept.withLock({ $0.stopping }) { return }
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
        kept.withLock { [limit] kept in
            kept.total += bytes.count
            var rest = bytes
            if kept.head.count < limit {
                let taken = rest.prefix(limit - kept.head.count)
                kept.head += taken
                rest = rest.dropFirst(taken.count)
            }
            guard !rest.isEmpty else { return }
            kept.tail += rest
            // Dropping the front only when the tail is twice its size keeps appends cheap.
            if kept.tail.count > 2 * limit { kept.tail.removeFirst(kept.tail.count - limit) }
        }
    }
}
