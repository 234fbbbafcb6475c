import Foundation
import PatternDocModel
import PatternDocProcesses

/// Reads what a SwiftPM package offers doc code: its library products and the modules behind
/// them, whether it or a package it depends on vends the case-path plugin (``RuntimeDependency``),
/// its target names, and every file its build reads. Asks SwiftPM itself (`swift package dump-package`), so any package works, not only
/// this one.
package enum PackageInspector {
    /// What the package at `root` offers.
    package static func inspect(root: String) throws -> PackageUnderTest {
        try inspect(root: root, dumps: nil)
    }

    /// What the package at `root` offers, its manifests (and its path dependencies') read
    /// through `dumps` when given, so that unchanged ones are not dumped again.
    package static func inspect(root: String, dumps: ManifestDumps?) throws -> PackageUnderTest {
        let dump = { (root: String) in try dumps?.dump(root) ?? dumpPackage(root) }
        let manifest = try dump(root)
        var package = describe(manifest: manifest, root: root)
        if !package.casePathsPlugin, let runtime = try RuntimeDependency.find(for: manifest, root: package.root, dump: dump) {
            package.runtime = runtime
            package.casePathsPlugin = true
        }
        var visited: Set<String> = [package.root]
        package.inputPaths = try inputs(of: manifest, root: package.root, visited: &visited, dump: dump)
        return package
    }

    /// The manifest of the package at `root` as `dump-package` prints it.
    static func dumpPackage(_ root: String) throws -> [String: Any] {
        let result = try ProcessRunner.run("swift", ["package"] + SwiftPMScratchPath.arguments + ["dump-package", "--package-path", root])
        guard result.succeeded,
            let data = result.standardOutput.data(using: .utf8),
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            throw DocError(
                at: SourcePosition(file: "\(root)/Package.swift", line: 1),
                "could not read the package manifest:\n\(result.standardError)",
                hint: "Run 'swift package dump-package' in that folder and fix what it reports."
            )
        }
        return manifest
    }

    /// The package a `dump-package` JSON object describes.
    static func describe(manifest: [String: Any], root: String) -> PackageUnderTest {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        let swiftTargets = Set(targets.compactMap { target -> String? in
            let type = target["type"] as? String
            guard type == "regular" || type == nil else { return nil }
            return target["name"] as? String
        })
        var libraries: [String] = []
        var modules: [String] = []
        var productModules: [String: [String]] = [:]
        var hasPlugin = false
        for product in manifest["products"] as? [[String: Any]] ?? [] {
            guard let name = product["name"] as? String, let type = product["type"] as? [String: Any] else { continue }
            if type["plugin"] != nil, name == "CasePathsPlugin" { hasPlugin = true }
            guard type["library"] != nil else { continue }
            libraries.append(name)
            productModules[name] = (product["targets"] as? [String] ?? []).filter { swiftTargets.contains($0) }
            for target in product["targets"] as? [String] ?? [] where swiftTargets.contains(target) && !modules.contains(target) {
                modules.append(target)
            }
        }
        let identity = manifest["name"] as? String ?? URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
        var package = PackageUnderTest(
            root: URL(fileURLWithPath: root).standardizedFileURL.path,
            identity: identity,
            libraryProducts: libraries,
            importedModules: modules,
            casePathsPlugin: hasPlugin
        )
        package.productModules = productModules
        for target in targets {
            guard let name = target["name"] as? String, modules.contains(name) else { continue }
            package.moduleFolders[name] = folder(of: target, named: name, root: package.root)
        }
        var otherTargets: [String: String] = [:]
        for target in targets {
            guard let name = target["name"] as? String, swiftTargets.contains(name), !modules.contains(name) else { continue }
            otherTargets[name] = folder(of: target, named: name, root: package.root)
        }
        package.reexportedModules = ReexportedTargets.of(libraryModules: modules, folders: package.moduleFolders, targets: otherTargets)
        for name in package.reexportedModules.values.joined() {
            package.moduleFolders[name] = otherTargets[name]
        }
        package.targetNames = Set(targets.compactMap { $0["name"] as? String })
        let modes = (manifest["swiftLanguageVersions"] as? [String] ?? manifest["swiftLanguageModes"] as? [String] ?? [])
            .compactMap { mode in ["5", "6"].first { mode == $0 || mode.hasPrefix($0 + ".") } }
        if let newest = modes.max() { package.languageMode = newest }
        package.availableTraits = (manifest["traits"] as? [[String: Any]] ?? [])
            .compactMap { $0["name"] as? String }
            .filter { $0 != "default" }
        return package
    }

    /// The folder a regular target's sources are in: its `path`, else the first of SwiftPM's
    /// usual folders that exists.
    private static func folder(of target: [String: Any], named name: String, root: String) -> String {
        if let path = target["path"] as? String {
            return path.hasPrefix("/") ? path : "\(root)/\(path)"
        }
        let candidates = ["Sources", "Source", "src", "srcs"].map { "\(root)/\($0)/\(name)" }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
    }

    /// Every file and folder the build of the package at `root` reads, its path dependencies'
    /// included (each package once, even when dependencies form a cycle).
    static func inputs(
        of manifest: [String: Any],
        root: String,
        visited: inout Set<String>,
        dump: (String) throws -> [String: Any] = dumpPackage
    ) throws -> [String] {
        var paths = manifestFiles(in: root)
        for target in manifest["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String, target["type"] as? String != "test" else { continue }
            if let path = target["path"] as? String {
                paths.append(path.hasPrefix("/") ? path : "\(root)/\(path)")
            } else {
                let folders = target["type"] as? String == "plugin" ? ["Plugins"] : ["Sources", "Source", "src", "srcs"]
                paths += folders.map { "\(root)/\($0)/\(name)" }
            }
        }
        for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
            for local in dependency["fileSystem"] as? [[String: Any]] ?? [] {
                guard let path = local["path"] as? String else { continue }
                let dependencyRoot = URL(fileURLWithPath: path).standardizedFileURL.path
                guard visited.insert(dependencyRoot).inserted else { continue }
                paths += try inputs(of: dump(dependencyRoot), root: dependencyRoot, visited: &visited, dump: dump)
            }
        }
        return paths
    }

    /// `Package.swift`, its version-specific variants (`Package@swift-6.0.swift`) and
    /// `Package.resolved`.
    private static func manifestFiles(in root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names
            .filter { $0 == "Package.swift" || $0 == "Package.resolved" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .sorted()
            .map { "\(root)/\($0)" }
    }
}
