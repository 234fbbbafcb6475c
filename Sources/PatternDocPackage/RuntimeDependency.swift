import Foundation

/// A package the package under test depends on that provides the case-path generator (a
/// plugin product named `CasePathsPlugin`, as this project's runtime does), with the library
/// products of it that doc code may use: an app or feature library written with `Composable`
/// gets case paths for its docs' enums and its runtime's modules imported, as the package
/// itself would, with nothing added to its manifest.
///
/// Found by ``find(for:root:dump:)`` among the package's path dependencies and the packages
/// SwiftPM checked out for it (each manifest read with `swift package dump-package`).
///
/// ```text
/// let runtime = try RuntimeDependency.find(for: manifest, root: "/home/me/TodoApp", dump: PackageInspector.dumpPackage)
/// // runtime?.identity == "patterndoc", runtime?.products == ["Composable", "ComposableUI", "ComposableTesting"]
/// ```
package struct RuntimeDependency: Hashable, Sendable {
    /// The dependency's identity, as `.product(name:package:)` names it.
    package var identity: String
    /// Its folder, when it is a path dependency: the generated workspace then depends on it by
    /// this path and on its ``products`` directly. `nil` for a source-control checkout, whose
    /// modules doc code sees through the package's own products.
    package var root: String?
    /// The library products of it that the package's targets use, each followed by its
    /// `Testing` companion when it has one (`ComposableTesting` for `Composable`), for `test`
    /// blocks.
    package var products: [String]
    /// The Swift modules behind those products, in order: the modules doc blocks may use
    /// without importing them (``ImplicitImports/runtimeModules``).
    package var modules: [String]

    /// The first package the package whose manifest is `manifest` (at `root`) depends on that
    /// offers a `CasePathsPlugin` plugin product and whose library products the package's
    /// targets use; `nil` when there is none. Path dependencies are searched breadth first
    /// (their manifests are dumped for the package's input paths anyway); packages checked out
    /// by URL are looked for where SwiftPM checks them out (the package's `.build/checkouts`, or
    /// the command plugin's scratch folder's), and dumped only when a manifest of theirs names
    /// `CasePathsPlugin`, so that a package built on something else pays for no dump.
    static func find(
        for manifest: [String: Any],
        root: String,
        dump: (String) throws -> [String: Any]
    ) throws -> RuntimeDependency? {
        var queue = pathDependencies(of: manifest, root: root)
        var visited: Set<String> = [URL(fileURLWithPath: root).standardizedFileURL.path]
        while !queue.isEmpty {
            let (identity, folder) = queue.removeFirst()
            guard visited.insert(folder).inserted else { continue }
            let dependency = try dump(folder)
            if offersCasePaths(dependency) {
                return runtime(identity: identity, root: folder, manifest: dependency, usedBy: manifest)
            }
            queue += pathDependencies(of: dependency, root: folder)
        }
        for (identity, folder) in checkouts(of: root) where !visited.contains(folder) && namesCasePathsPlugin(folder) {
            let dependency = try dump(folder)
            if offersCasePaths(dependency) {
                return runtime(identity: identity, root: nil, manifest: dependency, usedBy: manifest)
            }
        }
        return nil
    }

    /// The runtime `dependency` is for the package whose manifest is `manifest`, or `nil` when
    /// the package's targets use none of its libraries.
    private static func runtime(identity: String, root: String?, manifest dependency: [String: Any], usedBy manifest: [String: Any]) -> RuntimeDependency? {
        let products = usedProducts(of: dependency, identity: identity, by: manifest)
        guard !products.isEmpty else { return nil }
        return RuntimeDependency(
            identity: identity,
            root: root,
            products: products,
            modules: products.flatMap { modules(of: $0, in: dependency) }
        )
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

    /// The path dependencies of a manifest, as (identity, absolute folder).
    static func pathDependencies(of manifest: [String: Any], root: String) -> [(String, String)] {
        var folders: [(String, String)] = []
        for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
            for local in dependency["fileSystem"] as? [[String: Any]] ?? [] {
                guard let path = local["path"] as? String else { continue }
                let folder = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path
                let identity = local["identity"] as? String ?? URL(fileURLWithPath: folder).lastPathComponent.lowercased()
                folders.append((identity, folder))
            }
        }
        return folders
    }

    /// The packages SwiftPM checked out for the package at `root`, as (identity, folder): the
    /// folders of its `.build/checkouts`, and of the command plugin's scratch folder's.
    static func checkouts(of root: String) -> [(String, String)] {
        let places = [SwiftPMScratchPath.folder.map { "\($0)/checkouts" }, "\(root)/.build/checkouts"].compactMap { $0 }
        return places.flatMap { place in
            ((try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []).sorted().map { ($0.lowercased(), "\(place)/\($0)") }
        }
    }

    /// Whether a manifest file of the package in `folder` names `CasePathsPlugin`, as the
    /// manifest of a package that offers the plugin must.
    static func namesCasePathsPlugin(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { name in
            (name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")))
                && FileManager.default.contents(atPath: "\(folder)/\(name)").map { String(decoding: $0, as: UTF8.self).contains("CasePathsPlugin") } == true
        }
    }
}
