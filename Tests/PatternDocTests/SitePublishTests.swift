import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocSite
@testable import PatternDocVerify

/// `patterndoc build` on a copy of the Greeter fixture: the site appears, and every reason to
/// refuse it (a broken link, a missing anchor, a failing example) fails with file:line and
/// leaves the previous site exactly as it was.
@Suite(.serialized)
struct SitePublishTests {
    @Test func buildsTheSiteAndRefusesBrokenLinksMissingAnchorsAndFailingExamples() async throws {
        let package = try FixtureCopy()
        // The API pages have a test of their own below; without them each build is seconds faster.
        let options = SitePublisher.Options(verify: VerifyOptions(packageRoot: package.path), includesAPI: false)

        let first = try await offThePool { try SitePublisher.publish(options) }
        let index = try #require(first.indexPath)
        #expect(index == "\(package.path)/_site/index.html")
        let guide = try String(contentsOfFile: "\(package.path)/_site/Guide.html", encoding: .utf8)
        #expect(guide.contains("badge-tested"))
        #expect(guide.contains("verification.html#Docs-Guide-md-"))
        let before = try Data(contentsOf: URL(fileURLWithPath: "\(package.path)/_site/Guide.html"))

        try package.edit("Docs/Guide.md") { $0 + "\nSee [the missing page](Missing.md).\n" }
        let brokenLink = try await #require(throws: DocErrors.self) { try await offThePool { try SitePublisher.publish(options) } }
        #expect(brokenLink.description.contains("Docs/Guide.md:41: error: the link to 'Missing.md'"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(package.path)/_site/Guide.html")) == before)

        try package.edit("Docs/Guide.md") {
            $0.replacingOccurrences(of: "[the missing page](Missing.md)", with: "[a section](#no-such-section)")
        }
        let missingAnchor = try await #require(throws: DocErrors.self) { try await offThePool { try SitePublisher.publish(options) } }
        #expect(missingAnchor.description.contains("Docs/Guide.md:41: error: the link to '#no-such-section' names the anchor"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(package.path)/_site/Guide.html")) == before)

        try package.edit("Docs/Guide.md") {
            $0.replacingOccurrences(of: "[a section](#no-such-section)", with: "[greeting](#greeting-people)")
                .replacingOccurrences(of: "greeter.greet(\"Ada\")", with: "greeter.greet(1)")
        }
        let failing = try await offThePool { try SitePublisher.publish(options) }
        #expect(failing.indexPath == nil)
        #expect(failing.report.blocks.first?.message?.hasPrefix("Docs/Guide.md:7:21: error:") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(package.path)/_site/Guide.html")) == before)
    }

    @Test func rawHTMLIsEscapedWithAWarningAtItsLine() async throws {
        let package = try FixtureCopy()
        try package.edit("Docs/Guide.md") { $0 + "\n<div onclick=\"steal()\">hi</div>\n" }

        let result = try await offThePool { [path = package.path] in
            try SitePublisher.publish(SitePublisher.Options(verify: VerifyOptions(packageRoot: path), includesAPI: false))
        }

        #expect(result.warnings.map(\.position) == [SourcePosition(file: "Docs/Guide.md", line: 41)])
        let guide = try String(contentsOfFile: "\(package.path)/_site/Guide.html", encoding: .utf8)
        #expect(!guide.contains("<div onclick"))
        #expect(guide.contains("&lt;div onclick"))
    }

    @Test func addsAPIPagesForTheLibraryAndFailsOnABrokenSymbolLinkAtItsLine() async throws {
        let package = try FixtureCopy()
        try package.edit("Docs/Guide.md") { $0 + "\nSee ``Greeter/greet(_:)``.\n" }
        let options = SitePublisher.Options(verify: VerifyOptions(packageRoot: package.path))

        _ = try await offThePool { try SitePublisher.publish(options) }
        let greeter = try String(contentsOfFile: "\(package.path)/_site/api/Greeting/Greeter.html", encoding: .utf8)
        #expect(greeter.contains(#"<section class="api-member" id="greet(_:)">"#))
        let guide = try String(contentsOfFile: "\(package.path)/_site/Guide.html", encoding: .utf8)
        #expect(guide.contains(#"<a class="symbol" href="api/Greeting/Greeter.html#greet(_:)"><code>greet(_:)</code></a>"#))

        try package.edit("Docs/Guide.md") { $0.replacingOccurrences(of: "``Greeter/greet(_:)``", with: "``Greeter/gret(_:)``") }
        let broken = try await #require(throws: DocErrors.self) { try await offThePool { try SitePublisher.publish(options) } }
        #expect(broken.errors.map(\.description) == [
            "Docs/Guide.md:41: error: the symbol link ``Greeter/gret(_:)`` names no public symbol of Greeting. "
                + "Did you mean ``Greeter/greet(_:)``?",
        ])

        // Without API pages the link is code, as it was before there were any.
        let withoutAPI = SitePublisher.Options(verify: VerifyOptions(packageRoot: package.path), includesAPI: false)
        _ = try await offThePool { try SitePublisher.publish(withoutAPI) }
        #expect(!FileManager.default.fileExists(atPath: "\(package.path)/_site/api"))
        let plain = try String(contentsOfFile: "\(package.path)/_site/Guide.html", encoding: .utf8)
        #expect(plain.contains("<code>Greeter/gret(_:)</code>"))
    }
}
