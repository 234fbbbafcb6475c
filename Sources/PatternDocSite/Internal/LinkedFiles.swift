import Foundation
import PatternDocModel
import PatternDocRender
import PatternDocSupport

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
        // Docs that were not loaded from a folder have no files to copy.
        guard !input.docs.absoluteFolder.isEmpty else { return }
        for page in input.docs.pages {
            // Resolved as the link check resolves links to pages: the two agree on what is
            // above the docs folder.
            let folder = LinkCheck.Folder(of: page.path, docsFolder: input.docsFolder)
            for link in rendered[page.path]?.links ?? [] {
                let written = link.target[..<LinkDestination.pathEnd(of: link.target)]
                guard !written.isEmpty else { continue }
                let path = written.percentDecoded ?? String(written)
                // Links to pages are the link check's.
                if !link.isImage, LinkDestination.isMarkdown(path) { continue }
                let destination = LinkDestination(link.target, isImage: link.isImage)
                guard !destination.isExternal, !destination.isUnsafe else { continue }
                switch Self.read(path, from: folder, input: input, known: { siteFiles.contains($0) || files[$0] != nil }) {
                case .copy(let relative, let data):
                    files[relative] = data
                case .known:
                    continue
                case .problem(let message, let hint):
                    let kind = link.isImage ? "image" : "link"
                    let position = SourcePosition(file: page.path, line: link.line)
                    errors.append(DocError(at: position, "the \(kind) '\(link.target)' \(message)", hint: hint))
                }
            }
        }
    }

    /// What a link to a file comes to.
    private enum Reading {
        /// The file below the docs folder, and its bytes.
        case copy(String, Data)
        /// A file the site makes, or one already read.
        case known
        /// What is wrong (after "the link 'x'"), and what to do.
        case problem(String, String)
    }

    /// Reads the file `path` names from a page in `folder`, when it is a readable file inside
    /// the docs folder that `known` does not already cover.
    private static func read(_ path: String, from folder: LinkCheck.Folder, input: SiteInput, known: (String) -> Bool) -> Reading {
        let docs = input.docs.absoluteFolder
        let prefix = input.docsFolder.isEmpty ? "" : input.docsFolder + "/"
        let within = input.docsFolder.isEmpty ? "the docs folder" : "\(input.docsFolder)/"
        guard !path.hasPrefix("/") else {
            return .problem(
                "is an absolute path, which names a place on the disk or the server rather than a file of the docs.",
                "Put the file in \(within) and write its path relative to the page, so that the site works wherever it is served."
            )
        }
        guard let relative = folder.pathBelowDocs(path) else {
            return .problem(
                "points outside the docs folder; the site copies only files inside it.",
                "Move the file into \(within) and link it by its path relative to the page."
            )
        }
        if known(relative) { return .known }
        let shown = prefix + relative
        let file = docs + "/" + relative
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            return .problem("points at \(shown), which does not exist.", "Add the file, or fix the path; it is relative to the page.")
        }
        guard !isFolder.boolValue else {
            return .problem("points at the folder \(shown); the site copies files, not folders.", "Link a file in it instead.")
        }
        guard let real = RealPath.of(file), RealPath.isInside(real, folder: docs) else {
            return .problem(
                "points at \(shown), a symbolic link to a file outside the docs folder, which the site does not copy.",
                "Copy the file into \(within) instead of linking to it."
            )
        }
        guard let data = FileManager.default.contents(atPath: real) else {
            return .problem("points at \(shown), which cannot be read.", "Check that the file is readable.")
        }
        return .copy(relative, data)
    }
}
