import Foundation
import PatternDocModel
import PatternDocPackage
import PatternDocSupport
import SwiftSource

/// What the doc comments of a package's library modules hold, read straight from their
/// `.swift` files (no build): a page per file whose comments have fenced code, verified with
/// the docs' pages, and the public declarations, for coverage.
///
/// A file's page is its doc comments as Markdown, line for line (line N of the page is the
/// comment text of line N of the file, other lines blank), so the extractor, the planner and
/// every message see the `.swift` file's own lines: an error in an example is reported at
/// `Sources/Composable/Store/Store.swift:42`. Its ``DocPage/sourceModule`` is the module.
///
/// ```text
/// let comments = SourceDocComments.load(modules: ["Composable"], of: package)
/// for page in comments.pages { print(page.path) }  // Sources/Composable/Reducer/Scope.swift, ...
/// ```
package struct SourceDocComments: Sendable {
    /// A page for each file whose doc comments hold a fenced code block, by module then path.
    package var pages: [DocPage]
    /// Every public declaration of the modules, by module then file then line.
    package var declarations: [PublicDeclaration]

    /// Creates the result of a scan.
    init(pages: [DocPage] = [], declarations: [PublicDeclaration] = []) {
        self.pages = pages
        self.declarations = declarations
    }

    /// Reads the `.swift` files of `modules` (in ``PackageUnderTest/moduleFolders``) of
    /// `package`, and of the targets each re-exports (``PackageUnderTest/reexportedModules``)
    /// as the module's own; paths are shown relative to the package root.
    package static func load(modules: [String], of package: PackageUnderTest) -> SourceDocComments {
        let root = URL(fileURLWithPath: package.root).standardizedFileURL
        let files = modules.flatMap { module in
            ([module] + (package.reexportedModules[module] ?? [])).flatMap { target in
                package.moduleFolders[target].map { folder in
                    // A DocC catalog's `.swift` files are tutorial code listings, not the module's.
                    FileTree.files(at: folder).filter { $0.hasSuffix(".swift") && !$0.contains(".docc/") }.map { (module, $0) }
                } ?? []
            }
        }
        let scanned = ParallelMap.map(files.count, inParallel: files.count > 8) { index in
            let (module, path) = files[index]
            guard let data = FileManager.default.contents(atPath: path) else { return (page: DocPage?.none, declarations: [PublicDeclaration]()) }
            let shown = DisplayPath.of(URL(fileURLWithPath: path), relativeTo: root)
            return scan(String(decoding: data, as: UTF8.self), module: module, shownAs: shown)
        }
        return SourceDocComments(
            pages: scanned.compactMap(\.page),
            declarations: scanned.flatMap(\.declarations)
        )
    }

    /// One file's page (from its `source` text) (when its comments hold a fence) and public declarations.
    static func scan(_ source: String, module: String, shownAs shown: String) -> (page: DocPage?, declarations: [PublicDeclaration]) {
        let tokens = Lexer.tokens(in: source)
        let declarations = PublicDeclarations.of(tokens, module: module, file: shown)
        guard source.containsBytes("```") || source.containsBytes("~~~") else { return (nil, declarations) }
        let lineCount = tokens.last.map { $0.line + ($0.kind == .newline ? 1 : 0) } ?? 1
        guard let markdown = DocCommentMarkdown.of(tokens, lineCount: lineCount) else { return (nil, declarations) }
        var page = DocPage(path: shown, title: shown, markdown: markdown)
        page.sourceModule = module
        return (page, declarations)
    }
}
