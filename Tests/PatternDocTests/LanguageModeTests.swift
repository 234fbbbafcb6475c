import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocPlan
@testable import PatternDocReport

/// Docs compile in the package's language mode, else Swift 6; `--language-mode` overrides it,
/// and the adoption summary suggests Swift 5 when failures are strict-concurrency errors.
@Suite(.serialized)
struct LanguageModeTests {
    @Test func theManifestsNewestLanguageModeIsThePackages() {
        let five = PackageInspector.describe(manifest: ["name": "P", "swiftLanguageVersions": ["4.2", "5"]], root: "/p")
        #expect(five.languageMode == "5")
        let none = PackageInspector.describe(manifest: ["name": "P"], root: "/p")
        #expect(none.languageMode == "6")
    }

    @Test func theWorkspaceCompilesInThePackagesLanguageMode() {
        var package = WorkspaceFixture.package
        package.languageMode = "5"
        let plan = WorkspacePlanner.plan(pages: [], blocks: [:], package: package)
        #expect(plan.files["Package.swift"]?.contains("swiftLanguageModes: [.v5]") == true)
        package.languageMode = "6"
        #expect(WorkspacePlanner.plan(pages: [], blocks: [:], package: package).files["Package.swift"]?.contains("swiftLanguageModes: [.v6]") == true)
    }

    @Test func theAdoptionSummarySuggestsSwift5ForStrictConcurrencyErrors() {
        var failed = BlockReport(page: "Docs/S.md", line: 3, index: 0, kind: .compiled, isHidden: false, status: .failed)
        failed.message = "Docs/S.md:5:16: error: static property 'counter' is not concurrency-safe because it is nonisolated global shared mutable state"
        failed.cause = .doesNotCompile
        let report = VerificationReport(dependencyHash: "", pages: [], blocks: [failed], problems: [], seconds: 0)
        #expect(AdoptionSummary.text(for: report).contains("1 of the failures is a Swift 6 strict-concurrency error; if the docs were written for Swift 5, run again with --language-mode 5."))
        failed.message = "cannot find 'x' in scope"
        let other = VerificationReport(dependencyHash: "", pages: [], blocks: [failed], problems: [], seconds: 0)
        #expect(!AdoptionSummary.text(for: other).contains("--language-mode"))
    }

    /// The Swift5Docs fixture: a `static var` in a type passes in the manifest's Swift 5 mode
    /// and fails in Swift 6's.
    @Test func swift5DocsPassInTheirModeAndFailInSwift6() async throws {
        let package = try FixtureCopy(fixture: "Swift5Docs")
        let report = try await package.verifyPages()
        #expect(report.blocks.map(\.status) == [.passed], "\(report.blocks.map { $0.message ?? "" })")
        let again = try await package.verifyPages { $0.languageMode = "6" }
        #expect(again.blocks.map(\.status) == [.failed])
        #expect(AdoptionSummary.text(for: again).contains("run again with --language-mode 5"))
    }
}
