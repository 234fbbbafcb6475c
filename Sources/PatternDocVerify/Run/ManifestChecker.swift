import Foundation
import PatternDocModel
import PatternDocPlan
import PatternDocProcesses
import PatternDocReport
import PatternDocSupport

/// Type-checks each manifest block as a `Package.swift`, against the toolchain's own
/// `PackageDescription` (its `lib/swift/pm/ManifestAPI` folder), several at a time.
enum ManifestChecker {
    /// Checks `checks`; `scratch` is a folder for the manifest files, `sourceNames` the pages
    /// whose `#sourceLocation` name is not their path.
    static func run(_ checks: [ManifestCheck], scratch: String, sourceNames: [String: String] = [:]) -> [CompileCheckOutcome] {
        guard !checks.isEmpty else { return [] }
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let api = manifestAPIFolder()
        // An excerpt is checked against the API of the tools that check it.
        let toolchain = checks.contains { $0.toolsVersion == nil } ? toolchainVersion() : nil
        return ParallelMap.map(checks.count) { index in
            check(checks[index], api: api, toolchainVersion: toolchain, scratch: "\(scratch)/\(index)", sourceNames: sourceNames)
        }
    }

    static func check(
        _ check: ManifestCheck,
        api: String?,
        toolchainVersion: String? = nil,
        scratch: String,
        sourceNames: [String: String]
    ) -> CompileCheckOutcome {
        let block = check.block
        guard let api else {
            return CompileCheckOutcome(
                block: block,
                passed: false,
                message: "the toolchain's PackageDescription module was not found next to swiftc (lib/swift/pm/ManifestAPI), so this manifest could not be checked. Check that 'swiftc' on PATH belongs to a full Swift toolchain.",
                seconds: 0
            )
        }
        // Each manifest in a folder of its own, named as SwiftPM names it.
        let file = "\(scratch)/Package.swift"
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            try check.source.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            return CompileCheckOutcome(block: block, passed: false, message: "could not write \(file): \(error)", seconds: 0)
        }
        let arguments = [
            "-typecheck", "-I", api, "-package-description-version", check.toolsVersion ?? toolchainVersion ?? "6.0",
            "-swift-version", check.swiftVersion, file,
        ]
        let result: ProcessResult
        do {
            result = try ProcessRunner.run("swiftc", arguments)
        } catch {
            return CompileCheckOutcome(block: block, passed: false, message: "\(error)", seconds: 0)
        }
        let errors = CompilerDiagnostic.parse(result.combinedOutput)
            .filter { $0.severity == .error }
            .map { $0.inPage(sourceNames) }
        guard result.succeeded else {
            let text = errors.isEmpty ? result.combinedOutput : errors.map(\.rendered).joined(separator: "\n")
            return CompileCheckOutcome(
                block: block,
                passed: false,
                message: check.toolsVersion == nil
                    ? "this block is a piece of a package manifest (it starts with '.package(', '.target(', 'dependencies:' or the like), and it does not type-check where it belongs in a Package.swift:\n\(text)"
                    : "this block is a package manifest (it imports PackageDescription or declares 'let package = Package(...)'), and it does not type-check as one:\n\(text)",
                seconds: result.seconds
            )
        }
        return CompileCheckOutcome(block: block, passed: true, message: "", seconds: result.seconds)
    }

    /// The version of the `swiftc` first on `PATH`, `6.3` for "Swift version 6.3.1 (...)", or
    /// `nil` when it does not say.
    static func toolchainVersion() -> String? {
        guard let result = try? ProcessRunner.run("swiftc", ["--version"]), result.succeeded,
            let range = result.combinedOutput.range(of: "Swift version ")
        else { return nil }
        let parts = result.combinedOutput[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard parts.count >= 2 else { return nil }
        return "\(parts[0]).\(parts[1])"
    }

    /// The folder holding `PackageDescription.swiftmodule`: `lib/swift/pm/ManifestAPI` of the
    /// toolchain whose `swiftc` is first on `PATH`.
    static func manifestAPIFolder() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let compiler = "\(folder)/swiftc"
            guard FileManager.default.isExecutableFile(atPath: compiler), let real = RealPath.of(compiler) else { continue }
            let api = URL(fileURLWithPath: real).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/pm/ManifestAPI").path
            if FileManager.default.fileExists(atPath: "\(api)/PackageDescription.swiftmodule") { return api }
        }
        return nil
    }
}
