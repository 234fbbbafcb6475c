import PatternDocModel
import PatternDocRender
import PatternDocSupport

/// Checks the links of the rendered pages against each other: a link to a page that is not in
/// the site, or to an anchor that page does not have, is an error at the link's line. Links to
/// other sites are left alone.
enum LinkCheck {
    /// One page as the check needs it: its path, the ids on it, and its links.
    struct Page: Sendable {
        /// `Docs/Scoping.md`.
        var path: String
        /// Every id on the rendered page.
        var anchors: Set<String>
        /// Each link as written in the Markdown, with its line.
        var links: [(target: String, line: Int)]

        /// Creates a page.
        init(path: String, anchors: Set<String>, links: [(target: String, line: Int)]) {
            self.path = path
            self.anchors = anchors
            self.links = links
        }
    }

    /// The broken links of `pages`, in page order.
    ///
    /// A relative link resolves as `LinkCheck.Folder` says, the same way as the files the
    /// site copies: a link that climbs above `docsFolder` (the folder the page paths start
    /// with, ``SiteInput/docsFolder``) names no page of the site, which holds only that folder.
    static func errors(in pages: [Page], docsFolder: String = "") -> [DocError] {
        let byPath = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0) })
        var errors: [DocError] = []
        for page in pages {
            let folder = Folder(of: page.path, docsFolder: docsFolder)
            for link in page.links {
                let position = SourcePosition(file: page.path, line: link.line)
                if link.target.hasPrefix("doc:") {
                    // The renderer rewrote every `doc:` link it could resolve.
                    errors.append(DocError(
                        at: position,
                        "the link <\(link.target)> names no page of the catalog.",
                        hint: "DocC links name an article by its file name without .md (<doc:GettingStarted> for GettingStarted.md); fix the name or add the article."
                    ))
                    continue
                }
                guard !isExternal(link.target) else { continue }
                let (written, fragment) = split(link.target)
                // `C%23.md` names the page `C#.md`, as the browser will read it.
                let file = written.percentDecoded ?? written
                let target: Page
                if file.isEmpty {
                    target = page
                } else if LinkDestination.isMarkdown(file) {
                    guard let resolved = resolve(file, from: folder) else {
                        let within = docsFolder.isEmpty ? "the docs folder" : "\(docsFolder)/"
                        errors.append(DocError(
                            at: position,
                            "the link to '\(link.target)' climbs above the docs folder, where the site has no pages.",
                            hint: "Write the path relative to the page without leaving \(within); the site holds only the pages inside it."
                        ))
                        continue
                    }
                    guard let found = byPath[resolved] else {
                        errors.append(DocError(
                            at: position,
                            "the link to '\(link.target)' points at \(resolved), which is not a page of the site.",
                            hint: "Fix the path, or add the page to SUMMARY.md."
                        ))
                        continue
                    }
                    target = found
                } else {
                    continue
                }
                if let fragment, !fragment.isEmpty, !target.anchors.contains(fragment) {
                    errors.append(DocError(
                        at: position,
                        "the link to '\(link.target)' names the anchor '#\(fragment)', which \(target.path) does not have.",
                        hint: "Anchors are made from headings: lowercase, with dashes for spaces (\"## Enum state\" is #enum-state)."
                    ))
                }
            }
        }
        return errors
    }

    static func isExternal(_ target: String) -> Bool {
        if target.utf8.starts(with: "//".utf8) { return true }
        guard let colon = target.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = target[..<colon]
        // Byte by byte for ASCII schemes, which all real ones are.
        if scheme.utf8.allSatisfy({ $0 < 0x80 }) {
            return scheme.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            }
        }
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
    }

    static func split(_ target: String) -> (file: String, fragment: String?) {
        guard let hash = target.utf8.firstIndex(of: UInt8(ascii: "#")) else { return (target, nil) }
        return (String(target[..<hash]), String(target[target.utf8.index(after: hash)...]))
    }

    /// `Other.md` from `Docs/Guide/Page.md` is `Docs/Guide/Other.md`; `..` steps up. A page
    /// with an absolute path (docs outside the package) gives an absolute path.
    static func resolve(_ file: String, from page: String, docsFolder: String = "") -> String? {
        resolve(file, from: Folder(of: page, docsFolder: docsFolder))
    }

    /// The folder of a page, below the docs folder: where its relative links start, and how far
    /// up they may go.
    struct Folder {
        /// The docs folder's components, as the page path starts with them.
        fileprivate let root: [Substring]
        /// The page's folder below the docs folder.
        fileprivate let parts: [Substring]
        fileprivate let isAbsolute: Bool
        /// The folder as page paths are written, without a leading `/`: `root` and `parts`
        /// joined.
        fileprivate let joined: String

        init(of page: String, docsFolder: String = "") {
            isAbsolute = page.utf8.first == UInt8(ascii: "/")
            let folder = Array(LinkCheck.components(page).dropLast())
            let docs = LinkCheck.components(docsFolder)
            if !docs.isEmpty, folder.starts(with: docs) {
                root = docs
                parts = Array(folder.dropFirst(docs.count))
            } else {
                root = []
                parts = folder
            }
            joined = folder.joined(separator: "/")
        }

        /// The path below the docs folder that `file` (relative to the page) names, or `nil`
        /// when it climbs above the docs folder.
        func pathBelowDocs(_ file: some StringProtocol) -> String? {
            var parts = parts
            for part in LinkCheck.components(String(file)) {
                if part.utf8.elementsEqual(".".utf8) { continue }
                if part.utf8.elementsEqual("..".utf8) {
                    guard !parts.isEmpty else { return nil }
                    parts.removeLast()
                } else {
                    parts.append(part)
                }
            }
            return parts.joined(separator: "/")
        }
    }

    /// The path of the page `file` names from `folder` (as page paths are written, the docs
    /// folder first), or `nil` when it climbs above the docs folder.
    static func resolve(_ file: String, from folder: Folder) -> String? {
        if let plain = PlainRelativePath(file) {
            // Most links: `Other.md`, `Sub/Other.md`, `../Other.md`, read without splitting.
            guard plain.steps <= folder.parts.count else { return nil }
            var base = folder.joined[...]
            for _ in 0..<plain.steps {
                base = base[..<(base.utf8.lastIndex(of: UInt8(ascii: "/")) ?? base.startIndex)]
            }
            let start = folder.isAbsolute ? "/" : ""
            return base.isEmpty ? start + plain.rest : start + base + "/" + plain.rest
        }
        guard let below = folder.pathBelowDocs(file) else { return nil }
        let path = (folder.root.map(String.init) + (below.isEmpty ? [] : [below])).joined(separator: "/")
        return (folder.isAbsolute ? "/" : "") + path
    }

    private static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// A relative path whose `..` and `.` steps all come first and that has no empty
    /// component (`../Guide/Page.md`, `Page.md`): how many folders it climbs, and the rest.
    /// Other paths (`a/../b.md`, `a//b.md`, `/a.md`) are `nil`, left to `Folder.pathBelowDocs(_:)`.
    private struct PlainRelativePath {
        var steps = 0
        var rest: Substring

        init?(_ path: String) {
            var path = path
            var climbed = 0
            // Read as bytes in place: every link of every page comes through here.
            let restStart: Int? = path.withUTF8 { bytes in
                let slash = UInt8(ascii: "/")
                let dot = UInt8(ascii: ".")
                var start = 0
                // The leading `./` and `../` steps.
                while true {
                    if bytes.count - start >= 2, bytes[start] == dot, bytes[start + 1] == slash {
                        start += 2
                    } else if bytes.count - start >= 3, bytes[start] == dot, bytes[start + 1] == dot, bytes[start + 2] == slash {
                        climbed += 1
                        start += 3
                    } else {
                        break
                    }
                }
                guard start == bytes.count || bytes[start] != slash else { return nil }
                // No empty, `.` or `..` component after the leading steps.
                var length = 0
                var onlyDots = true
                for offset in start..<bytes.count {
                    if bytes[offset] == slash {
                        guard length > 0, !(onlyDots && length <= 2) else { return nil }
                        length = 0
                        onlyDots = true
                    } else {
                        length += 1
                        onlyDots = onlyDots && bytes[offset] == dot
                    }
                }
                guard length > 0, !(onlyDots && length <= 2) else { return nil }
                return start
            }
            guard let restStart else { return nil }
            steps = climbed
            rest = path[path.utf8.index(path.utf8.startIndex, offsetBy: restStart)...]
        }
    }
}
