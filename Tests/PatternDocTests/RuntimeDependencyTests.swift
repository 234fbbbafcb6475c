import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocPlan
@testable import PatternDocVerify

/// A package built on this project's runtime (an app, a feature library) gets what the runtime
/// gives its docs with nothing added to its manifest: case paths for the docs' enums, the
/// runtime's products in every doc target, its modules imported by default.
@Suite struct RuntimeDependencyTests {
    /// What `dump-package` prints for this project, as much as the search reads.
    static var runtimeManifest: [String: Any] {
        [
            "name": "PatternDoc",
            "products": [
                ["name": "Composable", "type": ["library": ["automatic"]], "targets": ["Composable"]],
                ["name": "ComposableTesting", "type": ["library": ["automatic"]], "targets": ["ComposableTesting"]],
                ["name": "ComposableUI", "type": ["library": ["automatic"]], "targets": ["ComposableUI"]],
                ["name": "PatternDoc", "type": ["library": ["automatic"]], "targets": ["PatternDoc"]],
                ["name": "CasePathsPlugin", "type": ["plugin": NSNull()], "targets": ["CasePathsPlugin"]],
            ] as [[String: Any]],
            "dependencies": [] as [Any],
        ]
    }

    /// An app whose features target uses `Composable` by product and `ComposableUI` by name.
    static func app(dependingOn path: String) -> [String: Any] {
        [
            "name": "TodoApp",
            "dependencies": [["fileSystem": [["identity": "patterndoc", "path": path]]]],
            "targets": [[
                "name": "Features",
                "type": "regular",
                "dependencies": [
                    ["product": ["Composable", "PatternDoc", nil, nil] as [Any?]],
                    ["byName": ["ComposableUI", nil] as [Any?]],
                ],
            ]] as [[String: Any]],
        ]
    }

