import Foundation

/// A package the package under test depends on that provides the case-path generator (a
/// plugin product named `CasePathsPlugin`, as this project's runtime does), with the library
/// products of it that doc code may use: an app or feature library written with `Composable`
/// gets case paths for its docs' enums and its runtime's modules imported, as the package
/// itself would, with nothing added to its manifest.
///
/// Found by ``find(for:root:dump:)`` through the package's dependencies, path dependencies
/// and resolved checkouts alike (each manifest read with `swift package dump-package`).
///
/// ```text
/// let runtime = try RuntimeDependency.find(for: manifest, root: "/home/me/TodoApp", dump: PackageInspector.dumpPackage)
/// // runtime?.identity == "patterndoc", runtime?.products == ["Composable", "ComposableUI", "ComposableTesting"]
/// ```
struct RuntimeDependency: Hashable, Sendable {
    /// The dependency's identity, as `.product(name:package:)` names it.
    var identity: String
    /// Its folder, when it is a path dependency: the generated workspace then depends on it by
    /// this path and on its ``products`` directly. `nil` for a source-control checkout, whose
    /// modules doc code sees through the package's own products.
    var root: String?
    /// The library products of it that the package's targets use, each followed by its
    /// `Testing` companion when it has one (`ComposableTesting` for `Composable`), for `test`
    /// blocks.
    var products: [String]
    /// The Swift modules behind those products, in order: the modules doc blocks may use
    /// without importing them (``ImplicitImports/runtimeModules``).
    var modules: [String]

    /// The first package among the dependencies of the package whose manifest is `manifest`
    /// (at `root`), searched breadth first, that offers a `CasePathsPlugin` plugin product and
    /// whose library products the package's targets use; `nil` when there is none.
    static func find(
        for manifest: [String: Any],
        root: String,
        dump: (String) throws -> [String: Any]
    ) throws -> RuntimeDependency? {
        var queue = dependencyFolders(of: manifest, root: root)
        var visited: Set<String> = [URL(fileURLWithPath: root).standardizedFileURL.path]
        while !queue.isEmpty {
            let (identity, folder, isPath) = queue.removeFirst()
            guard visited.insert(folder).inserted else { continue }
            let dependency = try dump(folder)
            if offersCasePaths(dependency) {
                let products = usedProducts(of: dependency, identity: identity, by: manifest)
                guard !products.isEmpty else { return nil }
                return RuntimeDependency(
                    identity: identity,
                    root: isPath ? folder : nil,
                    products: products,
                    modules: products.flatMap { modules(of: $0, in: dependency) }
                )
            }
            queue += dependencyFolders(of: dependency, root: folder)
        }
        return nil
    }

    /// Whether a manifest offers the case-path generator: a plugin product named
    /// `CasePathsPlugin`.
    static func offersCasePaths(_ manifest: [String: Any]) -> Bool {
        (manifest["products"] as? [[String: Any]] ?? []).contains { product in
            product["name"] as? String == "CasePathsPlugin" && (product["type"] as? [String: Any])?["plugin"] != nil
        }
    }

    /// The library products of `dependency` (whose identity is `identity`) that the targets of
    /// `manifest` name, by `.product(name:package:)` or by name, in the dependency's order, each
    /// followed by its `Testing` companion when the dependency has one.
    static func usedProducts(of dependency: [String: Any], identity: String, by manifest: [String: Any]) -> [String] {
        let libraries = (dependency["products"] as? [[String: Any]] ?? []).compactMap { product -> String? in
            (product["type"] as? [String: Any])?["library"] != nil ? product["name"] as? String : nil
        }
        let packageNames: Set<String> = [identity.lowercased(), (dependency["name"] as? String ?? identity).lowercased()]
        var named = Set<String>()
        for target in manifest["targets"] as? [[String: Any]] ?? [] {
            for entry in target["dependencies"] as? [[String: Any]] ?? [] {
                if let product = entry["product"] as? [Any?], let name = product.first as? String,
                    let package = product.dropFirst().first as? String, packageNames.contains(package.lowercased())
                {
                    named.insert(name)
                } else if let byName = entry["byName"] as? [Any?], let name = byName.first as? String {
                    named.insert(name)
                }
            }
        }
        var used: [String] = []
        for library in libraries where named.contains(library) && !used.contains(library) {
            used.append(library)
            if libraries.contains(library + "Testing"), !used.contains(library + "Testing") { used.append(library + "Testing") }
        }
        return used
    }

    /// The Swift modules behind a library product of `manifest`.
    private static func modules(of product: String, in manifest: [String: Any]) -> [String] {
        let products = manifest["products"] as? [[String: Any]] ?? []
        return products.first { $0["name"] as? String == product }?["targets"] as? [String] ?? []
    }

    /// The dependencies of a manifest as (identity, folder, whether a path dependency): path
    /// dependencies where they are, source-control ones where SwiftPM checked them out (the
    /// package's `.build/checkouts`, or the plugin's scratch folder's), when they are there.
    static func dependencyFolders(of manifest: [String: Any], root: String) -> [(String, String, Bool)] {
        var folders: [(String, String, Bool)] = []
        for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
            for local in dependency["fileSystem"] as? [[String: Any]] ?? [] {
                guard let path = local["path"] as? String else { continue }
                let folder = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path
                let identity = local["identity"] as? String ?? URL(fileURLWithPath: folder).lastPathComponent.lowercased()
                folders.append((identity, folder, true))
            }
            for remote in dependency["sourceControl"] as? [[String: Any]] ?? [] {
                guard let identity = remote["identity"] as? String else { continue }
                let checkouts = [SwiftPMScratchPath.folder.map { "\($0)/checkouts" }, "\(root)/.build/checkouts"].compactMap { $0 }
                if let folder = checkouts.map({ "\($0)/\(identity)" }).first(where: { FileManager.default.fileExists(atPath: "\($0)/Package.swift") }) {
                    folders.append((identity, folder, false))
                }
            }
        }
        return folders
    }
}
