import Testing

@testable import PatternDoc
@testable import PatternDocPlan
@testable import PatternDocVerify

/// The options a package's maintainer reaches for when adopting patterndoc: implicit imports
/// and package traits.
@Suite struct AdoptionOptionsTests {
    static let page = DocPage(path: "Docs/Models.md", title: "Models", markdown: "")

    @Test func implicitImportsAreFoundationAndThePackageUnlessToldOtherwise() throws {
        let package = WorkspaceFixture.package
        #expect(ImplicitImports.standard.modules(package: package) == ["Foundation", "Composable"])
        #expect(try ImplicitImports(parsing: "package, Dispatch").modules(package: package) == ["Composable", "Dispatch"])
        #expect(try ImplicitImports(parsing: "none").modules(package: package) == [])
        #expect(throws: DocError.self) { try ImplicitImports(parsing: "Foundation,,x") }
        #expect(throws: DocError.self) { try ImplicitImports(parsing: "Foo-Bar") }
    }

    @Test func observationAndFoundationNetworkingComeOnlyWhereBlocksUseThem() throws {
        let blocks = [
            WorkspaceFixture.block(Self.page, 0, line: 3, "@Observable final class Model { var count = 0 }\n"),
            WorkspaceFixture.block(Self.page, 1, line: 7, "let session = URLSession.shared\n") { $0.startsNewModule = true },
            WorkspaceFixture.block(Self.page, 2, line: 11, "let x = 1\n") { $0.startsNewModule = true },
        ]
        let plan = WorkspacePlanner.plan(
            pages: [Self.page],
            blocks: [Self.page.path: blocks],
            package: WorkspaceFixture.package,
            options: PlanOptions(implicitImports: ["Foundation"], importsWhenUsed: true)
        )
        let first = try #require(plan.files["Sources/DocModels/Declarations.swift"])
        #expect(first.contains("import Foundation\n#if canImport(Observation)\nimport Observation\n#endif\n"))
        #expect(try #require(plan.files["Sources/DocModels2/Program.swift"]).contains("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"))
        #expect(try #require(plan.files["Sources/DocModels3/Declarations.swift"]).contains("canImport") == false)
    }

    @Test func traitsAreTheDefaultsUnlessAskedAndMustBeThePackages() throws {
        var package = WorkspaceFixture.package
        package.availableTraits = ["YAML", "Reloading"]
        #expect(try DocsPreparer.enabledTraits([], of: package) == [])
        #expect(try DocsPreparer.enabledTraits(["all"], of: package) == ["YAML", "Reloading"])
        #expect(throws: DocError.self) { try DocsPreparer.enabledTraits(["Yaml"], of: package) }

        package.traits = ["YAML"]
        let manifest = WorkspacePlanner.plan(pages: [], blocks: [:], package: package).files["Package.swift"] ?? ""
        #expect(manifest.hasPrefix("// swift-tools-version: 6.1\n"))
        #expect(manifest.contains(#"path: "/work/Counter", traits: [.defaults, .trait(name: "YAML")]),"#))
    }
}
