import Foundation

/// The request line and headers of an HTTP/1.x request, as the preview server reads them.
///
/// The server answers `GET` and `HEAD` of paths only, so this keeps what those need: the
/// method, the path with its query cut off, and the headers by lower-cased name.
struct HTTPRequest: Equatable {
    /// `GET`, `HEAD`, or whatever else the client sent.
    var method: String
    /// The request target's path, still percent-encoded, without `?query` or `#fragment`.
    var path: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// Header name (lower-cased) → value, leading and trailing blanks removed.
    var headers: [String: String]

    /// Reads a request head (the bytes before the blank line); `nil` when it is not one.
    init?(head: [UInt8]) {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).makeIterator()
        guard let requestLine = lines.next() else { return nil }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[2].hasPrefix("HTTP/1.") else { return nil }
        let target = parts[1]
        // Only the origin form (`/path`): this server is nobody's proxy.
        guard target.hasPrefix("/") else { return nil }
        method = String(parts[0])
        version = String(parts[2])
        path = String(target.prefix { $0 != "?" && $0 != "#" })
        headers = [:]
        while let line = lines.next(), !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }
}
