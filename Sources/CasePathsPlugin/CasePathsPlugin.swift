import Foundation
import PackagePlugin

/// Writes the case paths of a target's enums, so that `\.child` names an enum case.
///
/// Apply it to a target that uses `Composable`:
///
/// ```swift
/// .target(name: "Feature", dependencies: ["Composable"], plugins: ["CasePathsPlugin"])
/// ```
///
/// On every build it runs `CasePathsGenerator` once over all of the target's Swift files and
/// compiles the result, `CasePaths.generated.swift`, into the target. Enums it cannot extend
/// (private ones, local ones) are reported as build warnings at their declarations.
@main
struct CasePathsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !inputs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "CasePaths.generated.swift")
        let generator = try context.tool(named: "CasePathsGenerator")
        return [
            .buildCommand(
                displayName: "Generating case paths for \(target.name)",
                executable: generator.url,
                arguments: ["--output", output.path(percentEncoded: false)]
                    + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
