import Foundation
import PatternDocPackage
import PatternDocProcesses
import PatternDocSupport

/// The key under which a page's verification result may be reused: a hash of everything a
/// result depends on besides the page's own text.
///
/// That is the package's real inputs (every file its build reads, wherever its targets' paths
/// put them, path dependencies and `Package.resolved` included), the products the docs are
/// built against, the toolchain (``toolchainIdentity()``), patterndoc's generated-code version and
/// the options that change verdicts (the time limit). Anything else changing cannot change a
/// result; any of these changing makes every page run again. A `.swift` file's `///` lines are
/// left out (``CodeWithoutDocLines``): editing a doc comment re-verifies only its file's page.
/// The API pages show those lines, so they are keyed by a second hash that keeps them.
enum ReuseKey {
    /// Bumped whenever the generated workspace or the verdicts change, so that reports made by
    /// an older patterndoc are not reused. The binary itself is not part of the key, so the
    /// debug build that runs the tests and the release build that makes the site share results.
    static let generatorVersion = "7"

    /// The two keys of one read of the package's inputs.
    struct Keys: Equatable {
        /// What a page's verdicts depend on besides its own text: doc-comment lines left out.
        var verdicts: String
        /// The same with the `.swift` files whole, doc comments included: what the API pages,
        /// which show those comments, are made from.
        var sources: String
    }

    /// The keys for verifying docs against `package` with `options`, built by the toolchain
    /// that `toolchain` identifies (``toolchainIdentity()``), from one read of every input file.
    static func of(package: PackageUnderTest, options: VerifyOptions, toolchain: String) -> Keys {
        var hash = ContentHash()
        var comments = ContentHash()
        hash.combine("patterndoc \(generatorVersion)")
        hash.combine(toolchain)
        hash.combine("timeout \(options.timeout)")
        hash.combine("implicit imports \(options.implicitImports.modules(package: package).joined(separator: ",")) \(options.implicitImports.whenUsed)")
        hash.combine(package.identity)
        hash.combine(package.libraryProducts.joined(separator: ","))
        hash.combine(package.importedModules.joined(separator: ","))
        hash.combine("plugin \(package.casePathsPlugin)")
        if let runtime = package.runtime {
            hash.combine("runtime \(runtime.identity) \(runtime.root ?? "") \(runtime.products.joined(separator: ","))")
        }
        hash.combine("traits \(package.traits.joined(separator: ","))")
        hash.combine("language mode \(package.languageMode)")
        for input in package.inputPaths {
            hash.combine(input)
            for file in FileTree.files(at: input) {
                hash.combine(file)
                let data = FileManager.default.contents(atPath: file) ?? Data()
                if file.hasSuffix(".swift") {
                    hash.combine(CodeWithoutDocLines.of(data))
                    comments.combine(file)
                    comments.combine(data)
                } else {
                    hash.combine(data)
                }
            }
        }
        let verdicts = hash.hex
        comments.combine(verdicts)
        return Keys(verdicts: verdicts, sources: comments.hex)
    }

    /// What tells the toolchain on `PATH` apart from any other: a new toolchain builds the same
    /// code differently. It is where `swift` really is, and the size, modification time and
    /// inode of the compiler and package manager beside it, which any install or upgrade
    /// changes; that takes a few `stat` calls where `swift --version` starts two processes,
    /// a tenth of a no-op build. Without those files beside it, or when they are proxies that
    /// choose a toolchain as they run, it is what `swift --version` prints.
    static func toolchainIdentity() throws -> String {
        let swift = URL(fileURLWithPath: try ProcessRunner.resolve("swift")).resolvingSymlinksInPath()
        let folder = swift.deletingLastPathComponent()
        var identity = swift.path
        for name in ["swift-frontend", "swift-package"] {
            // A tool that resolves to a file of another name is a proxy that picks a toolchain
            // when run (swiftly's are), so the files say nothing: ask the toolchain instead.
            let tool = folder.appendingPathComponent(name).resolvingSymlinksInPath()
            guard tool.lastPathComponent == name, let stamp = FileStamp.of(tool.path) else {
                let result = try ProcessRunner.run("swift", ["--version"])
                return result.standardOutput + result.standardError
            }
            identity += "\n\(name) \(stamp)"
        }
        return identity
    }
}
