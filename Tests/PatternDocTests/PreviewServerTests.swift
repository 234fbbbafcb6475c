import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@testable import PatternDoc

/// The preview's HTTP server, answered by real clients over loopback: files with their types,
/// folders, 404, refusals of paths that leave the site, the event stream, and many
/// connections at once.
@Suite
struct PreviewServerTests {
    /// A small site in a temporary folder, with a secret file beside it that must never be
    /// served, and a server on it.
    final class ServedSite: @unchecked Sendable {
        let parent: URL
        let site: URL
        let channel = ReloadChannel()
        let server: PreviewServer
        static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0x10]

        init(keepAliveInterval: Double = 15) throws {
            parent = FileManager.default.temporaryDirectory.appendingPathComponent("preview-server-\(UUID().uuidString)")
            site = parent.appendingPathComponent("site")
            let files: [String: [UInt8]] = [
                "site/index.html": Array("<!DOCTYPE html><html><body><h1>Home</h1></body></html>".utf8),
                "site/assets/style.css": Array("body { color: red; }".utf8),
                "site/logo.png": Self.png,
                "site/guide/index.html": Array("<html><body><p>Guide index</p></body></html>".utf8),
                "site/C%23 and more.html": Array("<html><body>odd name</body></html>".utf8),
                "site/notes.unknownkind": Array("?".utf8),
                "secret.txt": Array("the secret".utf8),
            ]
            for (path, bytes) in files {
                let url = parent.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            try FileManager.default.createSymbolicLink(
                atPath: site.appendingPathComponent("leak.txt").path, withDestinationPath: parent.appendingPathComponent("secret.txt").path
            )
            server = try PreviewServer(serving: site.path, channel: channel, keepAliveInterval: keepAliveInterval)
        }

        var port: Int { server.port }

        deinit {
            server.stop()
            channel.close()
            try? FileManager.default.removeItem(at: parent)
        }
    }

    @Test func servesFilesWithTheirContentTypesAndAddsTheReloadScriptToPagesOnly() throws {
        let served = try ServedSite()

        let home = try LoopbackHTTPClient.get("/", port: served.port)
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.headers["content-length"] == String(home.body.count))
        #expect(home.headers["cache-control"] == "no-store")
        #expect(home.text.hasPrefix("<!DOCTYPE html><html><body><h1>Home</h1>"))
        #expect(home.text.contains(#"<script src="/__patterndoc/live-reload.js" data-generation="0"></script>"#))
        #expect(home.text.hasSuffix("</body></html>"))

        let style = try LoopbackHTTPClient.get("/assets/style.css", port: served.port)
        #expect(style.headers["content-type"] == "text/css; charset=utf-8")
        #expect(style.text == "body { color: red; }")

        let logo = try LoopbackHTTPClient.get("/logo.png", port: served.port)
        #expect(logo.headers["content-type"] == "image/png")
        #expect(logo.body == ServedSite.png)

        let odd = try LoopbackHTTPClient.get("/C%2523%20and%20more.html", port: served.port)
        #expect(odd.status == 200)
        #expect(odd.text.contains("odd name"))

        let unknown = try LoopbackHTTPClient.get("/notes.unknownkind", port: served.port)
        #expect(unknown.headers["content-type"] == "application/octet-stream")

