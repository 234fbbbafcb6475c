@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocPlan

/// For the suites that plan the blocks of one page, `Docs/Script.md`, as one Swift script:
/// the page, its blocks, and its plan against `WorkspaceFixture.package` unless told.
protocol ScriptPageFixture {}

extension ScriptPageFixture {
    static var page: DocPage { DocPage(path: "Docs/Script.md", title: "Script", markdown: "") }

    static func block(_ index: Int, line: Int, _ code: String, _ configure: (inout FenceAttributes) -> Void = { _ in }) -> CodeBlock {
        WorkspaceFixture.block(page, index, line: line, code, configure)
    }

    static func plan(_ blocks: [CodeBlock], package: PackageUnderTest = WorkspaceFixture.package) -> WorkspacePlan {
        WorkspacePlanner.plan(pages: [page], blocks: [page.path: blocks], package: package)
    }
}
