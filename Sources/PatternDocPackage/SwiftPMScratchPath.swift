import Foundation

/// Where the `swift package` commands patterndoc runs on the package under test keep their
/// build state, when not in the package's own `.build`.
///
/// `swift package patterndoc ...` (the command plugin) runs patterndoc while SwiftPM holds the
/// lock on the package's `.build`; a `swift package dump-package` on the same package would then
/// wait for that lock forever. The plugin names another folder in `PATTERNDOC_SWIFTPM_SCRATCH_PATH`,
/// and every such command is given it with `--scratch-path`.
package enum SwiftPMScratchPath {
    /// The environment variable the command plugin sets.
    static let environmentKey = "PATTERNDOC_SWIFTPM_SCRATCH_PATH"

    /// `["--scratch-path", folder]` when the plugin named one, else nothing: the arguments to put
    /// between `package` and the subcommand.
    package static var arguments: [String] {
        guard let folder else { return [] }
        return ["--scratch-path", folder]
    }

    /// The folder the plugin named, if any.
    static var folder: String? {
        guard let folder = ProcessInfo.processInfo.environment[environmentKey], !folder.isEmpty else { return nil }
        return folder
    }
}
