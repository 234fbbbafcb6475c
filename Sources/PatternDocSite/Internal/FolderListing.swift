#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries below a folder, read with `readdir`: the kind of each entry comes with its name,
/// so listing a site of thousands of files costs no `stat` per file (Foundation's enumerator,
/// and asking `fileExists` of each entry besides, made two).
enum FolderListing {
    /// Calls `visit` with the path below `root` of every file and folder there, and whether it
    /// is a folder; a folder is read further only when `visit` returns `true` for it. Symbolic
    /// links are entries themselves, not followed. A folder that cannot be read is left out.
    static func walk(_ root: String, _ visit: (_ relative: String, _ isFolder: Bool) -> Bool) {
        var pending = [""]
        while let folder = pending.popLast() {
            let path = folder.isEmpty ? root : root + "/" + folder
            guard let stream = opendir(path) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                if visit(relative, isFolder(entry.pointee.d_type, at: path + "/" + name)) {
                    pending.append(relative)
                }
            }
        }
    }

    /// Whether an entry of kind `type` (`d_type`) is a folder; asked of the file system when
    /// the kind is not known.
    private static func isFolder(_ type: UInt8, at path: String) -> Bool {
        if Int(type) == Int(DT_DIR) { return true }
        guard Int(type) == Int(DT_UNKNOWN) else { return false }
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
