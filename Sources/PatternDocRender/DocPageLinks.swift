import PatternDocLoad
import PatternDocSupport

/// How `<doc:Page>` links name the pages of the docs, from a doc page or from a doc comment
/// shown on an API page.
///
/// A link names a page by its file name without `.md`, wherever the page is below the docs
/// folder, as DocC names an article: `<doc:Navigation>` is `Docs/Navigation.md`. When two
/// pages share a file name, the folders before it tell them apart: `<doc:Guide/Setup>`. A
/// heading of the page follows a `#`, written as DocC writes it, with dashes for spaces:
/// `<doc:Navigation#Stack-navigation>` goes to the heading "Stack navigation". In a DocC
/// catalog the catalog says which page a link names (``DocCCatalog/page(forDocLink:)``).
///
/// From a doc page a link becomes the target's Markdown path relative to the page, which the
/// renderer turns into `.html` and the link check checks, anchor included. From an API page
/// (``rootPrefix`` set) it becomes the target's address on the site from that page, its
/// anchor checked against the target's ``anchors`` when they are known. Either way a link
/// written as its own text (`<doc:Navigation>`) shows the page's title, and a link that names
/// no page is an error at its line.
///
/// ```text
/// let links = DocPageLinks(pages: [
///     DocPageLinks.Page(path: "Docs/Navigation.md", sitePath: "Navigation.html", title: "Navigation"),
/// ])
/// links.link("doc:Navigation#Stack-navigation", from: "Docs/Scoping.md")
/// // .success(("Navigation.md#stack-navigation", "Navigation"))
/// var fromAPI = links
/// fromAPI.rootPrefix = "../../"
/// fromAPI.link("doc:Navigation", from: "Sources/Composable/Store/Store.swift")
/// // .success(("../../Navigation.html", "Navigation"))
/// ```
package struct DocPageLinks: Sendable {
    /// A page a link can name.
    package struct Page: Hashable, Sendable {
        /// Its path as the docs were loaded with it: `Docs/Navigation.md`.
        package var path: String
        /// Its file on the site: `Navigation.html`.
        package var sitePath: String
        /// Its title: the text of a link written as its own address.
        package var title: String

        /// Creates a page.
        package init(path: String, sitePath: String, title: String) {
            self.path = path
            self.sitePath = sitePath
            self.title = title
        }
    }

    /// Why a link names no page, in words for the person who wrote it.
    package struct Problem: Error, Hashable, Sendable {
        /// What is wrong.
        package var message: String
        /// What to do.
        package var hint: String
    }

    /// The pages links can name.
    package let pages: [Page]
    /// For a DocC catalog: how its links name its pages, DocC's way, instead of by file name.
    package let catalog: DocCCatalog?
    /// The ids on each rendered page, by page path, once the pages are rendered: a link from
    /// an API page to a heading the target does not have is then an error. Empty before.
    package var anchors: [String: Set<String>]
    /// For a page that is not one of the docs (an API page): `../` once per folder between it
    /// and the site root. Links are then site addresses from that page, rather than Markdown
    /// paths relative to it.
    package var rootPrefix: String?

    /// Page indexes by file name without `.md`.
    private let byName: [String: [Int]]
    private let byPath: [String: Int]

    /// Links to `pages`; with a `catalog`, links name them as DocC names a catalog's pages.
    package init(pages: [Page], catalog: DocCCatalog? = nil, anchors: [String: Set<String>] = [:]) {
        self.pages = pages
        self.catalog = catalog
        self.anchors = anchors
        var byName: [String: [Int]] = [:]
        for (index, page) in pages.enumerated() {
            byName[Self.name(of: page.path), default: []].append(index)
        }
        self.byName = byName
        byPath = Dictionary(pages.enumerated().map { ($1.path, $0) }) { first, _ in first }
    }

    /// A `doc:` link's target as seen from `page`, and the text to show for a link written as
    /// its own address (the target page's title).
    ///
    /// - Parameters:
    ///   - url: the link's destination, `doc:Navigation` or `doc:Navigation#Stack-navigation`.
    ///   - page: the path of the page the link is on (a `.swift` file for a doc comment).
    /// - Returns: from a doc page, the target's `.md` path relative to `page`; from an API
    ///   page (``rootPrefix`` set), the target's site address, percent-encoded; either with
    ///   `#` and the heading's anchor when the link names one.
    package func link(_ url: String, from page: String) -> Result<(target: String, title: String), Problem> {
        let reference = DocCCatalog.reference(url)
        let fragment = DocCCatalog.fragment(ofDocLink: url)
        let anchor = fragment.map { "#" + Slugger.baseSlug($0) } ?? ""
        if reference.isEmpty, fragment != nil, rootPrefix == nil {
            // `<doc:#Heading>`: a heading of this very page, which the link check checks.
            return .success((anchor, byPath[page].map { pages[$0].title } ?? fragment ?? ""))
        }
        let found: Page
        switch target(of: url, reference: reference) {
        case let .success(page): found = page
        case let .failure(problem): return .failure(problem)
        }
        guard let rootPrefix else {
            let relative = found.path == page ? "" : DocCLinks.relativePath(from: page, to: found.path)
            let target = HTMLEscaping.percentEncodedPath(relative) + anchor
            return .success((target.isEmpty ? "#" : target, found.title))
        }
        if let fragment, let ids = anchors[found.path], !ids.contains(String(anchor.dropFirst())) {
            return .failure(Problem(
                message: "the link <\(url)> names the heading '\(fragment)', which \(found.path) does not have.",
                hint: "Write the heading's text with dashes for spaces (\"## Stack navigation\" is #Stack-navigation)."
            ))
        }
        return .success((rootPrefix + HTMLEscaping.percentEncodedPath(found.sitePath) + anchor, found.title))
    }

    /// The page a link names, or why none.
    private func target(of url: String, reference: String) -> Result<Page, Problem> {
        if let catalog {
            if let path = catalog.page(forDocLink: url), let index = byPath[path] { return .success(pages[index]) }
            return .failure(Problem(
                message: "the link <\(url)> names no page of the catalog.",
                hint: "DocC links name an article by its file name without .md (<doc:GettingStarted> for GettingStarted.md); fix the name or add the article."
            ))
        }
        let parts = reference.split(separator: "/").map(String.init)
        let candidates = (parts.last.flatMap { byName[$0] } ?? []).filter { index in
            let path = pages[index].path
            let written = parts.joined(separator: "/")
            let withoutExtension = path.hasSuffix(".md") ? String(path.dropLast(3)) : path
            return withoutExtension == written || withoutExtension.hasSuffix("/" + written)
        }
        if candidates.count == 1 { return .success(pages[candidates[0]]) }
        if candidates.count > 1 {
            let spellings = candidates.map { "<doc:\(Self.shortestSpelling(of: pages[$0].path, among: pages.map(\.path)))>" }
            return .failure(Problem(
                message: "the link <\(url)> is ambiguous: \(candidates.count) pages are named \(parts.last ?? reference).",
                hint: "Name the folder too: \(spellings.joined(separator: ", "))."
            ))
        }
        let name = parts.last ?? reference
        let near = byName.keys.filter { $0.lowercased() == name.lowercased() || EditDistance.between($0, name) <= 2 }.sorted()
        let advice = near.isEmpty
            ? "A page is named by its file name without .md: <doc:\(pages.first.map { Self.name(of: $0.path) } ?? "Page")> for \(pages.first?.path ?? "Page.md")."
            : "Did you mean \(near.map { "<doc:\($0)>" }.joined(separator: ", "))?"
        return .failure(Problem(message: "the link <\(url)> names no page of the docs.", hint: advice))
    }

    /// `Docs/Guide/Setup.md` → `Setup`.
    package static func name(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".md") ? String(file.dropLast(3)) : file
    }

    /// The fewest trailing folders with the file name that tell `path` from the other `paths`.
    static func shortestSpelling(of path: String, among paths: [String]) -> String {
        let parts = (path.hasSuffix(".md") ? String(path.dropLast(3)) : path).split(separator: "/")
        let others = paths.filter { $0 != path }.map { $0.hasSuffix(".md") ? String($0.dropLast(3)) : $0 }
        for count in 1...max(parts.count, 1) {
            let spelling = parts.suffix(count).joined(separator: "/")
            if !others.contains(where: { $0 == spelling || $0.hasSuffix("/" + spelling) }) { return spelling }
        }
        return parts.joined(separator: "/")
    }
}
