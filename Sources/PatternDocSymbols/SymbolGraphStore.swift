import Foundation
import PatternDocModel
import PatternDocPackage
import PatternDocPlan

/// The symbol graphs of a package kept between builds, in patterndoc's work folder
/// (`.build/patterndoc/symbolgraphs`), with the key of what they were written from.
///
/// Writing the graphs asks SwiftPM to build the package and extract them: seconds, even when
/// nothing changed. The verification report's dependency hash already covers every file the
/// package's build reads (and the toolchain), so graphs written under the same hash are the
/// same graphs, and are read back without running SwiftPM.
///
/// ```text
/// let store = SymbolGraphStore(folder: options.verify.workDirectory + "/symbolgraphs")
/// let reference = try store.reference(of: package, modules: prepared.apiModules, key: report.dependencyHash)
/// ```
package struct SymbolGraphStore: Sendable {
    /// Where the graphs are kept.
    var folder: String

    /// A store in `folder`.
    package init(folder: String) {
        self.folder = folder
    }

    private var keyPath: String { "\(folder)/key" }

    /// The API of `modules` of `package` (the site's, `PreparedDocs.apiModules`), with the
    /// targets they re-export that are no product (``PackageUnderTest/reexportedModules``):
    /// read from the kept graphs when they were written under `key` (and hold every module),
    /// else written again, kept, and read. `progress` hears when SwiftPM is asked, which builds the
    /// package and can take a while.
    ///
    /// - Throws: ``DocError`` when the graphs cannot be written, kept or read.
    package func reference(
        of package: PackageUnderTest,
        modules: [String],
        key: String,
        progress: @Sendable (String) -> Void = { _ in }
    ) throws -> APIReference {
        let reexported = package.reexportedModules.filter { modules.contains($0.key) }
        let graphModules = modules + reexported.keys.sorted().flatMap { reexported[$0]! }
        if FileManager.default.contents(atPath: keyPath).map({ String(decoding: $0, as: UTF8.self) }) == key,
           graphModules.allSatisfy({ FileManager.default.fileExists(atPath: "\(folder)/\($0).symbols.json") }) {
            return try SymbolGraphLoader.load(modules: modules, reexporting: reexported, from: folder, packageRoot: package.root)
        }
        progress("Writing the symbol graphs of \(modules.joined(separator: ", ")) for the API pages...")
        let written: String
        do {
            written = try SymbolGraphGenerator.generate(packageRoot: package.root, modules: graphModules)
        } catch var error as DocError {
            error.hint = (error.hint.map { $0 + " " } ?? "") + "Or leave the API pages out: patterndoc build --no-api."
            throw error
        }
        try keep(modules: graphModules, from: written, key: key)
        return try SymbolGraphLoader.load(modules: modules, reexporting: reexported, from: folder, packageRoot: package.root)
    }

    /// Replaces the kept graphs with those of `modules` in `source`, then writes the key.
    ///
    /// Each graph is kept with only the fields the API pages read (``SymbolGraphFile``): what
    /// the compiler also writes (names, signatures, generics, availability) is about half of
    /// a graph, and every build decodes the kept graphs.
    func keep(modules: [String], from source: String, key: String) throws {
        let files = FileManager.default
        do {
            try? files.removeItem(atPath: folder)
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in try files.contentsOfDirectory(atPath: source) where modules.contains(where: {
                name == "\($0).symbols.json" || (name.hasPrefix("\($0)@") && name.hasSuffix(".symbols.json"))
            }) {
                let graph = try SymbolGraphLoader.decode(path: "\(source)/\(name)")
                try JSONEncoder().encode(graph).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
            }
            try Data(key.utf8).write(to: URL(fileURLWithPath: keyPath))
        } catch let error as DocError {
            throw error
        } catch {
            throw DocError(
                at: nil,
                "cannot keep the symbol graphs in \(folder): \(error).",
                hint: "Check that the folder can be written, or build with --no-api."
            )
        }
    }
}
