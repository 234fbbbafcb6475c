import Foundation
import PatternDocMarkdown
import PatternDocModel

/// Loads a DocC catalog (a folder named `*.docc`) the way DocC reads it, when it has no
/// `SUMMARY.md`:
///
/// - Every `.md` file is a page, in any folder. The page titled with a symbol link alone
///   (`# ``Logging`` `) is the root page; one titled ` ``Logging/Logger`` ` is the extension
///   page of that symbol (titled `Logger`); any other is an article, titled by its heading.
///   `@DisplayName` in `@Metadata` overrides a title.
/// - The order is the root page's `## Topics`, depth first: each `<doc:Article>` or
///   ` ``Symbol`` ` there is a chapter under the page that lists it, and its own `## Topics`
///   nest under it. Pages no topic lists follow, in path order.
/// - Directives are rewritten to Markdown line for line (``DocCDirectives``); each
///   `@Snippet(path:)` is read from the package's `Snippets/` folder.
enum DocCCatalogLoader {
    /// One page as read, before the order is known.
    private struct Entry {
        var file: URL
        var path: String
        var markdown: String
        var title: String
        var symbol: String?
        var displayName: String?
        var snippets: [DocCDirectives.SnippetReference]
    }

    static func load(
        folder: URL,
        walk: MarkdownFileWalk,
        display: (URL) -> String,
        shownFolder: String,
        packageRoot: URL
    ) throws(DocErrors) -> LoadedDocs {
        // Problems that cost one page or one snippet its verification, not the run.
        var problems: [DocError] = []
        var warnings = walk.warnings
        let entries = readEntries(folder: folder, walk: walk, display: display, warnings: &warnings, problems: &problems)
        let (catalog, rootIndex) = catalog(of: entries, folder: folder)
        let pages = pages(of: entries, rootIndex: rootIndex, module: catalog.module, packageRoot: packageRoot, display: display, problems: &problems)
        let chapters = order(entries.map(\.path), root: rootIndex.map { entries[$0].path }, pages: pages, catalog: catalog)
        var loaded = LoadedDocs(
            pages: chapters.map { pages[$0.page]! },
            chapters: chapters,
            warnings: warnings,
            folder: shownFolder,
            absoluteFolder: folder.path,
            catalog: catalog
        )
        loaded.unreadable = problems
        return loaded
    }

    /// Every Markdown file of the catalog, read and with its directives rewritten.
    private static func readEntries(
        folder: URL,
        walk: MarkdownFileWalk,
        display: (URL) -> String,
        warnings: inout [DocError],
        problems: inout [DocError]
    ) -> [Entry] {
        var entries: [Entry] = []
        for file in walk.files {
            let url = folder.appendingPathComponent(file.relativePath)
            let path = display(url)
            do {
                let (text, warning) = try DocsLoader.read(url, path: path)
                if let warning { warnings.append(warning) }
                let rewritten = DocCDirectives.rewrite(text)
                let (heading, symbol) = titleHeading(in: rewritten.markdown)
                let name = String(url.lastPathComponent.dropLast(3))
                entries.append(Entry(
                    file: url,
                    path: path,
                    markdown: rewritten.markdown,
                    title: heading ?? name,
                    symbol: symbol,
                    displayName: rewritten.displayName,
                    snippets: rewritten.snippets
                ))
            } catch {
                problems += error.errors
            }
        }
        return entries
    }

    /// The catalog the entries make (its module, root page, articles and symbol pages), and
    /// the index of the root page among them.
    private static func catalog(of entries: [Entry], folder: URL) -> (DocCCatalog, rootIndex: Int?) {
        let catalogName = String(folder.lastPathComponent.dropLast(".docc".count))
        let roots = entries.indices.filter { entries[$0].symbol.map { !$0.contains("/") } ?? false }
        let rootIndex = roots.first { entries[$0].symbol == catalogName } ?? roots.first
        let module = rootIndex.flatMap { entries[$0].symbol }
        var articles: [String: String] = [:]
        var symbols: [String: String] = [:]
        for (index, entry) in entries.enumerated() where index != rootIndex {
            if let symbol = entry.symbol {
                symbols[SymbolPath.key(symbol, module: module)] = entry.path
            }
            let name = String(entry.file.lastPathComponent.dropLast(3))
            if entry.symbol == nil || articles[name] == nil { articles[name] = articles[name] ?? entry.path }
        }
        let catalog = DocCCatalog(
            module: module,
            rootPage: rootIndex.map { entries[$0].path },
            articles: articles,
            symbols: symbols,
            resources: resources(in: folder)
        )
        return (catalog, rootIndex)
    }

    /// Each entry's page, by path, titled as DocC titles it, with its snippets read.
    private static func pages(
        of entries: [Entry],
        rootIndex: Int?,
        module: String?,
        packageRoot: URL,
        display: (URL) -> String,
        problems: inout [DocError]
    ) -> [String: DocPage] {
        var pages: [String: DocPage] = [:]
        for (index, entry) in entries.enumerated() {
            var title = entry.title
            if index == rootIndex {
                title = module ?? title
            } else if let symbol = entry.symbol {
                title = SymbolPath.title(symbol, module: module)
            }
            var snippets: [DocSnippet] = []
            for reference in entry.snippets {
                do {
                    snippets.append(try snippet(reference, page: entry.path, packageRoot: packageRoot, display: display))
                } catch {
                    problems.append(error)
                }
            }
            pages[entry.path] = DocPage(path: entry.path, title: entry.displayName ?? title, markdown: entry.markdown, snippets: snippets)
        }
        return pages
    }

