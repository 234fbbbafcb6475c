import Foundation
import PatternDocModel
import PatternDocSupport

/// Finds the `*.md` files under a docs folder, hidden files and folders left out, reading each
/// real folder once.
///
/// Symbolic links are followed only inside the docs folder, and only to a folder not read yet:
/// real folders are read first and links after, so a page is found under its own name rather
/// than through an alias, and `Docs/x -> .` ends the walk instead of making it read
/// `Docs/x/x/x/...` (two such links made the walk grow as 2ⁿ). Every link left out is a
/// warning that names it.
struct MarkdownFileWalk {
    /// A Markdown file found.
    struct File {
        /// The path relative to the docs folder, through the links the walk followed:
        /// `Guide/Part.md`.
        var relativePath: String
        /// Where the file really is, for telling two names of one file apart.
        var realPath: String
    }

    /// The files, ordered component by component (`Guide.md` before `Guide/Part.md`).
    let files: [File]
    /// The links left out, each naming the link and why.
    let warnings: [DocError]

    /// Walks `folder`, a real path; `display` gives a file's path as messages show it.
    init(folder: URL, display: (URL) -> String) {
        let root = folder.path
        var visited: Set<String> = [root]
        var found: [(components: [String], realPath: String)] = []
        var links: [(url: URL, components: [String], realPath: String)] = []
        var warnings: [DocError] = []

        func read(_ directory: URL, components: [String], realPath: String) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let entry = directory.appendingPathComponent(name)
                // A broken link or a link loop has no real path: there is nothing to read.
                guard let real = RealPath.of(entry.path) else { continue }
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) else { continue }
                let isLink = real != realPath + "/" + name
                if isFolder.boolValue {
                    if isLink {
                        links.append((entry, components + [name], real))
                    } else if visited.insert(real).inserted {
                        read(entry, components: components + [name], realPath: real)
                    }
                } else if name.hasSuffix(".md") {
                    guard RealPath.isInside(real, folder: root) else {
                        warnings.append(Self.outside(display(entry), isFolder: false))
                        continue
                    }
                    found.append((components + [name], real))
                }
            }
        }

        read(folder, components: [], realPath: root)
        while !links.isEmpty {
            let link = links.removeFirst()
            if !RealPath.isInside(link.realPath, folder: root) {
                warnings.append(Self.outside(display(link.url), isFolder: true))
            } else if !visited.insert(link.realPath).inserted {
                warnings.append(DocError(
                    at: nil,
                    "the symbolic link \(display(link.url)) leads to \(display(URL(fileURLWithPath: link.realPath))), "
                        + "a folder already read, so the walk skips it and reads each page once.",
                    hint: "Remove the link if it is not meant to be there, or list the pages in a SUMMARY.md."
                ))
            } else {
                read(link.url, components: link.components, realPath: link.realPath)
            }
        }

        // Names compare without `.md`, so that `Guide.md` comes before the pages in `Guide/`.
        func key(_ components: [String]) -> [String] {
            components.dropLast() + [String(components[components.count - 1].dropLast(3))]
        }
        files = found
            .sorted { key($0.components).lexicographicallyPrecedes(key($1.components)) }
            .map { File(relativePath: $0.components.joined(separator: "/"), realPath: $0.realPath) }
        self.warnings = warnings
    }

    private static func outside(_ path: String, isFolder: Bool) -> DocError {
        DocError(
            at: nil,
            "\(path) is a symbolic link to a \(isFolder ? "folder" : "file") outside the docs folder, "
                + "so the site leaves \(isFolder ? "its pages" : "it") out.",
            hint: "Copy what it links to into the docs folder, or remove the link."
        )
    }
}