        let script = try LoopbackHTTPClient.get("/__patterndoc/live-reload.js", port: served.port)
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.text.contains("new EventSource('/__patterndoc/events')"))
        let panelStyle = try LoopbackHTTPClient.get("/__patterndoc/live-reload.css", port: served.port)
        #expect(panelStyle.text.contains(".patterndoc-preview"))
    }

    @Test func headAnswersTheHeadersOfAGetWithoutItsBody() throws {
        let served = try ServedSite()
        let head = try LoopbackHTTPClient.get("/assets/style.css", port: served.port, method: "HEAD")
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == "20")
        #expect(head.body.isEmpty)
    }

    @Test func aFolderRedirectsToItsSlashThenAnswersItsIndex() throws {
        let served = try ServedSite()
        let redirect = try LoopbackHTTPClient.get("/guide", port: served.port)
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/guide/")
        let index = try LoopbackHTTPClient.get("/guide/", port: served.port)
        #expect(index.status == 200)
        #expect(index.text.contains("Guide index"))
        let withQuery = try LoopbackHTTPClient.get("/guide/?from=search#top", port: served.port)
        #expect(withQuery.text.contains("Guide index"))
    }

    @Test func aMissingPathIs404WithAPageThatReloadsWhenABuildMakesIt() throws {
        let served = try ServedSite()
        let missing = try LoopbackHTTPClient.get("/no-such-page.html", port: served.port)
        #expect(missing.status == 404)
        #expect(missing.headers["content-type"] == "text/html; charset=utf-8")
        #expect(missing.text.contains("The site has no page at <code>/no-such-page.html</code>."))
        #expect(missing.text.contains("/__patterndoc/live-reload.js"))
        #expect(try LoopbackHTTPClient.get("/__patterndoc/other", port: served.port).status == 404)
    }

    @Test func pathsThatLeaveTheSiteFolderAreRefused() throws {
        let served = try ServedSite()
        for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/guide/..%2F..%2Fsecret.txt", "/./../secret.txt", "/leak.txt", "/index.html%00.png"] {
            let answer = try LoopbackHTTPClient.get(path, port: served.port)
            #expect(answer.status == 403, "\(path)")
            #expect(!answer.text.contains("the secret"), "\(path)")
        }
        #expect(try LoopbackHTTPClient.get("/100%.html", port: served.port).status == 400)
    }

    @Test func otherMethodsAndRequestsThatAreNotHTTPAreRefused() throws {
        let served = try ServedSite()
        let post = try LoopbackHTTPClient.get("/index.html", port: served.port, method: "POST")
        #expect(post.status == 405)
        #expect(post.headers["allow"] == "GET, HEAD")
        #expect(try LoopbackHTTPClient.send("hello there\r\n\r\n", port: served.port).status == 400)
        #expect(try LoopbackHTTPClient.send("GET http://elsewhere/ HTTP/1.1\r\n\r\n", port: served.port).status == 400)
        let rebound = try LoopbackHTTPClient.send("GET /index.html HTTP/1.1\r\nHost: attacker.example:\(served.port)\r\n\r\n", port: served.port)
        #expect(rebound.status == 403)
        #expect(!rebound.text.contains("Home"))
        let byName = try LoopbackHTTPClient.send("GET /index.html HTTP/1.1\r\nHost: localhost:\(served.port)\r\n\r\n", port: served.port)
        #expect(byName.status == 200)
        let huge = "GET / HTTP/1.1\r\nX-Padding: \(String(repeating: "a", count: 20_000))\r\n\r\n"
        #expect(try LoopbackHTTPClient.send(huge, port: served.port).status == 431)
    }

    @Test func theEventStreamSendsTheStateAtOnceThenEachChangeAndEndsWhenTheChannelCloses() throws {
        let served = try ServedSite()
        let events = try EventStreamReader(port: served.port)
        #expect(events.head.hasPrefix("HTTP/1.1 200 OK"))
        #expect(events.head.contains("Content-Type: text/event-stream"))
        #expect(try events.next() == #"{"generation":0,"isBuilding":false}"#)

        served.channel.buildStarted()
        #expect(try events.next() == #"{"generation":0,"isBuilding":true}"#)
        served.channel.sitePublished()
        #expect(try events.next() == #"{"generation":1,"isBuilding":false}"#)
        served.channel.buildStarted()
        served.channel.buildFailed("Docs/Guide.md:7:21: error: cannot convert \"Int\"")
        let failed = try #require(try events.next(within: 5) { $0.contains("failure") })
        #expect(failed == #"{"failure":"Docs/Guide.md:7:21: error: cannot convert \"Int\"","generation":1,"isBuilding":false}"#)

        // A page served now shows the failure without waiting for its script.
        let page = try LoopbackHTTPClient.get("/", port: served.port)
        #expect(page.text.contains(#"data-status="failed""#))
        #expect(page.text.contains("Docs/Guide.md:7:21: error: cannot convert &quot;Int&quot;"))
        #expect(page.text.contains(#"data-generation="1""#))

        served.channel.close()
        #expect(try events.next() == nil)
    }

    @Test func anIdleEventStreamGetsKeepAlivesAndEndsWhenTheServerStops() throws {
        let served = try ServedSite(keepAliveInterval: 0.2)
        let socket = try LoopbackSocket(port: served.port, timeout: 5)
        try socket.write("GET /__patterndoc/events HTTP/1.1\r\n\r\n")
        var received = ""
        let deadline = Date(timeIntervalSinceNow: 5)
        while !received.contains(": still here"), Date() < deadline {
            received += String(decoding: try socket.readSome(), as: UTF8.self)
        }
        #expect(received.contains(": still here\n\n"))
        served.server.stop()
        let start = Date()
        while try !socket.readSome().isEmpty {}
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(throws: LoopbackHTTPClient.ClientError.self) { try LoopbackSocket(port: served.port) }
    }

    @Test func manyConnectionsAreServedAtOnceBesideAnOpenEventStream() throws {
        let served = try ServedSite()
        let events = try EventStreamReader(port: served.port)
        #expect(try events.next() != nil)
        let paths = ["/", "/assets/style.css", "/logo.png", "/guide/", "/no-such-page.html"]
        let statuses = StatusLog()
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let path = paths[index % paths.count]
            let status = (try? LoopbackHTTPClient.get(path, port: served.port).status) ?? -1
            statuses.add(path, status)
        }
        let expected = ["/": 200, "/assets/style.css": 200, "/logo.png": 200, "/guide/": 200, "/no-such-page.html": 404]
        #expect(statuses.all.count == 40)
        #expect(statuses.all.allSatisfy { expected[$0.path] == $0.status })
    }

    @Test func urlSessionReadsAPageAndItsReloadScript() async throws {
        let served = try ServedSite()
        let url = try #require(URL(string: "\(served.server.url)guide/"))
        let (data, response) = try await URLSession.shared.data(from: url)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        #expect(String(decoding: data, as: UTF8.self).contains("Guide index"))
        #expect(String(decoding: data, as: UTF8.self).contains("live-reload.js"))
    }

    @Test func aPortInUseIsRefusedWithWhatToDo() throws {
        let served = try ServedSite()
        let error = try #require(throws: DocError.self) {
            try PreviewServer(serving: served.site.path, port: served.port, channel: ReloadChannel())
        }
        #expect(error.message.contains("could not listen on 127.0.0.1:\(served.port)"))
        #expect(error.hint == "Pass another --port, or leave --port out to take a free one.")
    }

    /// The statuses of concurrent requests, collected from many threads.
    final class StatusLog: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(path: String, status: Int)] = []
        func add(_ path: String, _ status: Int) { lock.withLock { entries.append((path, status)) } }
        var all: [(path: String, status: Int)] { lock.withLock { entries } }
    }
}
