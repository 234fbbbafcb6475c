import Foundation
import PatternDocMarkdown
import PatternDocModel
import PatternDocSupport

/// Loads a docs folder: which Markdown pages it has, in which order, under which titles.
///
/// With a `SUMMARY.md`, its links give the pages, their order and their titles, as in mdBook;
/// Markdown files it does not list are left out and reported in ``LoadedDocs/unlisted``.
/// Without one, every `*.md` file under the folder is a page (hidden files and folders
/// excepted): a top-level `README.md` first, then the rest ordered by relative path (`Guide.md`
/// before `Guide/Part.md`), each titled by its first `#` heading, else by its file name.
///
/// Pages come only from inside the docs folder, symbolic links resolved: a `SUMMARY.md` link
/// to a file outside it (`/etc/passwd`, `../../secret.md`, or a link that leads out) is an
/// error, and so is one to a file that is not a Markdown page (`notes.txt`). The walk without a
/// `SUMMARY.md` reads each real folder once and leaves out links that loop or lead outside,
/// with a warning in ``LoadedDocs/warnings``.
///
/// A folder named `*.docc` without a `SUMMARY.md` is read as a DocC catalog: its root page
/// (`# ``Module`` `) first, then the order of the `## Topics` sections, its directives rewritten
/// to Markdown line for line and its `@Snippet`s read from the package's `Snippets/` folder
/// (see ``DocCCatalog``).
///
/// A top-level `index.md` is the site's front page: it is loaded (and verified) as the first
/// page even when `SUMMARY.md` does not list it, and the site writes it as `index.html` in place
/// of the generated list of pages.
///
/// Page paths are relative to the package root (`Docs/Scoping.md`), as every message shows them.
///
/// ```text
/// let docs = try DocsLoader.load(docs: "Docs", packageRoot: ".")
/// for page in docs.pages { print(page.path, page.title) }
/// ```
package enum DocsLoader {
    /// Loads the pages of the folder `docs`.
    ///
    /// - Parameters:
    ///   - docs: the docs folder, absolute or relative to the current directory.
    ///   - packageRoot: the package's root folder, which page paths are relative to. Pages
    ///     outside it keep absolute paths.
    /// - Throws: ``DocErrors``: a missing docs folder, unreadable pages, and every `SUMMARY.md`
    ///   link to a missing file, to a file outside the docs folder or not a `.md` page, or to a
    ///   page already listed, at its line.
    package static func load(docs: String, packageRoot: String) throws -> LoadedDocs {
        let folder = URL(fileURLWithPath: realPath(of: docs))
        let root = URL(fileURLWithPath: realPath(of: packageRoot))
        let display = DisplayPath.relative(to: root)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw DocErrors([DocError(
                at: nil,
                "the docs folder '\(docs)' does not exist",
                hint: "Pass the folder that holds the Markdown pages (and SUMMARY.md, if any)."
            )])
        }
        let shownFolder = display(folder) == "." ? "" : display(folder)
        let walk = MarkdownFileWalk(folder: folder, display: display)
        if walk.files.contains(where: { $0.relativePath == "SUMMARY.md" }) {
            return try loadListed(folder: folder, walk: walk, shownFolder: shownFolder, display: display)
        }
        if folder.lastPathComponent.hasSuffix(".docc") {
            return try DocCCatalogLoader.load(folder: folder, walk: walk, display: display, shownFolder: shownFolder, packageRoot: root)
        }
        return loadWalked(folder: folder, walk: walk, shownFolder: shownFolder, display: display)
    }

    /// The docs folder's front page, the site's `index.html`, which the writer owns: a page of
    /// the docs whether `SUMMARY.md` lists it or not, and the first in reading order when it
    /// does not.
    static let frontPageName = "index.md"

    /// Every Markdown file the walk found is a page: a top-level `index.md` and `README.md`
    /// first, then the rest in the walk's order.
    private static func loadWalked(folder: URL, walk: MarkdownFileWalk, shownFolder: String, display: (URL) -> String) -> LoadedDocs {
        let first = [frontPageName, "README.md"]
        let ordered = first.flatMap { name in walk.files.filter { $0.relativePath == name } }
            + walk.files.filter { !first.contains($0.relativePath) }
        var reading = PageReading(warnings: walk.warnings)
        for file in ordered {
            let url = folder.appendingPathComponent(file.relativePath)
            if let page = reading.read(url, path: display(url), summaryTitle: nil) { reading.pages.append(page) }
        }
        var loaded = LoadedDocs(pages: reading.pages, warnings: reading.warnings, folder: shownFolder, absoluteFolder: folder.path)
        loaded.unreadable = reading.unreadable
        return loaded
    }

    /// The pages read so far, with their warnings, and the errors of those that could not be
    /// read: a page that cannot be read costs that page alone, and the others are verified.
    private struct PageReading {
        var pages: [DocPage] = []
        var chapters: [Chapter] = []
        var warnings: [DocError]
        var unreadable: [DocError] = []

        /// The page at `file`, its warning kept; `nil`, with its errors kept, when it cannot be read.
        mutating func read(_ file: URL, path: String, summaryTitle: String?) -> DocPage? {
            do {
                let (page, warning) = try DocsLoader.page(at: file, path: path, summaryTitle: summaryTitle)
                if let warning { warnings.append(warning) }
                return page
            } catch {
                unreadable += error.errors
                return nil
            }
        }
    }

    /// The pages `SUMMARY.md` lists, in its order and under its titles; every link it may not
    /// hold is an error at its line, and the files it does not list are ``LoadedDocs/unlisted``.
    private static func loadListed(folder: URL, walk: MarkdownFileWalk, shownFolder: String, display: (URL) -> String) throws -> LoadedDocs {
        let summaryFile = folder.appendingPathComponent("SUMMARY.md")
        let (summaryText, summaryWarning) = try read(summaryFile, path: display(summaryFile))
        let summary = Summary(parsing: summaryText)
        var reading = PageReading(warnings: walk.warnings + (summaryWarning.map { [$0] } ?? []))
        var problems: [DocError] = []
        var listedAt: [String: Int] = [:]
        for entry in summary.entries {
            let position = SourcePosition(file: display(summaryFile), line: entry.line)
            let file: URL
            switch listedFile(entry, folder: folder, shownFolder: shownFolder, display: display) {
            case .failure(let problem):
                problems.append(problem.at(position))
                continue
            case .success(let (listed, real)):
                if let first = listedAt[real] {
                    problems.append(DocError(
                        at: position,
                        "SUMMARY.md lists '\(entry.link)' again; it is already listed at line \(first)",
                        hint: "List each page once."
                    ))
                    continue
                }
                listedAt[real] = entry.line
                file = listed
            }
            if let page = reading.read(file, path: display(file), summaryTitle: entry.title) {
                reading.pages.append(page)
                reading.chapters.append(Chapter(title: page.title, page: page.path, depth: max(0, entry.depth - 1), part: entry.part))
            }
        }
        guard problems.isEmpty else { throw DocErrors(problems) }
        // The front page is a page whether or not SUMMARY.md lists it: first in reading order,
        // verified like the others, not in the table of contents.
        if let front = walk.files.first(where: { $0.relativePath == frontPageName }), listedAt[front.realPath] == nil {
            let file = folder.appendingPathComponent(front.relativePath)
            if let page = reading.read(file, path: display(file), summaryTitle: nil) {
                reading.pages.insert(page, at: 0)
                listedAt[front.realPath] = 0
            }
        }
        let unlisted = walk.files
            .filter { $0.relativePath != "SUMMARY.md" && listedAt[$0.realPath] == nil }
            .map { display(folder.appendingPathComponent($0.relativePath)) }
        var loaded = LoadedDocs(
            pages: reading.pages,
            summary: summary,
            chapters: reading.chapters,
            unlisted: unlisted,
            warnings: reading.warnings,
            folder: shownFolder,
            absoluteFolder: folder.path
        )
        loaded.unreadable = reading.unreadable
        return loaded
    }

    /// Why a `SUMMARY.md` link names no page: what to say and what to do, placed at the
    /// link's line by the caller.
    private struct ListingProblem: Error {
        var message: String
        var hint: String

        func at(_ position: SourcePosition) -> DocError {
            DocError(at: position, message, hint: hint)
        }
    }

    /// The file a `SUMMARY.md` entry names, and its real path, when it is a Markdown page
    /// inside the docs folder.
    private static func listedFile(
        _ entry: Summary.Entry,
        folder: URL,
        shownFolder: String,
        display: (URL) -> String
    ) -> Result<(URL, String), ListingProblem> {
        let within = shownFolder.isEmpty ? "the package folder" : "\(shownFolder)/"
        let file = (entry.link.hasPrefix("/")
            ? URL(fileURLWithPath: entry.link)
            : folder.appendingPathComponent(entry.link)).standardizedFileURL
        guard RealPath.isInside(file.path, folder: folder.path) else {
            return .failure(ListingProblem(
                message: "SUMMARY.md links to '\(entry.link)', which is outside the docs folder; the site is made only of pages inside it.",
                hint: "Move the page into \(within) and link it by its path relative to \(within)."
            ))
        }
        guard file.lastPathComponent.hasSuffix(".md") else {
            return .failure(ListingProblem(
                message: "SUMMARY.md links to '\(entry.link)', which is not a Markdown page (.md); SUMMARY.md lists pages only.",
                hint: "Link a .md page here; link other files (images, downloads) from a page."
            ))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else {
            return .failure(ListingProblem(
                message: "SUMMARY.md links to '\(entry.link)', which does not exist",
                hint: "Create \(display(file)) or fix the link; links in SUMMARY.md are relative to \(display(folder))/."
            ))
        }
        guard let real = RealPath.of(file.path), RealPath.isInside(real, folder: folder.path) else {
            return .failure(ListingProblem(
                message: "SUMMARY.md links to '\(entry.link)', a symbolic link to a file outside the docs folder; "
                    + "the site is made only of pages inside it.",
                hint: "Copy the page into \(within) instead of linking to it."
            ))
        }
        return .success((file, real))
    }

    /// Reads a page and settles its title: the summary's link text, else its first `#`
    /// heading, else its file name.
    private static func page(at file: URL, path: String, summaryTitle: String?) throws(DocErrors) -> (DocPage, DocError?) {
        let (markdown, warning) = try read(file, path: path)
        var page = DocPage(path: path, title: "", markdown: markdown)
        let fromSummary = summaryTitle?.trimmingCharacters(in: .whitespaces) ?? ""
        page.title = !fromSummary.isEmpty ? fromSummary : firstHeading(in: markdown) ?? page.name
        return (page, warning)
    }

    /// The text of the first level-1 heading, if any.
    private static func firstHeading(in markdown: String) -> String? {
        var heading: String?
        MarkdownDocument(parsing: markdown).walkBlocks { event in
            guard heading == nil, case .enter(let node) = event, node.headingLevel == 1 else { return }
            let text = node.plainText.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { heading = text }
        }
        return heading
    }

    /// The text of a page, read in whatever encoding it was saved in (``PageText``), with a
    /// warning at its path when that was not UTF-8.
    static func read(_ file: URL, path: String) throws(DocErrors) -> (text: String, warning: DocError?) {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw DocErrors([DocError(at: SourcePosition(file: path, line: 1), "cannot read '\(path)', so its blocks were not verified", hint: "Check that the file exists and is readable.")])
        }
        let (text, encoding) = PageText.decode(data)
        let warning = encoding.map { encoding in
            DocError(
                at: SourcePosition(file: path, line: 1),
                "'\(path)' is not UTF-8 text; it was read as \(encoding)",
                hint: "Save the page as UTF-8 so that every tool reads it the same."
            )
        }
        return (text, warning)
    }

    /// `path` made absolute, with every symbolic link resolved when it exists.
    private static func realPath(of path: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return RealPath.of(standardized) ?? standardized
    }
}
