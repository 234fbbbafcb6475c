import Foundation
import PatternDocLayout
import Synchronization

/// The web server of `patterndoc preview`: a small HTTP/1.1 server on 127.0.0.1 that serves
/// the site folder as any static host would, adds the live-reload script to every page, and
/// streams the preview's state to open pages as server-sent events.
///
/// - `GET` and `HEAD` of a file answer it with the content type of its extension; a folder
///   answers its `index.html` (and redirects to its path with a slash first, which its pages'
///   relative links need); a path with no file answers 404 with a page that reloads once a
///   build makes it; a path that tries to leave the folder answers 403.
/// - `/__patterndoc/events` is the event stream of ``ReloadChannel``: the state at once, then
///   every change, and a comment line now and then, which is how the server notices a page
///   that has gone.
/// - `/__patterndoc/live-reload.js` and `.css` are the script and the status panel's style.
/// - A request whose `Host` is not `127.0.0.1:PORT` or `localhost:PORT` answers 403, so that
///   another site cannot read the preview through a name it points at 127.0.0.1.
///
/// Each connection is served on a thread of its own, so a page's requests and its open event
/// stream run side by side; every answer closes its connection. Serving starts as soon as the
/// server is made, and ``stop()`` ends it.
final class PreviewServer: Sendable {
    /// The port the server listens on.
    let port: Int
    /// The folder it serves.
    let folder: String
    private let listener: LoopbackListener
    private let channel: ReloadChannel
    private let script: [UInt8]
    private let styleSheet: [UInt8]
    private let keepAliveInterval: Double
    private let isStopped = Mutex(false)

    /// Starts serving `folder` on `port` (a free port when `nil` or 0), telling the pages
    /// what `channel` says.
    ///
    /// - Parameter keepAliveInterval: seconds between the comment lines an idle event stream
    ///   gets, to find out whether its page is still there.
    /// - Throws: a ``DocError`` when the port cannot be had or patterndoc was built without
    ///   its live-reload assets.
    init(serving folder: String, port: Int? = nil, channel: ReloadChannel, keepAliveInterval: Double = 15) throws {
        script = Array(try SiteAssets.embedded("live-reload.js").utf8)
        styleSheet = Array(try SiteAssets.embedded("live-reload.css").utf8)
        self.folder = folder
        self.channel = channel
        self.keepAliveInterval = keepAliveInterval
        listener = try LoopbackListener(port: port)
        self.port = listener.port
        let thread = Thread { [listener] in
            while let descriptor = listener.accept() {
                let connection = SocketConnection(descriptor: descriptor, readTimeout: 10)
                Thread.detachNewThread { self.serve(connection) }
            }
        }
        thread.name = "patterndoc preview server"
        thread.start()
    }

    /// The address to open in a browser: `http://127.0.0.1:PORT/`.
    var url: String { "http://127.0.0.1:\(port)/" }

    /// Stops accepting connections and ends the open event streams within a second; answers
    /// being written are finished.
    func stop() {
        isStopped.withLock { $0 = true }
        listener.close()
    }

    private var stopped: Bool { isStopped.withLock { $0 } }

    /// Reads one request from `connection`, answers it, and closes the connection.
    private func serve(_ connection: SocketConnection) {
        defer { connection.close() }
        let head: [UInt8]
        switch connection.readHead() {
        case .closed: return
        case .tooLarge:
            connection.write(HTTPResponse.text(431, "The request's head is too large.").bytes())
            return
        case let .bytes(bytes): head = bytes
        }
        guard let request = HTTPRequest(head: head) else {
            connection.write(HTTPResponse.text(400, "This server understands HTTP/1.x requests for paths.").bytes())
            return
        }
        // A page of another site can point a name of its own at 127.0.0.1 (DNS rebinding) and
        // read what it fetches there: answer only requests addressed to this server by name.
        if let host = request.headers["host"], !["127.0.0.1:\(port)", "localhost:\(port)"].contains(host.lowercased()) {
            connection.write(HTTPResponse.text(403, "The preview answers requests for 127.0.0.1:\(port) or localhost:\(port) only.").bytes())
            return
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            connection.write(HTTPResponse.text(405, "The preview answers GET and HEAD only.", headers: [("Allow", "GET, HEAD")]).bytes())
            return
        }
        if request.path == LiveReloadInjection.eventsPath {
            streamEvents(to: connection, headOnly: request.method == "HEAD")
            return
        }
        connection.write(answer(request.path).bytes(includingBody: request.method == "GET"))
    }

    /// The answer to a `GET` of `path`.
    func answer(_ path: String) -> HTTPResponse {
        switch path {
        case LiveReloadInjection.scriptPath:
            return HTTPResponse(status: 200, contentType: ContentType.of("live-reload.js"), body: script)
        case LiveReloadInjection.styleSheetPath:
            return HTTPResponse(status: 200, contentType: ContentType.of("live-reload.css"), body: styleSheet)
        case _ where path.hasPrefix(LiveReloadInjection.prefix):
            return .text(404, "The preview has nothing at \(path).")
        default:
            break
        }
        switch SiteFileLookup.find(path, in: folder) {
        case let .file(file):
            // A rebuild swaps the whole folder: a file can vanish between the lookup and here.
            guard let data = FileManager.default.contents(atPath: file) else { return notFound(path) }
            let type = ContentType.of(file)
            guard type.hasPrefix("text/html") else { return HTTPResponse(status: 200, contentType: type, body: Array(data)) }
            let page = LiveReloadInjection.inject(into: String(decoding: data, as: UTF8.self), state: channel.current.state)
            return HTTPResponse(status: 200, contentType: type, body: Array(page.utf8))
        case let .redirect(location):
            return .redirect(to: location)
        case .notFound:
            return notFound(path)
        case .forbidden:
            return .text(403, "The preview serves the files of the site's folder only.")
        case .badRequest:
            return .text(400, "The path \(path) is not percent-encoded correctly.")
        }
    }

    private func notFound(_ path: String) -> HTTPResponse {
        let siteIsBuilt = FileManager.default.fileExists(atPath: "\(folder)/index.html")
        let page = LiveReloadInjection.notFoundPage(path: path, siteIsBuilt: siteIsBuilt, state: channel.current.state)
        return HTTPResponse(status: 404, contentType: ContentType.of("404.html"), body: Array(page.utf8))
    }

    /// The event stream: the state now, then each change, until the page goes, the channel
    /// closes or the server stops.
    private func streamEvents(to connection: SocketConnection, headOnly: Bool) {
        var (state, version) = channel.current
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        guard connection.write(head), !headOnly else { return }
        // `retry`: how soon the browser tries again when the stream ends (a restarted preview).
        guard connection.write("retry: 1000\n\n" + Self.event(state)) else { return }
        var lastWrite = Date()
        while !stopped {
            switch channel.next(after: version, timeout: 1) {
            case let .changed(newState, newVersion):
                (state, version) = (newState, newVersion)
                guard connection.write(Self.event(state)) else { return }
                lastWrite = Date()
            case .timedOut:
                guard Date().timeIntervalSince(lastWrite) >= keepAliveInterval else { continue }
                guard connection.write(": still here\n\n") else { return }
                lastWrite = Date()
            case .closed:
                return
            }
        }
    }

    /// One server-sent event carrying `state` as JSON.
    static func event(_ state: ReloadChannel.State) -> String {
        "data: \(state.json)\n\n"
    }
}
