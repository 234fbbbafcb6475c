import Foundation

/// An answer of the preview server: status, headers and body, written whole.
///
/// Every answer says `Connection: close` and the server closes the connection after it: a
/// preview serves one reader, so keeping connections alive would buy nothing worth the code.
/// Every answer says `Cache-Control: no-store`, so that a reload always shows the new build.
struct HTTPResponse {
    /// The status code, `200`, `404`, ...
    var status: Int
    /// Header name → value, besides the ones every answer gets.
    var headers: [(String, String)]
    /// The body; left out of the bytes for a `HEAD` request, its length kept.
    var body: [UInt8]

    /// An answer with `body` of `contentType`.
    init(status: Int, contentType: String, body: [UInt8], headers: [(String, String)] = []) {
        self.status = status
        self.headers = [("Content-Type", contentType)] + headers
        self.body = body
    }

    /// A short plain-text answer, for the statuses that need no page.
    static func text(_ status: Int, _ message: String, headers: [(String, String)] = []) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8), headers: headers)
    }

    /// A redirection to `location` (a path on this server).
    static func redirect(to location: String) -> HTTPResponse {
        text(301, "Moved to \(location)", headers: [("Location", location)])
    }

    /// The status line, the headers and, unless `includingBody` is false, the body.
    func bytes(includingBody: Bool = true) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
        for (name, value) in headers {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + (includingBody ? body : [])
    }

    /// The reason phrase of the statuses this server sends.
    static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
