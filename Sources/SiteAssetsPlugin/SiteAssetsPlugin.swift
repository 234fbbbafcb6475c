import Foundation
import PackagePlugin

/// Compiles the site's style sheets and scripts (`Sources/PatternDocLayout/Assets`) into the
/// PatternDocLayout target, so that the `patterndoc` executable carries them and can be copied alone.
///
/// The assets stay real files in the repository, edited as CSS and JavaScript; on every build
/// whose assets changed, `SiteAssetsEmbedder` writes them into `SiteAssets.generated.swift`, one
/// string each, which `SiteAssets` reads.
@main
struct SiteAssetsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let folder = module.directoryURL.appending(path: "Assets")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
                .filter { $0.hasSuffix(".css") || $0.hasSuffix(".js") }
                .sorted()
        } catch {
            Diagnostics.error("SiteAssetsPlugin: could not list \(folder.path(percentEncoded: false)): \(error)")
            throw error
        }
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "SiteAssets.generated.swift")
        return [
            .buildCommand(
                displayName: "Embedding the site's assets in \(target.name)",
                executable: try context.tool(named: "SiteAssetsEmbedder").url,
                arguments: [output.path(percentEncoded: false)] + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
