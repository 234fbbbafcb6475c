import Foundation
import PatternDocModel
import PatternDocPackage
import PatternDocProcesses

/// Asks SwiftPM for a package's symbol graphs: `swift package dump-symbol-graph` builds the
/// package and writes one graph per module (and per module it extends) into a folder.
enum SymbolGraphGenerator {
    /// Writes the graphs of the package at `packageRoot` and returns the folder they are in.
    ///
    /// SwiftPM also tries modules nobody asked for, and can fail on some of them while
    /// writing the rest: on swift-algorithms it cannot load the test modules it makes up
    /// (`swift_algorithmsPackageTests`) and exits with an error after writing `Algorithms`.
    /// So a failure counts only when a graph of `modules` was not written by this run.
    ///
    /// - Throws: ``DocError`` with SwiftPM's output when the package does not build, a graph
    ///   of `modules` is missing, or the folder cannot be found.
    static func generate(packageRoot: String, modules: [String] = [], swift: String = "swift") throws -> String {
        // A second early, as file times may be kept to the second.
        let started = Date().addingTimeInterval(-1)
        let result = try ProcessRunner.run(
            swift,
            ["package"] + SwiftPMScratchPath.arguments + ["dump-symbol-graph", "--minimum-access-level", "public"],
            in: packageRoot
        )
        let folder = writtenFolder(in: result.combinedOutput)
        let missing = folder.map { folder in modules.filter { !isWritten("\(folder)/\($0).symbols.json", since: started) } }
        guard result.succeeded || (missing?.isEmpty == true && !modules.isEmpty) else {
            let which = missing.map { $0.isEmpty ? "" : " (no graph for \($0.joined(separator: ", ")))" } ?? ""
            throw DocError(
                at: nil,
                "could not write the symbol graphs of \(packageRoot)\(which):\n\(result.combinedOutput)",
                hint: "Make 'swift build' pass in the package first."
            )
        }
        guard let folder else {
            throw DocError(
                at: nil,
                "'swift package dump-symbol-graph' did not say where it wrote the graphs.",
                hint: "Run it by hand in \(packageRoot) to see what it printed."
            )
        }
        return folder
    }

    /// Whether the file at `path` exists and was written at or after `date`: a graph left by
    /// an earlier run is not this run's.
    private static func isWritten(_ path: String, since date: Date) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = attributes[.modificationDate] as? Date else { return false }
        return modified >= date
    }

    /// The folder in SwiftPM's closing line: `Files written to /pkg/.build/…/symbolgraph`.
    static func writtenFolder(in output: String) -> String? {
        let marker = "Files written to "
        return output.split(separator: "\n").last { $0.hasPrefix(marker) }
            .map { String($0.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces) }
    }
}
