import Foundation

/// Rewrites the DocC directives of a catalog page into plain Markdown, line for line, so that
/// every later stage (blocks, their lines, the site) reads the page as DocC shows it, and no
/// directive is ever printed as raw text.
///
/// Each line stays on its line, so every message still points at the page as written:
///
/// - `@Metadata`, `@Options`, `@Comment` and the other page settings are left out with their
///   contents (a `@DisplayName("...")` inside `@Metadata` becomes the page's title).
/// - Containers (`@Row`, `@Column`, `@TabNavigator`, `@Small`, `@Links`, and any directive not
///   known) keep their contents, moved left by their indentation so that it is not read as
///   an indented code block; a `@Tab("Name")` line becomes a `#### Name` heading.
/// - `@Image(source:alt:)` becomes an image; `@Video` is left out.
/// - `@Snippet(path:slice:)` becomes a marker line that the extractor and the renderer replace
///   with the snippet's code block.
///
/// Lines inside fenced code blocks are never directives: `@MainActor` in Swift stays Swift.
///
/// ```text
/// let result = DocCDirectives.rewrite("@Metadata {\n    @DisplayName(\"Intro\")\n}\n# Start\n")
/// result.markdown     // "\n\n\n# Start\n"
/// result.displayName  // "Intro"
/// ```
package struct DocCDirectives {
    /// A `@Snippet` the page shows.
    struct SnippetReference: Hashable {
        /// The page line of the directive.
        var line: Int
        /// Its `path:` argument, `swift-log/Snippets/basic-usage`.
        var path: String
        /// Its `slice:` argument, if any.
        var slice: String?
    }

    /// What rewriting found.
    struct Result {
        /// The page as plain Markdown, with as many lines as it had.
        var markdown: String
        /// The title `@DisplayName` gives, if any.
        var displayName: String?
        /// The snippets, in order; the marker line of the n-th is ``snippetMarker(_:)``.
        var snippets: [SnippetReference] = []
    }

    /// The line that stands for the `index`-th snippet of a page: a character no page types,
    /// then a name, alone in its paragraph.
    static func snippetMarker(_ index: Int) -> String {
        "\u{E000}patterndoc-snippet:\(index)"
    }

    /// The snippet index a paragraph's text stands for, if it is a snippet marker.
    package static func snippetIndex(inMarker text: String) -> Int? {
        let prefix = "\u{E000}patterndoc-snippet:"
        // Compared as bytes: every text node of every page is asked, and `hasPrefix` compares
        // Characters, which for the private-use character in front meant a Unicode lookup each.
        guard text.utf8.starts(with: prefix.utf8) else { return nil }
        return Int(text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces))
    }

    /// Settings that DocC reads and does not show: left out with everything inside them.
    static let settings: Set<String> = [
        "Metadata", "Options", "Comment", "Redirected", "TechnologyRoot", "Available", "PageImage",
        "PageKind", "PageColor", "CallToAction", "DisplayName", "DocumentationExtension",
        "AutomaticTitleHeading", "AutomaticSeeAlso", "AutomaticArticleSubheading", "TopicsVisualStyle",
        "SupportedLanguage", "TitleHeading", "SupportedLanguages", "Video", "AlternateRepresentation",
    ]

    /// Every directive name DocC knows that patterndoc handles by name; an unknown name is a
    /// directive only when arguments or a `{` follow it.
    static let known: Set<String> = settings.union([
        "Row", "Column", "TabNavigator", "Tab", "Small", "Links", "DeprecationSummary", "Image",
        "Snippet", "ContentAndMedia", "Stack", "Section", "Tutorials", "Tutorial", "Intro",
    ])

    /// Rewrites `markdown`.
    static func rewrite(_ markdown: String) -> Result {
        var rewriter = Rewriter(lines: markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        rewriter.run()
        return Result(markdown: rewriter.output.joined(separator: "\n"), displayName: rewriter.displayName, snippets: rewriter.snippets)
    }

    /// The state of one rewrite.
    private struct Rewriter {
        /// An open `{ ... }` directive.
        struct Open {
            var dropsContent: Bool
            /// Spaces taken off the start of its content lines; `nil` until its first one.
            var indent: Int?
        }

        let lines: [String]
        var output: [String] = []
        var displayName: String?
        var snippets: [SnippetReference] = []
        var stack: [Open] = []
        /// The fence of the code block the rewrite is in: its character and length.
        var fence: (Character, Int)?

        init(lines: [String]) {
            self.lines = lines
        }

        var isDropping: Bool { stack.contains { $0.dropsContent } }

        mutating func run() {
            var index = 0
            while index < lines.count {
                index = handle(at: index)
            }
        }

        /// Handles the line at `index` (and the lines its directive's arguments take); returns
        /// the index of the next line to read.
        mutating func handle(at index: Int) -> Int {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if isClosing(trimmed, open) { fence = nil }
                emit(line)
                return index + 1
            }
            if let opening = Self.fenceOpening(trimmed) {
                fence = opening
                emit(line)
                return index + 1
            }
            if trimmed == "}", !stack.isEmpty {
                stack.removeLast()
                output.append("")
                return index + 1
            }
            guard let directive = DirectiveLine(lines: lines, at: index) else {
                emit(line)
                return index + 1
            }
            return apply(directive, at: index)
        }

        mutating func apply(_ directive: DirectiveLine, at index: Int) -> Int {
            let taken = directive.lineCount
            var replacement = ""
            let dropping = isDropping
            if !dropping {
                switch directive.name {
                case "DisplayName":
                    displayName = directive.unnamedArgument ?? displayName
                case "Tab":
                    replacement = "#### " + (directive.unnamedArgument ?? "")
                case "Image":
                    let source = directive.arguments["source"] ?? ""
                    replacement = "![\(Self.escapedAlt(directive.arguments["alt"] ?? ""))](\(source))"
                case "Snippet":
                    if let path = directive.arguments["path"] {
                        replacement = DocCDirectives.snippetMarker(snippets.count)
                        snippets.append(SnippetReference(line: index + 1, path: path, slice: directive.arguments["slice"]))
                    }
                default:
                    break
                }
            } else if directive.name == "DisplayName" {
                displayName = directive.unnamedArgument ?? displayName
            }
            output.append(replacement)
            output += Array(repeating: "", count: taken - 1)
            if directive.opensBlock {
                stack.append(Open(dropsContent: DocCDirectives.settings.contains(directive.name)))
                if let inline = directive.inlineContent {
                    // `@Small { text }` on one line: the text is the content.
                    if !isDropping, !inline.isEmpty { output[output.count - 1] = inline }
                    stack.removeLast()
                }
            }
            return index + taken
        }

        /// Writes a content line: blank inside a left-out directive, else moved left by the
        /// innermost open directive's indentation.
        mutating func emit(_ line: String) {
            if isDropping {
                output.append("")
                return
            }
            guard !stack.isEmpty else {
                output.append(line)
                return
            }
            let leading = line.prefix { $0 == " " }.count
            if stack[stack.count - 1].indent == nil, leading < line.count {
                stack[stack.count - 1].indent = leading
            }
            let strip = min(leading, stack[stack.count - 1].indent ?? 0)
            output.append(String(line.dropFirst(strip)))
        }

        func isClosing(_ trimmed: String, _ open: (Character, Int)) -> Bool {
            let run = trimmed.prefix { $0 == open.0 }.count
            return run >= open.1 && trimmed.dropFirst(run).allSatisfy(\.isWhitespace)
        }

        static func fenceOpening(_ trimmed: String) -> (Character, Int)? {
            guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
            let run = trimmed.prefix { $0 == first }.count
            guard run >= 3 else { return nil }
            if first == "`", trimmed.dropFirst(run).contains("`") { return nil }
            return (first, run)
        }

        static func escapedAlt(_ text: String) -> String {
            text.replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: "[", with: "\\[")
        }
    }
}
