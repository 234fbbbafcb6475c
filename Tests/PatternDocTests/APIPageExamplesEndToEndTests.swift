import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocLayout
@testable import PatternDocSite
@testable import PatternDocVerify

/// `Fixtures/Greeter` with a second library module, `Farewell`, that no page imports, whose
/// doc comment holds an example: `test` verifies it (at the `.swift` file's line when it
/// fails), and `build` shows it on Farewell's API page as verified.
@Suite(.serialized)
struct APIPageExamplesEndToEndTests {
    private static let file = "Sources/Farewell/Parting.swift"

    private static func package() throws -> FixtureCopy {
        let package = try FixtureCopy()
        try package.edit("Package.swift") { manifest in
            manifest
                .replacingOccurrences(
                    of: #"products: [.library(name: "Greeting", targets: ["Greeting"])],"#,
                    with: #"products: [.library(name: "Greeting", targets: ["Greeting"]), .library(name: "Farewell", targets: ["Farewell"])],"#
                )
                .replacingOccurrences(of: #"targets: [.target(name: "Greeting")],"#, with: #"targets: [.target(name: "Greeting"), .target(name: "Farewell")],"#)
        }
        try package.edit("Docs/Guide.md") { $0.replacingOccurrences(of: "```swift\nlet greeter = Greeter()\n", with: "```swift\nimport Greeting\nlet greeter = Greeter()\n") }
        try package.write(file, """
            /// Says goodbye.
            ///
            /// ```swift
            /// let parting = Parting()
            /// print(parting.farewell("Ada"))
            /// ```
            public struct Parting: Sendable {
                /// Creates a parting.
                public init() {}

                /// "Goodbye, NAME."
                public func farewell(_ name: String) -> String {
                    "Goodbye, \\(name)."
                }
            }

            """)
        return package
    }

    @Test func theExampleOfAModuleNoPageImportsIsVerifiedAndItsAPIPageShowsItVerified() async throws {
        let package = try Self.package()
        let options = VerifyOptions(packageRoot: package.path)

        let report = try await offThePool { try Verifier.verify(options) }

        #expect(report.summaryLine == "5 passed, 0 failed")
        #expect(report.pages.map(\.module) == [nil, "Farewell"])
        let example = try #require(report.blocks.first { $0.page == Self.file })
        #expect(example.status == .passed)
        #expect(example.line == 3)
        #expect(report.coverage?.summary == """
            Greeting: 4 of 4 public symbols documented (100.0%), 0 with an example, 0 verified
            Farewell: 3 of 3 public symbols documented (100.0%), 1 with an example, 1 verified
            """)
        // The Markdown page's module neither imports Farewell nor depends on it.
        let workspace = "\(options.workspace)/Sources"
        let guide = try #require(try FileManager.default.contentsOfDirectory(atPath: workspace).first { $0.hasPrefix("DocGuide") })
        let declarations = try String(contentsOfFile: "\(workspace)/\(guide)/Declarations.swift", encoding: .utf8)
        #expect(declarations.contains("import Greeting"))
        #expect(!declarations.contains("import Farewell"))

        try package.edit(Self.file) { $0.replacingOccurrences(of: #"print(parting.farewell("Ada"))"#, with: #"let count: Int = parting.farewell("Ada")"#) }
        let broken = try await offThePool { try Verifier.verify(options) }

        #expect(broken.summaryLine == "4 passed, 1 failed")
        let failed = try #require(broken.blocks.first { $0.page == Self.file })
        #expect(failed.status == .failed)
        #expect(failed.message?.hasPrefix("\(Self.file):5:") == true)
        #expect(failed.message?.contains("cannot convert value of type 'String' to specified type 'Int'") == true)

        // A failing example on an API page fails the build that would publish it.
        let site = SitePublisher.Options(verify: options, output: "\(package.path)/site")
        let refused = try await offThePool { try SitePublisher.publish(site) }
        #expect(refused.indexPath == nil)
        #expect(!refused.report.succeeded)

        try package.edit(Self.file) { $0.replacingOccurrences(of: #"let count: Int = parting.farewell("Ada")"#, with: #"print(parting.farewell("Ada"))"#) }
        let published = try await offThePool { try SitePublisher.publish(site) }

        #expect(published.report.summaryLine == "5 passed, 0 failed")
        let parting = try String(contentsOfFile: "\(package.path)/site/api/Farewell/Parting.html", encoding: .utf8)
        let anchor = BlockBadge.anchor(page: Self.file, line: 3)
        #expect(parting.contains(#"href="../../verification.html#\#(anchor)""#))
        #expect(!parting.contains("not verified"))
    }

    @Test func aDocCCatalogsSiteShowsAndVerifiesTheModuleItDocumentsOnly() async throws {
        let package = try Self.package()
        try package.write("Sources/Greeting/Greeting.docc/Greeting.md", """
            # ``Greeting``

            Greets people.

            ```swift
            print(Greeter().greet("Ada"))
            ```

            """)
        let options = VerifyOptions(packageRoot: package.path, docs: "\(package.path)/Sources/Greeting/Greeting.docc")

        let site = SitePublisher.Options(verify: options, output: "\(package.path)/site")
        let published = try await offThePool { try SitePublisher.publish(site) }

        // DocC documents the module a catalog belongs to: the site shows Greeting's API pages,
        // so the run verifies Greeting's doc comments and not Farewell's.
        #expect(published.report.summaryLine == "1 passed, 0 failed")
        #expect(!published.report.pages.contains { $0.module == "Farewell" })
        #expect(published.report.coverage?.modules.map(\.name) == ["Greeting"])
        #expect(FileManager.default.fileExists(atPath: "\(package.path)/site/api/Greeting/Greeter.html"))
        #expect(!FileManager.default.fileExists(atPath: "\(package.path)/site/api/Farewell"))
    }
}
