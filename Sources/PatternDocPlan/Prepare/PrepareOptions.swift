import Foundation
import PatternDocSupport

/// What the prepare stage reads of a run's options: the package and docs folders, where the
/// fences of unchanged pages are kept, whether the doc comments are verified, the traits and
/// language mode asked for, and where load warnings go. A verification run hands on its own
/// (`VerifyOptions.preparing`); the examples writer, the coverage count and the benchmark make
/// one with the usual folders.
///
/// ```text
/// var options = PrepareOptions(packageRoot: "/home/me/PatternDoc")
/// options.docComments = false
/// let prepared = try DocsPreparer.prepare(options)
/// ```
package struct PrepareOptions: Sendable {
    /// The package whose library products the docs use (absolute path).
    package var packageRoot: String
    /// The docs folder (absolute path).
    package var docs: String
    /// Where the run keeps its workspace, its report and the fence cache.
    package var workDirectory: String
    /// Whether the doc comments' blocks are verified with the pages (`--no-doc-comments`
    /// turns it off).
    package var docComments = true
    /// The package traits asked for (`--traits`), checked against those it declares.
    package var traits: [String] = []
    /// The Swift language mode asked for (`--language-mode`), `nil` for the package's own.
    package var languageMode: String?
    /// Called with each load warning.
    package var progress: @Sendable (String) -> Void = { _ in }

    /// Options with the usual folders: `<package>/Docs` and ``workDirectory(packageRoot:docs:)``.
    package init(packageRoot: String, docs: String? = nil, workDirectory: String? = nil) {
        self.packageRoot = packageRoot
        self.docs = docs ?? "\(packageRoot)/Docs"
        self.workDirectory = workDirectory ?? Self.workDirectory(packageRoot: packageRoot, docs: self.docs)
    }

    /// Where a run on `docs` keeps its workspace and report when no folder is given:
    /// `<package>/.build/patterndoc` for the package's `Docs` folder, and for any other docs folder
    /// a folder of its own below it, `docs/<name>-<hash of its path>`, so that verifying a
    /// second docs folder of the package (a module's DocC catalog, say) neither rebuilds the
    /// first one's workspace nor replaces the report its next run and `build` reuse.
    package static func workDirectory(packageRoot: String, docs: String) -> String {
        let base = "\(packageRoot)/.build/patterndoc"
        let folder = RealPath.of(docs) ?? docs
        guard folder != (RealPath.of("\(packageRoot)/Docs") ?? "\(packageRoot)/Docs") else { return base }
        let name = URL(fileURLWithPath: folder).deletingPathExtension().lastPathComponent
        return "\(base)/docs/\(name)-\(ContentHash.of(folder).prefix(12))"
    }

    /// The fenced blocks of the pages as cmark last found them (``FenceCache``).
    package var fenceCachePath: String { "\(workDirectory)/fences.bin" }
}
