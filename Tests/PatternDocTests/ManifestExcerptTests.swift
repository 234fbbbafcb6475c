import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPlan
@testable import PatternDocVerify

/// The lines a catalog tells its reader to add to a `Package.swift` (`.package(url:from:)`,
/// `dependencies: [...]`) are type-checked where they belong in a manifest, against the
/// toolchain's own `PackageDescription`, instead of failing as Swift that means nothing alone.
@Suite struct ManifestExcerptTests {
    static let page = DocPage(path: "Docs/GettingStarted.md", title: "Getting started", markdown: "")

    static func block(_ index: Int, line: Int, _ code: String, _ configure: (inout FenceAttributes) -> Void = { _ in }) -> CodeBlock {
        WorkspaceFixture.block(page, index, line: line, code, configure)
    }

    @Test func anExcerptIsCheckedInsideTheDeclarationItBelongsIn() throws {
        let dependency = try #require(ManifestCheck.Excerpt("// In your Package.swift:\n.package(url: \"https://example.com/a.git\", from: \"1.0.0\"),\n"))
        #expect(dependency.opening == "let excerpt: [Package.Dependency] = [")
        #expect(dependency.closing == "]")
        #expect(ManifestCheck.Excerpt(".product(name: \"Logging\", package: \"swift-log\")")?.opening == "let excerpt: [Target.Dependency] = [")
        #expect(ManifestCheck.Excerpt("  .target(\n    name: \"App\"\n)")?.opening == "let excerpt: [Target] = [")
        #expect(ManifestCheck.Excerpt("traits: [\n    .trait(name: \"Fast\"),\n]")?.opening == "let excerpt = Package(name: \"Excerpt\",")
        // A package's dependencies list packages; a target's list products and targets.
        #expect(ManifestCheck.Excerpt("dependencies: [\n    .package(url: \"u\", from: \"1.0.0\")\n]")?.opening == "let excerpt = Package(name: \"Excerpt\",")
        #expect(ManifestCheck.Excerpt("dependencies: [.product(name: \"A\", package: \"a\")]")?.opening == "let excerpt = Target.target(name: \"Excerpt\",")
        #expect(ManifestCheck.Excerpt("swiftSettings: [.define(\"DEBUG\")]")?.closing == ")")
    }

    @Test func swiftThatIsNoExcerptIsLeftToTheDocModules() {
        for code in [
            "let package = 1\n", "outer: for x in [1] { print(x) }\n", ".init(x: 1)\n", "dependencies\n",
            "print(Logger.Level.trace)\n", "struct S { var targets: [String] }\n",
        ] {
            #expect(ManifestCheck.Excerpt(code) == nil, "\(code)")
        }
        let blocks = [Self.block(0, line: 3, "let dependencies = [1]\n"), Self.block(1, line: 7, ".package(url: \"u\", from: \"1.0.0\")\n") { $0.skipReason = "shown" }]
        let lexed = LexedBlocks([Self.page.path: blocks])
        let prepared = lexed[Self.page.path] ?? []
        #expect(!ManifestCheck.isManifest(prepared[0], in: lexed))
        // A block the writer skipped stays skipped.
        #expect(!ManifestCheck.isManifest(prepared[1], in: lexed))
    }

    @Test func anExcerptTypeChecksAgainstTheToolchainsAPIAndAMistakeIsReportedAtItsMarkdownLine() throws {
        let blocks = [
            Self.block(0, line: 5, "// In your Package.swift:\n.package(\n    url: \"https://example.com/a.git\",\n    from: \"1.0.0\",\n    traits: [\"Fast\"]\n),\n"),
            Self.block(1, line: 14, "dependencies: [\n    .product(name: \"Logging\", package: \"swift-log\"),\n]\n"),
            Self.block(2, line: 20, "dependencies: [\n    .package(url: \"https://example.com/a.git\", frm: \"1.0.0\")\n]\n"),
        ]
        let lexed = LexedBlocks([Self.page.path: blocks])
        let prepared = lexed[Self.page.path] ?? []
        #expect(prepared.allSatisfy { ManifestCheck.isManifest($0, in: lexed) })
        let checks = prepared.map { ManifestCheck(block: $0, in: lexed) }
        #expect(checks.allSatisfy { $0.toolsVersion == nil && $0.swiftVersion == "6" })
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ManifestExcerptTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outcomes = ManifestChecker.run(checks, scratch: scratch)
        // `traits:` is PackageDescription 6.1's: the excerpt is checked with today's tools.
        #expect(outcomes[0].passed, "\(outcomes[0].message)")
        #expect(outcomes[1].passed, "\(outcomes[1].message)")
        #expect(!outcomes[2].passed)
        #expect(outcomes[2].message.hasPrefix("this block is a piece of a package manifest"))
        #expect(outcomes[2].message.contains("Docs/GettingStarted.md:21:"), "\(outcomes[2].message)")
    }

    @Test func theToolchainVersionNamesMajorAndMinor() throws {
        let version = try #require(ManifestChecker.toolchainVersion())
        let parts = version.split(separator: ".")
        #expect(parts.count == 2)
        #expect(parts.allSatisfy { Int($0) != nil })
    }
}
