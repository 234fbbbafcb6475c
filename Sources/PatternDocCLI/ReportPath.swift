import Foundation
import PatternDoc

/// The file `--report` names: checked before the run, so that a typo does not cost a whole
/// verification only to fail at the end, and written whole.
enum ReportPath {
    /// The absolute path of `path`, when its folder exists and it is not itself a folder.
    static func checked(_ path: String) throws -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError(message: "--report \(path): the folder \(folder) does not exist. Create it first, or name a file in an existing folder.")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw UsageError(message: "--report \(path) is a folder. Name a file, for example \(url.path)/report.json.")
        }
        return url.path
    }

    /// Writes the report's JSON to `path` all at once.
    static func write(_ report: VerificationReport, to path: String) throws {
        do {
            try report.json().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw DocError(at: nil, "could not write the report to \(path): \(error.localizedDescription)", hint: "Check that the folder is writable.")
        }
    }
}
