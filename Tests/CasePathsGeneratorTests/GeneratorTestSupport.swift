@testable import SwiftSource

/// Runs the generator over one file, `Feature.swift`, or over several named files.
func generate(_ source: String) -> GenerationResult {
    ConformanceGenerator.generate([SourceFile(path: "Feature.swift", text: source)])
}

func generate(files: [String: String]) -> GenerationResult {
    ConformanceGenerator.generate(files.map { SourceFile(path: $0.key, text: $0.value) })
}

/// The generated declaration line of the case path property named `name`, trimmed.
func property(_ name: String, in result: GenerationResult) -> String? {
    result.source.split(separator: "\n")
        .map { $0.trimmed() }
        .first { $0.contains("var \(name): Composable.AnyCasePath<") }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    func trimmed() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
