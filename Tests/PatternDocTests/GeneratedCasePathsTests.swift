import Testing

@testable import PatternDoc
@testable import PatternDocPlan

/// With the package's case-path plugin, the workspace gets each doc target's case paths from
/// planning, and its manifest applies no plugin, so a build runs none.
@Suite struct GeneratedCasePathsTests {
    private static let page = DocPage(path: "Docs/Feature.md", title: "Feature", markdown: "")
    private static let blocks = [
        WorkspaceFixture.block(page, 0, line: 3, "struct Feature {\n    enum Action { case tapped, renamed(String) }\n}\n"),
        WorkspaceFixture.block(page, 1, line: 9, "enum Route { case home }\n@Test func routes() { _ = Route.home }\n") {
            $0.isTest = true
        },
    ]

    private func plan(plugin: Bool) -> WorkspacePlan {
        var package = WorkspaceFixture.package
        package.casePathsPlugin = plugin
        return WorkspacePlanner.plan(pages: [Self.page], blocks: [Self.page.path: Self.blocks], package: package)
    }

    @Test func eachDocTargetGetsTheCasePathsOfItsOwnEnums() throws {
        let files = plan(plugin: true).files
        let module = try #require(files["Sources/DocFeature/CasePaths.generated.swift"])
        let tests = try #require(files["Tests/DocFeatureTests/CasePaths.generated.swift"])

        #expect(module.contains("extension Feature.Action: Composable.CasePathable"))
        #expect(module.contains("var renamed: Composable.AnyCasePath<Feature.Action, String>"))
        #expect(!module.contains("Route"))
        #expect(tests.contains("extension Route: Composable.CasePathable"))
        #expect(!files["Package.swift", default: ""].contains("plugin"))
    }

    @Test func withoutThePluginNoCasePathsAreWritten() {
        let files = plan(plugin: false).files

        #expect(!files.keys.contains { $0.hasSuffix("CasePaths.generated.swift") })
    }
}
