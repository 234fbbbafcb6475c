import Foundation

/// The files below a folder, in a stable order, each real folder visited once: a symlink loop
/// (`x -> .`) is followed no further than its first visit, so the walk always ends.
package enum FileTree {
    /// Every regular file at or below `path` (the path itself when it is a file), as absolute
    /// paths sorted by their path below `path`; `.git` and `.build` folders are left out.
    package static func files(at path: String) -> [String] {
        var visited: Set<String> = []
        var found: [String] = []
        visit(path, visited: &visited, found: &found)
        return found
    }

    private static func visit(_ path: String, visited: inout Set<String>, found: inout [String]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            found.append(path)
            return
        }
        guard let real = RealPath.of(path), visited.insert(real).inserted else { return }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        for name in names where name != ".git" && name != ".build" {
            visit("\(path)/\(name)", visited: &visited, found: &found)
        }
    }
}
