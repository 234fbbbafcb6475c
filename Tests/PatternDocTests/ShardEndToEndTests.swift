import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocReport
@testable import PatternDocSite
@testable import PatternDocVerify

/// A sharded run on a real package (a copy of `Fixtures/Greeter` with more pages, one failing):
/// its two shards, verified apart, merge into the verdicts of the unsharded run, and the site
/// is rendered from a report without verifying anything.
@Suite(.serialized)
struct ShardEndToEndTests {
    private static func package() throws -> FixtureCopy {
        let package = try FixtureCopy()
        try package.write("Docs/Second.md", "# Second\n\n```swift output\nprint(Greeter().greet(\"Two\"))\n```\n\n```text\nHello, Two.\n```\n")
        try package.write("Docs/Broken.md", "# Broken\n\n```swift\nlet number: Int = \"x\"\n```\n")
        try package.write("Docs/Third.md", "# Third\n\n```swift test\n@Test func three() { #expect(Greeter(isExcited: true).greet(\"3\") == \"Hello, 3!\") }\n```\n")
        return package
    }

    /// What a report says about the docs, without how long or whether it reused anything.
    private static func verdicts(_ report: VerificationReport) -> [String] {
        report.pages.map { "\($0.path) \($0.title) \($0.hash) \($0.module ?? "-")" }
            + report.blocks.map { block in
                var block = block
                block.seconds = 0
                return "\(block)"
            }
            + report.problems
            + ["\(String(describing: report.coverage))"]
    }

    @Test func twoShardsMergeIntoTheVerdictsOfAnUnshardedRun() async throws {
        let package = try Self.package()
        let root = package.path
        let whole = try await offThePool {
            try Verifier.verify(VerifyOptions(packageRoot: root, workDirectory: "\(root)/.build/whole", timeout: 60))
        }
        var shards: [VerificationReport] = []
        for index in 1...2 {
            var options = VerifyOptions(packageRoot: root, workDirectory: "\(root)/.build/sharded", timeout: 60)
            options.shard = Shard(index: index, count: 2)
            let shardOptions = options
            shards.append(try await offThePool { try Verifier.verify(shardOptions) })
        }
        #expect(shards.map { $0.pages.map(\.path) } == [
            ["Docs/Broken.md", "Docs/Second.md"],
            ["Docs/Guide.md", "Docs/Third.md"],
        ])
        #expect(shards.allSatisfy { $0.pages.allSatisfy { !$0.reused } }, "each shard verified its own pages")
        let merged = try VerificationReport.merged([shards[1], shards[0]])
        #expect(Self.verdicts(merged) == Self.verdicts(whole))
        #expect(merged.summaryLine == whole.summaryLine)
        #expect(whole.failedCount == 1)
        #expect(whole.blocks.first { $0.status == .failed }?.page == "Docs/Broken.md")

        // The merged report, read back from its JSON, gives the same verdicts.
        let read = try #require(VerificationReport.decode(try merged.json()))
        #expect(Self.verdicts(read) == Self.verdicts(whole))
    }

    @Test func aShardCompilesOnlyTheModulesOfItsOwnPages() async throws {
        let package = try Self.package()
        let root = package.path
        var options = VerifyOptions(packageRoot: root, workDirectory: "\(root)/.build/shard", timeout: 60)
        options.shard = Shard(index: 1, count: 2)
        let shardOptions = options
        let report = try await offThePool { try Verifier.verify(shardOptions) }
        #expect(report.pages.map(\.path).filter { $0.hasPrefix("Docs/") } == ["Docs/Broken.md", "Docs/Second.md"])
        let sources = try FileManager.default.contentsOfDirectory(atPath: "\(options.workspace)/Sources")
        let docModules = sources.filter { $0.hasPrefix("Doc") && $0 != "DocRunner" && !$0.hasPrefix("DocGreeter") }
        // Broken's one block does not compile, so its module is gone by the last build.
        #expect(docModules.contains("DocSecond"))
        #expect(Set(docModules).isSubset(of: ["DocBroken", "DocSecond"]), "the other shard's pages (Guide, Third) are not compiled here")
        let manifest = try String(contentsOfFile: "\(options.workspace)/Package.swift", encoding: .utf8)
        #expect(!manifest.contains("DocGuide") && !manifest.contains("DocThird"))
        #expect(!FileManager.default.fileExists(atPath: "\(options.workspace)/.build/debug/DocGuide.build"))
        #expect(report.failedCount == 1, "the shard still verifies its own pages: Broken fails")
    }

    /// `--filter` is how a writer checks one page while writing it: the run compiles that page's
    /// modules only, not the whole catalogue's.
    @Test func aFilteredRunCompilesOnlyTheModulesOfThePagesItSelects() async throws {
        let package = try Self.package()
        let root = package.path
        var options = VerifyOptions(packageRoot: root, workDirectory: "\(root)/.build/filtered", timeout: 60)
        options.filter = "second"
        let filteredOptions = options
        let report = try await offThePool { try Verifier.verify(filteredOptions) }
        #expect(report.pages.map(\.path) == ["Docs/Second.md"])
        #expect(report.failedCount == 0)
        #expect(report.passedCount == 1)
        let manifest = try String(contentsOfFile: "\(options.workspace)/Package.swift", encoding: .utf8)
        #expect(manifest.contains("DocSecond"))
        for other in ["DocGuide", "DocThird", "DocBroken"] {
            #expect(!manifest.contains(other), "\(other) is not a page the filter selects")
            #expect(!FileManager.default.fileExists(atPath: "\(options.workspace)/.build/debug/\(other).build"))
        }
    }

    @Test func theSiteIsRenderedFromAReportWithoutVerifyingAndOnlyForTheDocsItWasMadeFrom() async throws {
        let package = try Self.package()
        let root = package.path
        let options = VerifyOptions(packageRoot: root, workDirectory: "\(root)/.build/first", timeout: 60)
        let report = try await offThePool { try Verifier.verify(options) }
        #expect(report.failedCount == 1)

        // Another work folder, so nothing could be reused from the run above: only the report.
        var reportOnly = VerifyOptions(packageRoot: root, workDirectory: "\(root)/.build/second")
        reportOnly.givenReport = report
        let fromReport = reportOnly
        let failing = try await offThePool {
            try SitePublisher.publish(.init(verify: fromReport, output: "\(root)/site", includesAPI: false))
        }
        #expect(failing.indexPath == nil, "a failed block in the report stops the site")
        #expect(failing.report.builds == 0)

        try FileManager.default.removeItem(atPath: "\(package.path)/Docs/Broken.md")
        let built = try await offThePool {
            try SitePublisher.publish(.init(verify: fromReport, output: "\(root)/site", includesAPI: false))
        }
        #expect(built.indexPath == "\(package.path)/site/index.html")
        #expect(built.report.builds == 0)
        #expect(built.report.failedCount == 0)
        #expect(!FileManager.default.fileExists(atPath: "\(package.path)/.build/second/workspace"), "nothing was built")
        #expect(!FileManager.default.fileExists(atPath: "\(package.path)/.build/second/report.json"), "a given report is not kept for reuse")
        let guide = try String(contentsOfFile: "\(package.path)/site/Guide.html", encoding: .utf8)
        #expect(guide.contains("Greeting people"))

        try package.edit("Docs/Second.md") { $0.replacingOccurrences(of: "Two", with: "Deux") }
        let stale = #expect(throws: DocErrors.self) {
            try SitePublisher.publish(.init(verify: fromReport, output: "\(root)/site", includesAPI: false))
        }
        #expect(stale?.description.contains("Docs/Second.md changed since the report was made") == true)
    }
}
