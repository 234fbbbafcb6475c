import Foundation

/// Keeps a workspace build that was made somewhere else from being used here.
///
/// SwiftPM's build folder holds absolute paths (module caches, the package's own path), so a
/// package copied or moved together with its `.build` folder fails to build with errors about
/// paths that no longer exist. The workspace records where it was built; when that is not
/// where it is now, its build folder is removed (it is patterndoc's own, and is rebuilt).
enum WorkspaceLocation {
    /// Records the workspace's path, first removing its build when it was built elsewhere.
    static func claim(_ options: VerifyOptions) {
        let record = "\(options.workDirectory)/workspace-path"
        let here = URL(fileURLWithPath: options.workspace).standardizedFileURL.path
        let recorded = (try? String(contentsOfFile: record, encoding: .utf8))?.trimmingCharacters(in: .newlines)
        guard recorded != here else { return }
        let build = "\(options.workspace)/.build"
        if FileManager.default.fileExists(atPath: build) {
            options.progress("The doc workspace was built \(recorded.map { "at \($0)" } ?? "by an older patterndoc or elsewhere"); building it afresh here.")
            try? FileManager.default.removeItem(atPath: build)
        }
        try? FileManager.default.createDirectory(atPath: options.workDirectory, withIntermediateDirectories: true)
        try? (here + "\n").write(toFile: record, atomically: true, encoding: .utf8)
    }
}
