import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocSite
@testable import PatternDocVerify

/// `patterndoc preview` on a copy of the Greeter fixture: the site is built and served, an
/// edit is verified again (that page alone) and reloads the open pages with the new text, and
/// a broken block keeps the last good site served with the failure shown over it.
@Suite(.serialized)
struct PreviewSessionTests {
    /// Lines printed by the preview and the verifier, collected from any thread.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    /// Seconds a build of the fixture may take on a busy machine (a fresh-clone CI run with two
    /// other builds on its 2 cores took more than 600); every other wait is seconds.
    static let buildLimit: Double = 1800

    @Test func rebuildsAfterAnEditReloadsOpenPagesAndKeepsTheLastGoodSiteWhenABlockBreaks() async throws {
        let package = try FixtureCopy()
        try "# Other\n\n```swift\nprint(Greeter().greet(\"Bo\"))\n```\n".write(toFile: "\(package.path)/Docs/Other.md", atomically: true, encoding: .utf8)
        let lines = Lines()
        var verify = VerifyOptions(packageRoot: package.path) { lines.add($0) }
        verify.docComments = false
        let options = SitePublisher.Options(verify: verify, includesAPI: false)
        let session = try PreviewSession(options: options, pollInterval: 0.1) { lines.add($0) }
        let port = session.server.port
        #expect(session.url == "http://127.0.0.1:\(port)/")

        // Before the first build: a page that says so, and reloads when the site is there.
        let early = try LoopbackHTTPClient.get("/Guide.html", port: port)
        #expect(early.status == 404)
        #expect(early.text.contains("The site is being built"))

        session.start()
        defer { session.stop() }
        let built = try await offThePool { session.channel.wait(timeout: Self.buildLimit) { $0.generation >= 1 || $0.failure != nil } }
        let firstBuild = try #require(built, "the first build did not finish within \(Self.buildLimit) s")
        #expect(firstBuild.failure == nil, "\(lines.all.joined(separator: "\n"))")
        let first = try LoopbackHTTPClient.get("/Guide.html", port: port)
        #expect(first.status == 200)
        #expect(first.text.contains("Greeting people"))
        #expect(first.text.contains(#"data-generation="1""#))
        #expect(!(try String(contentsOfFile: "\(package.path)/_site/Guide.html", encoding: .utf8)).contains("live-reload"))

        // An open page's event stream sees the edit's rebuild, and the page then has the new text.
        let events = try EventStreamReader(port: port, timeout: 30)
        #expect(try events.next()?.contains(#""generation":1"#) == true)
        try package.edit("Docs/Guide.md") { $0.replacingOccurrences(of: "# Greeting people", with: "# Greeting everyone") }
        let reload = try await offThePool { try events.next(within: Self.buildLimit) { $0.contains(#""generation":2"#) } }
        #expect(reload == #"{"generation":2,"isBuilding":false}"#)
        let edited = try LoopbackHTTPClient.get("/Guide.html", port: port)
        #expect(edited.text.contains("Greeting everyone"))
        #expect(!edited.text.contains("Greeting people"))
        #expect(lines.all.contains("Docs/Guide.md changed: rebuilding."))
        // Only the edited page was verified again.
        #expect(lines.all.filter { $0.hasPrefix("Docs/Other.md: unchanged") }.count == 1)
        #expect(lines.all.filter { $0.hasPrefix("Docs/Guide.md: ok") }.count == 2)

        // A broken block: nothing is published, the page stays as it was and shows why.
        try package.edit("Docs/Guide.md") { $0.replacingOccurrences(of: "greeter.greet(\"Ada\")", with: "greeter.greet(1)") }
        let failure = try await offThePool { try events.next(within: Self.buildLimit) { $0.contains("failure") } }
        #expect(failure?.contains(#"Docs/Guide.md:7:21: error: cannot convert value of type 'Int' to expected argument type 'String'"#) == true)
        #expect(failure?.contains(#""generation":2"#) == true)
        let kept = try LoopbackHTTPClient.get("/Guide.html", port: port)
        #expect(kept.status == 200)
        #expect(kept.text.contains("Greeting everyone"))
        #expect(kept.text.contains(#"data-status="failed""#))
        #expect(kept.text.contains("Docs/Guide.md:5: error: compiled block failed"))
        #expect(kept.text.contains("Docs/Guide.md:7:21: error: cannot convert value of type 'Int'"))
        #expect(lines.all.contains { $0.contains("Docs/Guide.md:7:21: error: cannot convert value of type 'Int'") })
        #expect(lines.all.contains { $0.contains("The last good site stays served at \(session.url); fix the failure and save to rebuild.") })

        // Stopping ends the stream and the server.
        session.stop()
        #expect(try events.next() == nil)
        #expect(throws: LoopbackHTTPClient.ClientError.self) { try LoopbackSocket(port: port) }
        withExtendedLifetime(package) {}
    }

    @Test func refusesAFolderThatIsNotAPackageBeforeServingAnything() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-package-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let error = try #require(throws: DocError.self) {
            try PreviewSession(options: SitePublisher.Options(verify: VerifyOptions(packageRoot: folder))) { _ in }
        }
        #expect(error.message == "\(folder) is not a SwiftPM package (it has no Package.swift), so there is nothing to preview.")
    }

    @Test func refusesAnOutputFolderThatBuildWouldRefuse() throws {
        let package = try FixtureCopy()
        let options = SitePublisher.Options(verify: VerifyOptions(packageRoot: package.path), output: "\(package.path)/Docs")
        #expect(throws: DocError.self) { try PreviewSession(options: options) { _ in } }
    }
}
