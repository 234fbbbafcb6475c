import Foundation

/// The key under which a page's verification result may be reused: a hash of everything a
/// result depends on besides the page's own text.
///
/// That is the package's real inputs (every file its build reads, wherever its targets' paths
/// put them, path dependencies and `Package.resolved` included), the products the docs are
/// built against, the toolchain (`swift --version`), patterndoc's generated-code version and
/// the options that change verdicts (the time limit). Anything else changing cannot change a
/// result; any of these changing makes every page run again. A `.swift` file's `///` lines are
/// left out (``CodeWithoutDocLines``): editing a doc comment re-verifies only its file's page.
enum ReuseKey {
    /// Bumped whenever the generated workspace or the verdicts change, so that reports made by
    /// an older patterndoc are not reused. The binary itself is not part of the key, so the
    /// debug build that runs the tests and the release build that makes the site share results.
    static let generatorVersion = "7"

    /// The key for verifying docs against `package` with `options`, built by the toolchain
    /// that prints `toolchain` (``toolchainVersion()``).
    static func of(package: PackageUnderTest, options: VerifyOptions, toolchain: String) -> String {
        var hash = ContentHash()
        hash.combine("patterndoc \(generatorVersion)")
        hash.combine(toolchain)
        hash.combine("timeout \(options.timeout)")
        hash.combine("implicit imports \(options.implicitImports.modules(package: package).joined(separator: ",")) \(options.implicitImports.whenUsed)")
        hash.combine(package.identity)
        hash.combine(package.libraryProducts.joined(separator: ","))
        hash.combine(package.importedModules.joined(separator: ","))
        hash.combine("plugin \(package.casePathsPlugin)")
        hash.combine("traits \(package.traits.joined(separator: ","))")
        for input in package.inputPaths {
            hash.combine(input)
            for file in FileTree.files(at: input) {
                hash.combine(file)
                let data = FileManager.default.contents(atPath: file) ?? Data()
                hash.combine(file.hasSuffix(".swift") ? CodeWithoutDocLines.of(data) : data)
            }
        }
        return hash.hex
    }

    /// What `swift --version` prints: a new toolchain builds the same code differently.
    static func toolchainVersion() throws -> String {
        let result = try ProcessRunner.run("swift", ["--version"])
        return result.standardOutput + result.standardError
    }
}
