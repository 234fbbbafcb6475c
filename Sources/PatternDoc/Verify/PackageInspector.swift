import Foundation

/// Reads what a SwiftPM package offers doc code: its library products and the modules behind
/// them, and whether it vends the case-path plugin. Asks SwiftPM itself
/// (`swift package dump-package`), so any package works, not only this one.
public enum PackageInspector {
    /// What the package at `root` offers.
    public static func inspect(root: String) throws -> PackageUnderTest {
        let result = try ProcessRunner.run("swift", ["package", "dump-package", "--package-path", root])
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
        return describe(manifest: manifest, root: root)
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
        return package
    }
}
