/// The package whose docs are being verified, as the generated workspace needs to know it:
/// where it is, what SwiftPM calls it, and what doc code may use from it.
///
/// ```text
/// let package = PackageUnderTest(
///     root: "/home/me/PatternDoc",
///     identity: "PatternDoc",
///     libraryProducts: ["Composable", "ComposableTesting"],
///     importedModules: ["Composable", "ComposableTesting"],
///     casePathsPlugin: true
/// )
/// ```
package struct PackageUnderTest: Hashable, Sendable {
    /// The absolute path of the package's folder, used in `.package(name:path:)`.
    package var root: String
    /// The package's name from its manifest, given to `.package(name:path:)` so that the
    /// generated manifests name it the same wherever the package is checked out.
    package var identity: String
    /// The library products every doc module and test target depends on.
    package var libraryProducts: [String]
    /// The modules behind those products, imported by every generated file, so doc blocks
    /// need not import them.
    package var importedModules: [String]
    /// Whether the package, or a package it depends on (``runtime``), vends a plugin product
    /// named `CasePathsPlugin` (this package's), so that doc enums get their case paths: the
    /// conformances it would generate are written into every doc target while planning,
    /// rather than running the plugin on every build.
    package var casePathsPlugin: Bool
    /// The dependency that provides the case-path generator, when the package does not itself:
    /// the runtime an app built on `Composable` uses, whose products every doc target depends
    /// on and whose modules doc blocks use without importing them (by default).
    package var runtime: RuntimeDependency?
    /// The modules behind each library product, for narrowing the products to those the
    /// docs import; empty when unknown.
    package var productModules: [String: [String]] = [:]
    /// The folder of each Swift library module (absolute), whose sources' doc comments hold
    /// examples to verify, and of each target in ``reexportedModules``; empty when unknown.
    package var moduleFolders: [String: String] = [:]
    /// The targets that no library product names but that a library module re-exports
    /// (`@_exported import`), by library module: their public symbols are the library's, on
    /// its API pages, and their doc comments are read with its own (see `ReexportedTargets`).
    package var reexportedModules: [String: [String]] = [:]
    /// The names of all the package's targets, which generated doc modules must not take.
    package var targetNames: Set<String> = []
    /// What building the package reads, as absolute paths of files and folders: manifests,
    /// `Package.resolved`, every non-test target's folder wherever its `path` puts it, and the
    /// same for each path dependency. A verification result is reused only while these are
    /// unchanged.
    package var inputPaths: [String] = []
    /// The traits (SwiftPM 6.1) the package declares, `default` left out.
    package var availableTraits: [String] = []
    /// The traits the doc workspace enables besides the package's default ones (`--traits`):
    /// docs may show what a trait adds (`ReloadingFileProvider` behind `Reloading`). Empty
    /// for the default traits alone.
    package var traits: [String] = []
    /// The Swift language mode the doc modules compile in, `5` or `6`: the package's own
    /// (its manifest's `swiftLanguageModes`, the newest it lists), else `6`; `--language-mode`
    /// overrides it, for docs written for Swift 5 that strict concurrency rejects.
    package var languageMode = "6"

    /// Creates a description of a package.
    package init(
        root: String,
        identity: String,
        libraryProducts: [String],
        importedModules: [String],
        casePathsPlugin: Bool
    ) {
        self.root = root
        self.identity = identity
        self.libraryProducts = libraryProducts
        self.importedModules = importedModules
        self.casePathsPlugin = casePathsPlugin
    }
}
