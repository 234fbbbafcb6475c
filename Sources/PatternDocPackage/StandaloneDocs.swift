import Foundation
import PatternDocModel
import PatternDocSupport

/// Docs with no package of their own (a book, a blog, a README-only repository): patterndoc
/// makes an empty package for them in a cache folder outside the docs, so that their blocks
/// are verified against the standard library and Foundation, and every working file (the
/// package, the generated workspace, the report) lives there, never among the docs.
///
/// `patterndoc test --docs Book.docc` run where there is no `Package.swift` does this.
///
/// ```text
/// import PatternDoc
///
/// let root = StandaloneDocs.packageRoot(forDocs: "/books/TSPL.docc")
/// print(root.hasSuffix("/package"))  // Prints "true"
/// ```
package enum StandaloneDocs {
    /// The name of the empty library module the made package holds.
    static let moduleName = "StandaloneDocs"

    /// The folder of the package made for `docs`: `<cache>/patterndoc/standalone/<name>-<hash>/package`,
    /// where `<cache>` is `$XDG_CACHE_HOME`, else `~/.cache`, else the temporary folder, and
    /// the hash is of the docs' absolute path, so each docs folder keeps its own build.
    static func packageRoot(forDocs docs: String) -> String {
        let absolute = URL(fileURLWithPath: docs).standardizedFileURL.path
        let environment = ProcessInfo.processInfo.environment
        var cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { "\($0)/.cache" }
            ?? FileManager.default.temporaryDirectory.path
        if RealPath.isInside(cache, folder: absolute) { cache = FileManager.default.temporaryDirectory.path }
        let name = URL(fileURLWithPath: absolute).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
        return "\(cache)/patterndoc/standalone/\(name)-\(ContentHash.of(absolute).prefix(12))/package"
    }

    /// Writes the empty package for `docs` (once; an unchanged one is left as it is, so that
    /// its build is reused) and returns its root.
    package static func prepare(forDocs docs: String) throws -> String {
        let root = packageRoot(forDocs: docs)
        let files = [
            "Package.swift": """
                // swift-tools-version: 6.0
                // Made by patterndoc for docs that have no package of their own: their blocks are
                // verified against the standard library and Foundation. Rewritten when missing.
                import PackageDescription

                let package = Package(
                    name: "\(moduleName)",
                    products: [.library(name: "\(moduleName)", targets: ["\(moduleName)"])],
                    targets: [.target(name: "\(moduleName)")]
                )

                """,
            "Sources/\(moduleName)/Empty.swift": "// The docs' blocks need nothing from here: it only makes the package a library.\n",
        ]
        do {
            for (path, text) in files {
                let url = URL(fileURLWithPath: "\(root)/\(path)")
                if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        } catch {
            throw DocError(
                at: nil,
                "could not make a package for the docs in \(root): \(error.localizedDescription)",
                hint: "Set XDG_CACHE_HOME to a writable folder, or pass --package with a package of your own."
            )
        }
        return root
    }
}
