import Foundation

/// The files of the docs folder that pages show or link to (images, downloads), checked and
/// read, so that the site carries each at the same place below its root as it has below the
/// docs folder and the page's relative link keeps working.
///
/// A relative destination that is not a page (`img/a.png`, `files/x.zip`) must name a file
/// inside the docs folder, symbolic links resolved. A missing file, a folder, an absolute path,
/// or a file outside the folder (`../../secret.txt`, or a link that leads out) is an error at
/// the page's line, and nothing outside the folder is ever read. A destination that names one
/// of the site's own files (another page's `.html`, `verification.html`) is left to it.
struct LinkedFiles {
    /// Site path → contents, for every file the pages link to.
    private(set) var files: [String: Data] = [:]
    /// What is wrong, each at its page and line.
    private(set) var errors: [DocError] = []

    /// Checks and reads the files `rendered` pages link to; `siteFiles` are the paths the site
    /// makes itself.
    init(input: SiteInput, rendered: [String: RenderedPage], siteFiles: Set<String>) {
        let docs = input.docs.absoluteFolder
        // Docs that were not loaded from a folder have no files to copy.
        guard !docs.isEmpty else { return }
        let prefix = input.docsFolder.isEmpty ? "" : input.docsFolder + "/"
        let within = input.docsFolder.isEmpty ? "the docs folder" : "\(input.docsFolder)/"
        for page in input.docs.pages {
            let pageInDocs = page.path.hasPrefix(prefix) ? String(page.path.dropFirst(prefix.count)) : page.path
            let pageFolder = pageInDocs.split(separator: "/").dropLast().map(String.init)
            for link in rendered[page.path]?.links ?? [] {
                let written = link.target[..<LinkDestination.pathEnd(of: link.target)]
                guard !written.isEmpty else { continue }
                let path = written.percentDecoded ?? String(written)
                // Links to pages are the link check's.
                if !link.isImage, LinkDestination.isMarkdown(path) { continue }
                let destination = LinkDestination(link.target, isImage: link.isImage)
                guard !destination.isExternal, !destination.isUnsafe else { continue }

                let kind = link.isImage ? "image" : "link"
                let position = SourcePosition(file: page.path, line: link.line)
                func problem(_ message: String, _ hint: String) {
                    errors.append(DocError(at: position, "the \(kind) '\(link.target)' \(message)", hint: hint))
                }
                guard !path.hasPrefix("/") else {
                    problem(
                        "is an absolute path, which names a place on the disk or the server rather than a file of the docs.",
                        "Put the file in \(within) and write its path relative to the page, so that the site works wherever it is served."
                    )
                    continue
                }
                guard let relative = Self.resolve(path, from: pageFolder) else {
                    problem(
                        "points outside the docs folder; the site copies only files inside it.",
                        "Move the file into \(within) and link it by its path relative to the page."
                    )
                    continue
                }
                if siteFiles.contains(relative) || files[relative] != nil { continue }
                let shown = prefix + relative
                let file = docs + "/" + relative
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
                    problem("points at \(shown), which does not exist.", "Add the file, or fix the path; it is relative to the page.")
                    continue
                }
                guard !isFolder.boolValue else {
                    problem("points at the folder \(shown); the site copies files, not folders.", "Link a file in it instead.")
                    continue
                }
                guard let real = RealPath.of(file), RealPath.isInside(real, folder: docs) else {
                    problem(
                        "points at \(shown), a symbolic link to a file outside the docs folder, which the site does not copy.",
                        "Copy the file into \(within) instead of linking to it."
                    )
                    continue
                }
                guard let data = FileManager.default.contents(atPath: real) else {
                    problem("points at \(shown), which cannot be read.", "Check that the file is readable.")
                    continue
                }
                files[relative] = data
            }
        }
    }

    /// `path` seen from the folder `from` (both relative to the docs folder), `.` and `..`
    /// resolved; `nil` when it climbs out of the docs folder.
    private static func resolve(_ path: String, from folder: [String]) -> String? {
        var parts = folder
        for part in path.split(separator: "/") {
            switch part {
            case ".":
                continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default:
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
