import Foundation

/// Writes the generated file only when its contents change, so that an unchanged target is
/// not recompiled after every run of the plugin.
enum OutputFile {
    /// Writes `contents` to `path`, creating its folder if needed. Returns whether it wrote.
    @discardableResult
    static func write(_ contents: String, to path: String) throws -> Bool {
        let url = URL(fileURLWithPath: path)
        let data = Data(contents.utf8)
        if let existing = try? Data(contentsOf: url), existing == data {
            return false
        }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try data.write(to: url, options: .atomic)
        return true
    }
}