    @Test func theRuntimeIsFoundThroughAPathDependencyWithTheProductsTheAppUses() throws {
        var dumped: [String] = []
        let runtime = try RuntimeDependency.find(for: Self.app(dependingOn: "../patterndoc"), root: "/work/TodoApp") { folder in
            dumped.append(folder)
            return Self.runtimeManifest
        }
        #expect(dumped == ["/work/patterndoc"])
        #expect(runtime == RuntimeDependency(
            identity: "patterndoc",
            root: "/work/patterndoc",
            products: ["Composable", "ComposableTesting", "ComposableUI"],
            modules: ["Composable", "ComposableTesting", "ComposableUI"]
        ))
    }

    @Test func theRuntimeIsFoundThroughADependencyOfADependency() throws {
        let library: [String: Any] = [
            "name": "Shared",
            "products": [] as [Any],
            "dependencies": [["fileSystem": [["identity": "patterndoc", "path": "/work/patterndoc"]]]],
        ]
        var app = Self.app(dependingOn: "/work/Shared")
        app["dependencies"] = [["fileSystem": [["identity": "shared", "path": "/work/Shared"]]]]
        let runtime = try RuntimeDependency.find(for: app, root: "/work/TodoApp") { folder in
            folder == "/work/Shared" ? library : Self.runtimeManifest
        }
        #expect(runtime?.identity == "patterndoc")
        #expect(runtime?.products == ["Composable", "ComposableTesting", "ComposableUI"])
    }

    @Test func aRuntimeCheckedOutByURLIsFoundInTheCheckoutsAndOnlyItIsDumped() throws {
        let root = NSTemporaryDirectory() + "RuntimeDependencyTests-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, manifest) in [("swift-composable", "products: [.plugin(name: \"CasePathsPlugin\", targets: [])]"), ("swift-log", "products: []")] {
            try FileManager.default.createDirectory(atPath: "\(root)/.build/checkouts/\(name)", withIntermediateDirectories: true)
            try "let package = Package(\(manifest))\n".write(toFile: "\(root)/.build/checkouts/\(name)/Package.swift", atomically: true, encoding: .utf8)
        }
        var app = Self.app(dependingOn: "")
        app["dependencies"] = [["sourceControl": [["identity": "swift-composable"]]], ["sourceControl": [["identity": "swift-log"]]]]
        app["targets"] = [["name": "Features", "type": "regular", "dependencies": [["product": ["Composable", "swift-composable", nil, nil] as [Any?]]]]]
        var dumped: [String] = []
        let runtime = try RuntimeDependency.find(for: app, root: root) { folder in
            dumped.append(folder)
            return Self.runtimeManifest
        }
        #expect(dumped == ["\(root)/.build/checkouts/swift-composable"])
        // Not by path: the doc targets see its modules through the package's own products.
        #expect(runtime == RuntimeDependency(identity: "swift-composable", root: nil, products: ["Composable", "ComposableTesting"], modules: ["Composable", "ComposableTesting"]))
    }

    @Test func aPackageThatUsesNoneOfTheRuntimesLibrariesGetsNoRuntime() throws {
        // It depends on this project for the command plugin alone, as PluginConsumer does.
        var app = Self.app(dependingOn: "/work/patterndoc")
        app["targets"] = [["name": "Shout", "type": "regular", "dependencies": [] as [Any]]]
        #expect(try RuntimeDependency.find(for: app, root: "/work/Shout") { _ in Self.runtimeManifest } == nil)
        // Nor does a package whose dependencies offer no case-path generator.
        var plain = Self.runtimeManifest
        plain["products"] = [["name": "Composable", "type": ["library": ["automatic"]], "targets": ["Composable"]]]
        #expect(try RuntimeDependency.find(for: Self.app(dependingOn: "/work/other"), root: "/work/TodoApp") { _ in plain } == nil)
    }

    static var appPackage: PackageUnderTest {
        var package = PackageUnderTest(
            root: "/work/TodoApp", identity: "TodoApp", libraryProducts: ["Features"], importedModules: ["Features"], casePathsPlugin: true
        )
        package.runtime = RuntimeDependency(
            identity: "patterndoc", root: "/work/patterndoc",
            products: ["Composable", "ComposableTesting", "ComposableUI"], modules: ["Composable", "ComposableTesting", "ComposableUI"]
        )
        return package
    }

    @Test func theDefaultImportsTheRuntimesModulesAndSaysSo() throws {
        let package = Self.appPackage
        #expect(ImplicitImports.standard.modules(package: package) == ["Foundation", "Features", "Composable", "ComposableTesting", "ComposableUI"])
        let line = try #require(ImplicitImports.standard.impliedLine(package: package))
        #expect(line.hasPrefix("Implicit imports: Foundation, Features, Composable, ComposableTesting, ComposableUI; Composable, ComposableTesting, ComposableUI from the dependency patterndoc"))
        // Named as a dependency's modules, or as `runtime`; or left out.
        let named = try ImplicitImports(parsing: "Composable,ComposableUI")
        #expect(named.others == ["Composable", "ComposableUI"])
        #expect(named.modules(package: package) == ["Composable", "ComposableUI"])
        #expect(named.impliedLine(package: package) == nil)
        #expect(try ImplicitImports(parsing: "Foundation,runtime").modules(package: package) == ["Foundation", "Composable", "ComposableTesting", "ComposableUI"])
        #expect(try ImplicitImports(parsing: "Foundation,package").modules(package: package) == ["Foundation", "Features"])
        // A package without a runtime dependency imports what it did.
        #expect(ImplicitImports.standard.impliedLine(package: WorkspaceFixture.package) == nil)
    }

    @Test func everyDocTargetDependsOnTheRuntimesProductsAndTheWorkspaceNamesIt() throws {
        let page = DocPage(path: "Docs/Todos.md", title: "Todos", markdown: "")
        let blocks = [
            WorkspaceFixture.block(page, 0, line: 3, "enum Filter { case all, done }\n"),
            WorkspaceFixture.block(page, 1, line: 7, "@Test func filters() {}\n") { $0.isTest = true },
        ]
        let plan = WorkspacePlanner.plan(pages: [page], blocks: [page.path: blocks], package: Self.appPackage)
        let manifest = try #require(plan.files["Package.swift"])
        #expect(manifest.contains(#".package(path: "/work/patterndoc"),"#))
        #expect(manifest.components(separatedBy: #".product(name: "ComposableTesting", package: "patterndoc")"#).count == 3)
        // The enums of the docs get their case paths, as in the runtime's own package.
        #expect(plan.files["Sources/DocTodos/\(GeneratedCasePaths.fileName)"]?.contains("extension Filter: Composable.CasePathable") == true)
    }
}
