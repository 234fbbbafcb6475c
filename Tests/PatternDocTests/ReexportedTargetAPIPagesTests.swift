import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocLayout
@testable import PatternDocPackage
@testable import PatternDocSite
@testable import PatternDocVerify

/// A library that re-exports a target of its package which is no product (`@_exported import
/// Salutations` in `Greeting`): the target's public symbols are the library's, as its users
/// see them, so they appear on the library's API pages, linked, with their doc comments'
/// examples verified; the target has no pages of its own. A re-exported product keeps its own.
@Suite(.serialized)
struct ReexportedTargetAPIPagesTests {
    private static let file = "Sources/Salutations/Salutation.swift"

    /// `Fixtures/Greeter` whose `Greeting` re-exports a target `Salutations`; with
    /// `asProduct`, `Salutations` is a library product too.
    private static func package(asProduct: Bool = false) throws -> FixtureCopy {
        let package = try FixtureCopy()
        let products = asProduct
            ? #"products: [.library(name: "Greeting", targets: ["Greeting"]), .library(name: "Salutations", targets: ["Salutations"])],"#
            : #"products: [.library(name: "Greeting", targets: ["Greeting"])],"#
        try package.edit("Package.swift") { manifest in
            manifest
                .replacingOccurrences(of: #"products: [.library(name: "Greeting", targets: ["Greeting"])],"#, with: products)
                .replacingOccurrences(
                    of: #"targets: [.target(name: "Greeting")],"#,
                    with: #"targets: [.target(name: "Greeting", dependencies: ["Salutations"]), .target(name: "Salutations")],"#
                )
        }
        try package.write("Sources/Greeting/Exports.swift", "@_exported import Salutations\n")
        try package.edit("Sources/Greeting/Greeter.swift") { source in
            source.replacingOccurrences(of: "\n}\n", with: """


                    /// "WORD, NAME.", opened with `salutation`.
                    public func greet(_ name: String, with salutation: Salutation) -> String {
                        "\\(salutation.word), \\(name)."
                    }
                }

                """)
        }
        try package.write(file, """
            /// The word a greeting opens with.
            ///
            /// ```swift
            /// let salutation = Salutation(word: "Hi")
            /// print(salutation.word)
            /// ```
            public struct Salutation: Sendable {
                /// The word said first.
                public var word: String

                /// Creates a salutation.
                public init(word: String) {
                    self.word = word
                }
            }

            """)
        return package
    }

    @Test func theInspectorFindsTheTargetsALibraryReexportsThatAreNoProducts() throws {
        let reexporting = try Self.package()
        let inspected = try PackageInspector.inspect(root: reexporting.path)
        #expect(inspected.reexportedModules == ["Greeting": ["Salutations"]])
        #expect(inspected.moduleFolders["Salutations"] == "\(inspected.root)/Sources/Salutations")

        // A product keeps its own pages: re-exporting it adds nothing to Greeting's.
        let product = try Self.package(asProduct: true)
        #expect(try PackageInspector.inspect(root: product.path).reexportedModules.isEmpty)
    }

    @Test func reexportsAreReadFromTheImportNotFromComments() {
        let source = """
            // @_exported import Commented
            /* @_exported import Blocked */
            @_exported import Salutations
            @_exported public import struct Farewells.Parting
            import Foundation
            let text = "@_exported import Quoted"
            """
        #expect(ReexportedTargets.modulesExported(by: source) == ["Salutations", "Farewells"])
    }

    @Test func theReexportedSymbolsAreOnTheLibrarysAPIPagesLinkedAndTheirExamplesVerified() async throws {
        let package = try Self.package()
        let options = VerifyOptions(packageRoot: package.path)
        let site = SitePublisher.Options(verify: options, output: "\(package.path)/site")

        let published = try await offThePool { try SitePublisher.publish(site) }

        #expect(published.report.summaryLine == "5 passed, 0 failed")
        #expect(published.report.pages.map(\.module) == [nil, "Greeting"])
        let example = try #require(published.report.blocks.first { $0.page == Self.file })
        #expect(example.status == .passed)
        #expect(example.line == 3)
        #expect(published.report.coverage?.summary == """
            Greeting: 8 of 8 public symbols documented (100.0%), 1 with an example, 1 verified
            """)
        let api = "\(package.path)/site/api"
        let salutation = try String(contentsOfFile: "\(api)/Greeting/Salutation.html", encoding: .utf8)
        let anchor = BlockBadge.anchor(page: Self.file, line: 3)
        #expect(salutation.contains(#"href="../../verification.html#\#(anchor)""#))
        #expect(!salutation.contains("not verified"))
        #expect(salutation.contains("The word said first."))
        let greeter = try String(contentsOfFile: "\(api)/Greeting/Greeter.html", encoding: .utf8)
        #expect(greeter.contains(#"<a class="type-link" href="../../api/Greeting/Salutation.html"><span class=t>Salutation</span></a>"#))
        #expect(!FileManager.default.fileExists(atPath: "\(api)/Salutations"))
    }

    @Test func aReexportedProductKeepsItsOwnPages() async throws {
        let package = try Self.package(asProduct: true)
        let options = VerifyOptions(packageRoot: package.path)
        let site = SitePublisher.Options(verify: options, output: "\(package.path)/site")

        let published = try await offThePool { try SitePublisher.publish(site) }

        #expect(published.report.summaryLine == "5 passed, 0 failed")
        let api = "\(package.path)/site/api"
        #expect(FileManager.default.fileExists(atPath: "\(api)/Salutations/Salutation.html"))
        #expect(!FileManager.default.fileExists(atPath: "\(api)/Greeting/Salutation.html"))
    }
}
