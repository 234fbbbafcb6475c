import Foundation
import PatternDocModel
import PatternDocSupport

/// Where a request path leads in the folder the preview serves: a file, a folder's
/// `index.html`, a redirection to the folder's path with its slash, or nowhere.
///
/// Nothing outside the folder is ever served: a path with a `..` segment (written plainly or
/// percent-encoded) or a NUL byte is refused, and so is a symbolic link that leads out of the
/// folder.
enum SiteFileLookup {
    /// What a path leads to.
    enum Found: Equatable {
        /// The file to serve (absolute path, symbolic links resolved).
        case file(String)
        /// A folder asked for without its trailing slash: its pages' relative links need it.
        case redirect(String)
        /// Nothing there.
        case notFound
        /// A path that tries to leave the folder.
        case forbidden
        /// A path that is not percent-encoded correctly.
        case badRequest
    }

    /// Looks `path` (as requested: percent-encoded, starting with `/`) up below `root`.
    static func find(_ path: String, in root: String) -> Found {
        guard let decoded = path.percentDecoded else { return .badRequest }
        guard !decoded.contains("\0") else { return .forbidden }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains("..") else { return .forbidden }
        let relative = segments.filter { $0 != "." }.joined(separator: "/")
        var candidate = relative.isEmpty ? root : "\(root)/\(relative)"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) else { return .notFound }
        if isFolder.boolValue {
            guard path.hasSuffix("/") else { return .redirect(path + "/") }
            candidate += "/index.html"
            guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue else {
                return .notFound
            }
        }
        guard let resolvedRoot = RealPath.of(root), let resolved = RealPath.of(candidate) else { return .notFound }
        guard RealPath.isInside(resolved, folder: resolvedRoot) else { return .forbidden }
        return .file(resolved)
    }
}
