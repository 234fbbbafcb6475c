import Foundation

/// What the progress lines of a `swift build` say it did, for the build loop's own progress
/// lines: how many modules a build compiled tells whether it reused what the sweep compiled.
enum SwiftBuildOutput {
    /// The modules that `output` (a build's whole output) shows a compile or module-emitting
    /// job of: `DocA` for `[12/40] Compiling DocA Program.swift` or `[13/40] Emitting module DocA`.
    static func compiledModules(in output: String) -> Set<String> {
        var modules: Set<String> = []
        for line in output.split(separator: "\n") where line.hasPrefix("[") {
            guard let close = line.firstIndex(of: "]") else { continue }
            let words = line[line.index(after: close)...].split(separator: " ")
            if words.count >= 3, words[0] == "Compiling" {
                modules.insert(String(words[1]))
            } else if words.count >= 3, words[0] == "Emitting", words[1] == "module" {
                modules.insert(String(words[2]))
            }
        }
        return modules
    }

    /// `seconds` as a progress line shows a duration: `45.4 s`.
    static func duration(_ seconds: Double) -> String {
        "\(String(format: "%.1f", seconds)) s"
    }
}
