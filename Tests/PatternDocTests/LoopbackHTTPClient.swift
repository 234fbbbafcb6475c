import Foundation

/// A client for the preview server's tests that speaks HTTP over a plain socket, so that a
/// test can send exactly the bytes it means (a `..` a URL library would have removed, a broken
/// request line) and read exactly what came back.
enum LoopbackHTTPClient {
    /// An answer, read to the end of the connection.
    struct Response {
        var status: Int
        /// Header name (lower-cased) → value.
        var headers: [String: String]
        var body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends `GET path` (or another method) and reads the whole answer.
    static func get(_ path: String, port: Int, method: String = "GET", timeout: Double = 10) throws -> Response {
        try send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port, timeout: timeout)
    }

    /// Sends `request` as it is and reads the whole answer.
    static func send(_ request: String, port: Int, timeout: Double = 10) throws -> Response {
        let socket = try LoopbackSocket(port: port, timeout: timeout)
        try socket.write(request)
        return try parse(socket.readToEnd())
    }

    /// Reads a status line, headers and body.
    static func parse(_ bytes: [UInt8]) throws -> Response {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = (0...max(0, bytes.count - 4)).first(where: { Array(bytes[$0..<min($0 + 4, bytes.count)]) == separator }) else {
            throw ClientError("no end of head in \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw ClientError("bad status line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
    }

    struct ClientError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

/// A TCP connection to 127.0.0.1, with a time limit on every read.
final class LoopbackSocket: @unchecked Sendable {
    private let descriptor: Int32

    /// Connects to `port`; reads give up after `timeout` seconds.
    init(port: Int, timeout: Double = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: in_addr_t(UInt32(0x7F00_0001).bigEndian))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw LoopbackHTTPClient.ClientError("could not connect to 127.0.0.1:\(port): \(reason)")
        }
    }

    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw LoopbackHTTPClient.ClientError("could not send the request") }
    }

    /// Whatever arrives next (up to 64 KiB); empty when the server closed the connection.
    /// Throws when nothing came within the time limit.
    func readSome() throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else { throw LoopbackHTTPClient.ClientError("nothing came before the time limit") }
        return Array(buffer[..<count])
    }

    /// Everything until the server closes the connection.
    func readToEnd() throws -> [UInt8] {
        var all: [UInt8] = []
        while true {
            let chunk = try readSome()
            if chunk.isEmpty { return all }
            all += chunk
        }
    }

    deinit {
        close(descriptor)
    }
}

/// The preview's event stream read as a browser's `EventSource` would: the `data:` of each
/// event, in order. Read from one thread at a time.
final class EventStreamReader: @unchecked Sendable {
    private let socket: LoopbackSocket
    private var pending = ""
    /// The response head (status line and headers).
    private(set) var head = ""

    /// Opens `/__patterndoc/events` on `port`; every wait gives up after `timeout` seconds.
    init(port: Int, timeout: Double = 10) throws {
        socket = try LoopbackSocket(port: port, timeout: timeout)
        try socket.write("GET /__patterndoc/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        while !pending.contains("\r\n\r\n") {
            let chunk = try socket.readSome()
            guard !chunk.isEmpty else { throw LoopbackHTTPClient.ClientError("the stream closed before its head") }
            pending += String(decoding: chunk, as: UTF8.self)
        }
        let split = pending.range(of: "\r\n\r\n")!
        head = String(pending[..<split.lowerBound])
        pending = String(pending[split.upperBound...])
    }

    /// The data of the next event; `nil` when the server closed the stream. Comment lines
    /// (keep-alives) and `retry:` are skipped, as a browser does.
    func next() throws -> String? {
        while true {
            while let end = pending.range(of: "\n\n") {
                let event = pending[..<end.lowerBound]
                pending = String(pending[end.upperBound...])
                let data = event.split(separator: "\n").filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }
                if !data.isEmpty { return data.joined(separator: "\n") }
            }
            let chunk = try socket.readSome()
            if chunk.isEmpty { return nil }
            pending += String(decoding: chunk, as: UTF8.self)
        }
    }

    /// Reads events until one satisfies `isWanted`, for at most `timeout` seconds in all.
    func next(within timeout: Double, where isWanted: (String) -> Bool) throws -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            guard let event = try next() else { return nil }
            if isWanted(event) { return event }
        }
        return nil
    }
}
