import Foundation

/// Loads a docs folder: which Markdown pages it has, in which order, under which titles.
///
/// With a `SUMMARY.md`, its links give the pages, their order and their titles, as in mdBook;
/// Markdown files it does not list are left out and reported in ``LoadedDocs/unlisted``.
/// Without one, every `*.md` file under the folder is a page (hidden files and folders
/// excepted): a top-level `README.md` first, then the rest ordered by relative path (`Guide.md`
/// before `Guide/Part.md`), each titled by its first `#` heading, else by its file name.
///
/// Page paths are relative to the package root (`Docs/Scoping.md`), as every message shows them.
///
/// ```swift
/// let docs = try DocsLoader.load(docs: "Docs", packageRoot: ".")
/// for page in docs.pages { print(page.path, page.title) }
/// ```
public enum DocsLoader {
    /// Loads the pages of the folder `docs`.
    ///
    /// - Parameters:
    ///   - docs: the docs folder, absolute or relative to the current directory.
    ///   - packageRoot: the package's root folder, which page paths are relative to. Pages
    ///     outside it keep absolute paths.
    /// - Throws: ``DocErrors``: a missing docs folder, unreadable pages, and every `SUMMARY.md`
    ///   link to a missing file or to a page already listed, at its line.
    public static func load(docs: String, packageRoot: String) throws -> LoadedDocs {
        let folder = URL(fileURLWithPath: docs).standardizedFileURL.resolvingSymlinksInPath()
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.resolvingSymlinksInPath()
        let display = { (file: URL) in displayPath(of: file, root: root) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw DocErrors([DocError(
                at: nil,
                "the docs folder '\(docs)' does not exist",
                hint: "Pass the folder that holds the Markdown pages (and SUMMARY.md, if any)."
            )])
        }
        let files = markdownFiles(in: folder)
        let summaryFile = folder.appendingPathComponent("SUMMARY.md")
        guard files.contains("SUMMARY.md") else {
            let ordered = files.filter { $0 == "README.md" } + files.filter { $0 != "README.md" }
            let pages = try ordered.map { (relative) throws(DocErrors) in
                let file = folder.appendingPathComponent(relative)
                return try page(at: file, path: display(file), summaryTitle: nil)
            }
            return LoadedDocs(pages: pages)
        }
        let summary = Summary(parsing: try read(summaryFile, path: display(summaryFile)))
        var pages: [DocPage] = []
        var problems: [DocError] = []
        var listedAt: [String: Int] = [:]
        for entry in summary.entries {
            let file = (entry.link.hasPrefix("/")
                ? URL(fileURLWithPath: entry.link)
                : folder.appendingPathComponent(entry.link)).standardizedFileURL
            let path = display(file)
            let position = SourcePosition(file: display(summaryFile), line: entry.line)
            if let first = listedAt[path] {
                problems.append(DocError(
                    at: position,
                    "SUMMARY.md lists '\(entry.link)' again; it is already listed at line \(first)",
                    hint: "List each page once."
                ))
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else {
                problems.append(DocError(
                    at: position,
                    "SUMMARY.md links to '\(entry.link)', which does not exist",
                    hint: "Create \(path) or fix the link; links in SUMMARY.md are relative to \(display(folder))/."
                ))
                continue
            }
            listedAt[path] = entry.line
            do {
                pages.append(try page(at: file, path: path, summaryTitle: entry.title))
            } catch {
                problems += error.errors
            }
        }
        guard problems.isEmpty else { throw DocErrors(problems) }
        let unlisted = files
            .filter { $0 != "SUMMARY.md" }
            .map { display(folder.appendingPathComponent($0)) }
            .filter { listedAt[$0] == nil }
        return LoadedDocs(pages: pages, summary: summary, unlisted: unlisted)
    }

    /// Reads a page and settles its title: the summary's link text, else its first `#`
    /// heading, else its file name.
    private static func page(at file: URL, path: String, summaryTitle: String?) throws(DocErrors) -> DocPage {
        let markdown = try read(file, path: path)
        var page = DocPage(path: path, title: "", markdown: markdown)
        let fromSummary = summaryTitle?.trimmingCharacters(in: .whitespaces) ?? ""
        page.title = !fromSummary.isEmpty ? fromSummary : firstHeading(in: markdown) ?? page.name
        return page
    }

    /// The text of the first level-1 heading, if any.
    private static func firstHeading(in markdown: String) -> String? {
        var heading: String?
        MarkdownDocument(parsing: markdown).walk { event in
            guard heading == nil, case .enter(let node) = event, node.headingLevel == 1 else { return }
            let text = node.plainText.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { heading = text }
        }
        return heading
    }

    private static func read(_ file: URL, path: String) throws(DocErrors) -> String {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw DocErrors([DocError(at: nil, "cannot read '\(path)'", hint: "Check that the file exists and is readable.")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DocErrors([DocError(at: nil, "'\(path)' is not UTF-8 text", hint: "Save the page as UTF-8.")])
        }
        return text
    }

    /// The `*.md` files under `folder`, as paths relative to it, ordered component by
    /// component, hidden files and folders left out.
    private static func markdownFiles(in folder: URL) -> [String] {
        var found: [[String]] = []
        func visit(_ directory: URL, _ components: [String]) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names where !name.hasPrefix(".") {
                let entry = directory.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    visit(entry, components + [name])
                } else if name.hasSuffix(".md") {
                    found.append(components + [name])
                }
            }
        }
        visit(folder, [])
        // Names compare without `.md`, so that `Guide.md` comes before the pages in `Guide/`.
        func key(_ components: [String]) -> [String] {
            components.dropLast() + [String(components[components.count - 1].dropLast(3))]
        }
        return found
            .sorted { key($0).lexicographicallyPrecedes(key($1)) }
            .map { $0.joined(separator: "/") }
    }

    /// The path of `file` relative to `root` when inside it, else its absolute path.
    private static func displayPath(of file: URL, root: URL) -> String {
        let path = file.standardizedFileURL.path
        if path == root.path { return "." }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
