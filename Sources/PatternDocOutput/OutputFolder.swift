import Foundation
import PatternDocModel
import PatternDocSupport

/// The rules for a folder patterndoc writes into (the site, `Examples/`), checked before
/// anything is written, so that a mistyped `--out` can never replace a user's files.
///
/// A folder may be written when it is missing, empty, or was written by patterndoc before
/// (``isOwned``). Never when it is a file, when it is the package or the docs folder or holds
/// either of them, or when it lies inside the docs folder (the site would become pages).
package struct OutputFolder: Sendable {
    /// What the folder is for, in messages: "the site", "the examples package".
    var purpose: String
    /// The flag that chooses it, in messages: `--out`.
    var flag: String
    /// Whether a non-empty folder holds what patterndoc wrote there before.
    package var isOwned: @Sendable (String) -> Bool
    /// What to say when a non-empty folder is not owned: why it was refused, what to do.
    package var notOwnedHint: String

    /// Creates the rules for one kind of output.
    package init(purpose: String, flag: String, notOwnedHint: String, isOwned: @escaping @Sendable (String) -> Bool) {
        self.purpose = purpose
        self.flag = flag
        self.notOwnedHint = notOwnedHint
        self.isOwned = isOwned
    }

    /// Throws a ``DocError`` saying why `path` may not receive the output, or returns when it
    /// may; `package` and `docs` are the folders it must keep clear of.
    package func check(_ path: String, package: String, docs: String) throws {
        let target = Self.real(path)
        let (package, docs) = (Self.real(package), Self.real(docs))
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: target, isDirectory: &isFolder)
        func refuse(_ what: String, _ hint: String) -> DocError {
            DocError(at: nil, "\(flag) \(path): \(what), so \(purpose) was not written there.", hint: hint)
        }
        if exists, !isFolder.boolValue {
            throw refuse("this is a file, not a folder", "Pass a folder that is missing, empty, or holds \(purpose) from an earlier run.")
        }
        for (name, folder) in [("package", package), ("docs folder", docs)] where RealPath.isInside(folder, folder: target) {
            throw refuse(target == folder ? "this is the \(name)" : "this folder holds the \(name) (\(folder))",
                "Pass a folder of its own, for example \(package)/_site.")
        }
        if RealPath.isInside(target, folder: docs) {
            throw refuse("this folder is inside the docs folder \(docs)", "Pass a folder outside the docs, for example \(package)/_site.")
        }
        let entries = exists ? ((try? manager.contentsOfDirectory(atPath: target)) ?? []) : []
        if !entries.isEmpty, !isOwned(target) {
            throw refuse("this folder holds files patterndoc did not write", notOwnedHint)
        }
    }

    /// `path` made absolute with every symbolic link resolved, as far as the path exists; the
    /// missing rest (a site folder not made yet) is appended as written.
    static func real(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while RealPath.of(existing.path) == nil, existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = URL(fileURLWithPath: RealPath.of(existing.path) ?? existing.path)
        for component in missing { resolved.appendPathComponent(component) }
        return resolved.standardizedFileURL.path
    }
}
