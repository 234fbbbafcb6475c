import Foundation
import PackagePlugin

/// `swift package patterndoc COMMAND [OPTIONS]`: runs patterndoc on the package it is run in,
/// for a package that depends on this one.
///
/// Add the dependency to your `Package.swift`:
///
/// ```
/// dependencies: [.package(url: "https://…/patterndoc.git", branch: "main")],
/// ```
///
/// then `swift package patterndoc test`, `swift package --allow-writing-to-package-directory
/// patterndoc build`, `... examples`, `... coverage`, `... preview`: the commands and options are
/// patterndoc's own (`swift package patterndoc help`), with `--package` set to the package the
/// command runs in unless it is given.
///
/// patterndoc writes its work folder (`.build/patterndoc`), the site (`_site`) and `Examples/`
/// inside the package, so the plugin asks for permission to write there, as SwiftPM asks.
@main
struct PatternDocPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // The executable target, by its name: `patterndoc` is its product.
        let tool = try context.tool(named: "PatternDocCLI")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // The default of `--package` for the commands that take it (patterndoc's declaration of
        // the option says which), so that the plugin needs no list of them.
        environment["PATTERNDOC_PLUGIN_PACKAGE"] = context.package.directoryURL.path(percentEncoded: false)
        // SwiftPM holds the lock on the package's .build while the plugin runs: the `swift
        // package` commands patterndoc runs on the package keep their state here instead.
        environment["PATTERNDOC_SWIFTPM_SCRATCH_PATH"] = context.pluginWorkDirectoryURL.appending(path: "swiftpm").path(percentEncoded: false)
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // patterndoc has said what went wrong; this makes `swift package` exit non-zero.
            throw PatternDocFailed(status: process.terminationStatus)
        }
    }
}

/// patterndoc ended with a non-zero status.
struct PatternDocFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "patterndoc exited with status \(status)" }
}
