import Foundation

/// Asks SwiftPM for a package's symbol graphs: `swift package dump-symbol-graph` builds the
/// package and writes one graph per module (and per module it extends) into a folder.
public enum SymbolGraphGenerator {
    /// Writes the graphs of the package at `packageRoot` and returns the folder they are in.
    ///
    /// - Throws: ``DocError`` with SwiftPM's output when the package does not build or the
    ///   folder cannot be found.
    public static func generate(packageRoot: String, swift: String = "swift") throws -> String {
        let result = try ProcessRunner.run(
            swift,
            ["package", "dump-symbol-graph", "--minimum-access-level", "public"],
            in: packageRoot
        )
        guard result.succeeded else {
            throw DocError(
                at: nil,
                "could not write the symbol graphs of \(packageRoot):\n\(result.combinedOutput)",
                hint: "Make 'swift build' pass in the package first."
            )
        }
        guard let folder = writtenFolder(in: result.combinedOutput) else {
            throw DocError(
                at: nil,
                "'swift package dump-symbol-graph' did not say where it wrote the graphs.",
                hint: "Run it by hand in \(packageRoot) to see what it printed."
            )
        }
        return folder
    }

    /// The folder in SwiftPM's closing line: `Files written to /pkg/.build/…/symbolgraph`.
    static func writtenFolder(in output: String) -> String? {
        let marker = "Files written to "
        return output.split(separator: "\n").last { $0.hasPrefix(marker) }
            .map { String($0.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces) }
    }
}
