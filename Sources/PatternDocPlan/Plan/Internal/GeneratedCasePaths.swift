import SwiftSource

/// The case paths of a doc target's enums, written while planning: the file the package's
/// `CasePathsPlugin` would generate during the build, made by the same generator
/// (`ConformanceGenerator`, which this library links too).
///
/// Applying the plugin to the doc targets instead costs every build of the workspace, however
/// small the change: SwiftPM asks a build-tool plugin for its commands on every build, one
/// plugin process per target, and relinks the plugin's tool, which then runs again for every
/// target. On a catalogue of 100 pages (200 doc targets) that was 12 of the 18 seconds a
/// one-block edit took to build.
enum GeneratedCasePaths {
    /// The file's name in the target's folder.
    static let fileName = "CasePaths.generated.swift"

    /// The conformances for the enums of `files` (the target's other files: path → text).
    static func source(for files: [String: String]) -> String {
        ConformanceGenerator.generate(files.map { SourceFile(path: $0.key, text: $0.value) }).source
    }
}