    /// The first level-1 heading's text, and the symbol when the heading is a symbol link alone.
    static func titleHeading(in markdown: String) -> (text: String?, symbol: String?) {
        var text: String?
        var symbol: String?
        var inHeading = false
        var parts = 0
        var code: String?
        MarkdownDocument(parsing: markdown).walk { event in
            guard text == nil else { return }
            switch event {
            case .enter(let node) where node.headingLevel == 1:
                inHeading = true
            case .enter(let node) where inHeading:
                parts += 1
                if node.kind == .code { code = node.literal }
            case .exit(let node) where node.headingLevel == 1:
                inHeading = false
                text = node.plainText.trimmingCharacters(in: .whitespaces)
                if parts == 1, let code, !code.isEmpty { symbol = code }
            default:
                break
            }
        }
        return (text, symbol)
    }

    /// The chapters: the root, then what its topics list, depth first, then the rest.
    static func order(_ paths: [String], root: String?, pages: [String: DocPage], catalog: DocCCatalog) -> [Chapter] {
        var chapters: [Chapter] = []
        var placed: Set<String> = []
        func visit(_ path: String, depth: Int) {
            guard placed.insert(path).inserted, let page = pages[path] else { return }
            chapters.append(Chapter(title: page.title, page: path, depth: depth))
            for child in topics(of: page.markdown, catalog: catalog) {
                visit(child, depth: depth + 1)
            }
        }
        if let root { visit(root, depth: 0) }
        for path in paths.sorted() where !placed.contains(path) {
            visit(path, depth: root == nil ? 0 : 1)
        }
        return chapters
    }

    /// The pages a page's `## Topics` section links to, in order.
    static func topics(of markdown: String, catalog: DocCCatalog) -> [String] {
        var found: [String] = []
        var inTopics = false
        var headingLevel: Int?
        MarkdownDocument(parsing: markdown).walk { event in
            switch event {
            case .enter(let node) where node.kind == .heading:
                headingLevel = node.headingLevel
            case .exit(let node) where node.kind == .heading:
                let level = node.headingLevel ?? 1
                if level <= 2 { inTopics = level == 2 && node.plainText.trimmingCharacters(in: .whitespaces) == "Topics" }
                headingLevel = nil
            case .enter(let node) where inTopics && headingLevel == nil:
                if node.kind == .link, let url = node.url, let page = catalog.page(forDocLink: url) {
                    found.append(page)
                } else if node.kind == .code, let literal = node.literal, let page = catalog.page(forSymbol: literal) {
                    found.append(page)
                }
            default:
                break
            }
        }
        return found
    }

    /// Every file of the catalog that is not Markdown, by name and by resource key.
    static func resources(in folder: URL) -> [String: String] {
        var resources: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        var files: [String] = []
        while let entry = walker.nextObject() as? String {
            guard !entry.split(separator: "/").contains(where: { $0.hasPrefix(".") }), !entry.hasSuffix(".md") else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(entry)
            }
        }
        // Plain names first, so that `chart.png` wins its key over `chart~dark.png`.
        for file in files.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if resources[name] == nil { resources[name] = file }
            let key = DocCCatalog.resourceKey(name)
            if resources[key] == nil { resources[key] = file }
        }
        return resources
    }

    /// Reads the snippet `reference` names from the package's `Snippets/` folder.
    static func snippet(
        _ reference: DocCDirectives.SnippetReference,
        page: String,
        packageRoot: URL,
        display: (URL) -> String
    ) throws(DocError) -> DocSnippet {
        var components = reference.path.split(separator: "/").map(String.init)
        if let index = components.firstIndex(of: "Snippets") { components.removeFirst(index + 1) }
        let relative = components.joined(separator: "/")
        let file = packageRoot.appendingPathComponent("Snippets").appendingPathComponent(relative + ".swift")
        let position = SourcePosition(file: page, line: reference.line)
        guard let data = FileManager.default.contents(atPath: file.path), let code = String(data: data, encoding: .utf8) else {
            throw DocError(
                at: position,
                "@Snippet(path: \"\(reference.path)\") names \(display(file)), which does not exist",
                hint: "Snippets live in the package's Snippets/ folder; write the path as \"<package>/Snippets/<name>\" without .swift."
            )
        }
        guard let shown = DocSnippet.shown(code, slice: reference.slice) else {
            throw DocError(
                at: position,
                "@Snippet(path: \"\(reference.path)\", slice: \"\(reference.slice ?? "")\"): \(display(file)) has no '// snippet.\(reference.slice ?? "")' line",
                hint: "Mark the slice with '// snippet.\(reference.slice ?? "")' and '// snippet.end', or fix the slice's name."
            )
        }
        return DocSnippet(line: reference.line, file: display(file), code: code, shownCode: shown)
    }
}
